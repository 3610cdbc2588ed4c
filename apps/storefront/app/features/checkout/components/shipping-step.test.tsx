// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart, ShippingMethod } from '@storefront/contracts';
import { PriceFormatProvider } from '../../../components/price.tsx';
import { cartLine, cartOf } from '../../../lib/cart-fixtures.ts';
import { SHOPPER_ID, fakeApi, renderInShop, t } from '../../../lib/testing/render-in-shop.tsx';
import { useCheckout } from '../use-checkout.ts';
import { ShippingStep } from './shipping-step.tsx';

const methods: ShippingMethod[] = [
  {
    shippingMethodId: 1,
    code: 'standard',
    name: 'Standard delivery',
    description: 'Within 1 to 3 days.',
    fee: 1_000,
    freeOver: 20_000,
    estimatedDays: { min: 1, max: 3 },
  },
  {
    shippingMethodId: 2,
    code: 'express',
    name: 'Express delivery',
    description: 'Tomorrow.',
    fee: 3_000,
    freeOver: null,
    estimatedDays: { min: 1, max: 1 },
  },
];

/** The shipping step on the checkout's real state (useCheckout) for `cart`, against a fake API. */
function renderShippingStep(cart: Cart, shippingMethods: () => unknown = () => methods) {
  const api = fakeApi({
    'GET /web-gw/shipping-methods': shippingMethods,
    'GET /web-gw/delivery-slot': () => [],
    [`PUT /web-gw/users/${SHOPPER_ID}/carts/shipping-method`]: ({ url, body }) => {
      const shippingMethodId = Number(new URL(url, 'http://shop').searchParams.get('shippingMethodId'));
      return { ...cart, shippingMethodId, shippingAmount: (body as { shippingAmount: number }).shippingAmount };
    },
  });
  function Step() {
    const checkout = useCheckout({ cart, userId: SHOPPER_ID, enforceCheckoutTerms: false });
    return <ShippingStep checkout={checkout} />;
  }
  renderInShop(
    <PriceFormatProvider format="decimals-format">
      <Step />
    </PriceFormatProvider>,
    { api },
  );
  return api;
}

const method = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

describe('ShippingStep', () => {
  it("shows each method's fee for this cart: free from the free-over amount after discount", async () => {
    renderShippingStep(cartOf([cartLine({ unitPrice: 22_000 })], { discount: 2_000 }));
    await screen.findByRole('group', { name: t('ui.prisma.checkout.shipping.method') });

    const free = t('ui.prisma.checkout.shipping.free');
    expect(method('Standard delivery').closest('label')!.textContent).toContain(`Standard delivery${free}`);
    expect(method('Express delivery').closest('label')!.textContent).toContain('Express delivery3.000 KD');
    expect(screen.getByText(t('ui.prisma.checkout.shipping.freeOver', { amount: '20.000 KD' }))).toBeTruthy();
    // The default method is chosen until the shopper picks another (SPEC §9).
    expect((method('Standard delivery') as HTMLInputElement).checked).toBe(true);
  });

  it('charges the fee below the free-over amount, and saves a chosen method with the fee it showed', async () => {
    const api = renderShippingStep(cartOf([cartLine({ unitPrice: 21_000 })], { discount: 2_000 }));
    await screen.findByRole('group', { name: t('ui.prisma.checkout.shipping.method') });
    expect(method('Standard delivery').closest('label')!.textContent).toContain('Standard delivery1.000 KD');

    await userEvent.click(method('Express delivery'));
    await waitFor(() => expect((method('Express delivery') as HTMLInputElement).checked).toBe(true));
    const saved = api.calls.find((call) => call.method === 'PUT');
    expect(saved).toEqual({
      method: 'PUT',
      url: `/web-gw/users/${SHOPPER_ID}/carts/shipping-method?shippingMethodId=2`,
      body: { shippingAmount: 3_000 },
    });
  });

  it('keeps Continue disabled until the methods have loaded, then saves the default method with it', async () => {
    let answerMethods!: (answer: ShippingMethod[]) => void;
    const api = renderShippingStep(
      cartOf([cartLine({ unitPrice: 21_000 })]),
      () => new Promise<ShippingMethod[]>((resolve) => (answerMethods = resolve)),
    );
    const continueButton = await screen.findByRole('button', { name: t('ui.prisma.checkout.continue') });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);

    answerMethods(methods);
    await waitFor(() => expect((continueButton as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(continueButton);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.url).toContain('shippingMethodId=1');
  });

  it('says why when the methods cannot be loaded, and Continue stays disabled', async () => {
    renderShippingStep(cartOf([cartLine({ unitPrice: 21_000 })]), () =>
      Response.json({ message: 'Shipping is unavailable' }, { status: 503 }),
    );
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    const continueButton = screen.getByRole('button', { name: t('ui.prisma.checkout.continue') });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
  });
});
