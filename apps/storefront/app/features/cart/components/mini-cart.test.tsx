// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@storefront/contracts';
import { PriceFormatProvider } from '../../../components/price.tsx';
import { cartLine, cartOf } from '../../../lib/cart-fixtures.ts';
import { SHOPPER_ID, fakeApi, renderInShop, t } from '../../../lib/testing/render-in-shop.tsx';
import { CartProvider } from '../cart-provider.tsx';
import { MiniCart } from './mini-cart.tsx';

const CART_PATH = `/web-gw/users/${SHOPPER_ID}/cart`;

/** A fake cart API: reading answers `cart` as it is now; removing a line takes it out. */
function renderMiniCart(initial: Cart) {
  let cart = initial;
  const api = fakeApi({
    [`GET ${CART_PATH}`]: () => cart,
    [`DELETE /web-gw/users/${SHOPPER_ID}/carts/cart-items/1`]: () => {
      cart = cartOf(cart.items.filter((item) => item.itemId !== 1));
      return cart;
    },
  });
  renderInShop(
    <PriceFormatProvider format="decimals-format">
      <CartProvider userId={SHOPPER_ID}>
        <MiniCart />
      </CartProvider>
    </PriceFormatProvider>,
    { api, pages: ['/cart', '/products/:productId'] },
  );
  return api;
}

describe('MiniCart', () => {
  it('says the cart is empty', async () => {
    renderMiniCart(cartOf([]));
    expect(await screen.findByText(t('ui.prisma.cart.empty'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('ui.prisma.cart.goToCart') })).toBeNull();
  });

  it('lists each line with its quantity, unit price and out-of-stock tag, then the count and sub-total', async () => {
    renderMiniCart(
      cartOf([
        cartLine({ itemId: 1, productId: 10, productName: 'Oud oil', productQuantity: 2, unitPrice: 8_000 }),
        cartLine({ itemId: 2, productId: 20, productName: 'Rose water', unitPrice: 1_500, activeQty: 0 }),
      ]),
    );
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Oud oil' }).getAttribute('href')).toBe('/products/10');
    expect(lines[0]!.textContent).toContain(t('ui.prisma.cart.quantityShort', { quantity: 2, count: 2 }));
    expect(lines[0]!.textContent).toContain('8.000 KD');
    expect(within(lines[0]!).queryByText(t('ui.prisma.cart.outOfStock'))).toBeNull();
    expect(within(lines[1]!).getByText(t('ui.prisma.cart.outOfStock'))).toBeTruthy();

    expect(screen.getByText(t('ui.prisma.cart.itemCount', { count: 3 }))).toBeTruthy();
    expect(screen.getByText(t('ui.prisma.cart.subTotal')).parentElement!.textContent).toContain('17.500 KD');
    expect(screen.getByRole('link', { name: t('ui.prisma.cart.goToCart') }).getAttribute('href')).toBe('/cart');
  });

  it('removes a line on the server, drops it at once and keeps the focus inside the dropdown', async () => {
    const api = renderMiniCart(
      cartOf([
        cartLine({ itemId: 1, productName: 'Oud oil' }),
        cartLine({ itemId: 2, productId: 20, productName: 'Rose water' }),
      ]),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: t('ui.prisma.cart.removeItem', { name: 'Oud oil' }) }),
    );

    expect(screen.queryByRole('link', { name: 'Oud oil' })).toBeNull();
    expect(document.activeElement?.className).toBe('mini-cart__body');
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `GET ${CART_PATH}`,
        `DELETE /web-gw/users/${SHOPPER_ID}/carts/cart-items/1`,
        `GET ${CART_PATH}`,
      ]),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Rose water' })).toBeTruthy();
  });
});
