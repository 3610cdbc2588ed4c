import type { Locator, Page } from 'playwright-core';
import {
  formatPrice,
  type Cart,
  type PriceFormat,
  type ProductDetail,
  type ProductList,
  type ThemeConfig,
  type Wishlist,
} from '@storefront/contracts';
import { apiAs, userIdOf, waitForStoredAuth } from './account.ts';
import { baseUrl } from './browser.ts';
import { apiGet } from './catalogue-data.ts';
import { uiText, uiTextForms, type Language } from './translations.ts';

// Page helpers for the cart and the wishlist, as a shopper uses them.

/** The seeded oud oil: one variation, 8.000 KD, plenty in stock. */
export const OUD_OIL = { productId: 1, unitPrice: 8000 } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A counted text in any of its plural forms, matching any number. */
function anyCount(language: Language, key: string): RegExp {
  const forms = uiTextForms(language, key).map((text) => text.split('{{count}}').map(escapeRegExp).join('\\d+'));
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/**
 * Opens a page once hydrated and the shopper's session exists (a guest is created on the first
 * visit); resolves the shopper's access token, for setting things up through the API.
 */
export async function gotoAsShopper(page: Page, path: string): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await waitForStoredAuth(page, 'localStorage')).accessToken;
}

/** The oud oil and another product in stock, as the product page shows them in `language`. */
export async function oudAndAnother(language: Language): Promise<{ oud: ProductDetail; other: ProductDetail }> {
  const inStock = await apiGet<ProductList>('/web-gw/products?top=5&inStock=true&sort=newest', language);
  const otherId = inStock.data.find((product) => product.productId !== OUD_OIL.productId)!.productId;
  const [oud, other] = await Promise.all(
    [OUD_OIL.productId, otherId].map((id) => apiGet<ProductDetail>(`/web-gw/products/${id}`, language)),
  );
  return { oud: oud!, other: other! };
}

/** The header's cart control at this width: the dropdown button, or on a phone the link to /cart (SPEC §2). */
export function headerCart(page: Page, language: Language, count?: number): Locator {
  const name =
    count === undefined
      ? anyCount(language, 'ui.prisma.header.cart')
      : uiText(language, 'ui.prisma.header.cart', { count });
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name, exact: true }).or(banner.getByRole('link', { name, exact: true }));
}

/** Waits until the header says the cart holds `count` units. */
export async function expectCartCount(page: Page, language: Language, count: number): Promise<void> {
  await headerCart(page, language, count).waitFor();
}

/** Waits until the header's wishlist link says it holds `count` items. */
export async function expectWishlistCount(page: Page, language: Language, count: number): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: uiText(language, 'ui.prisma.header.wishlist', { count }), exact: true })
    .waitFor();
}

/** Opens the mini-cart dropdown (wide screens) and resolves its panel. */
export async function openMiniCart(page: Page, language: Language): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: anyCount(language, 'ui.prisma.header.cart') });
  await button.click();
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await panel.waitFor();
  return panel;
}

/**
 * Adds a product from its page (with a variation and a quantity when given) and waits until the
 * server took it; resolves the shopper's access token.
 */
export async function addToCartFromProductPage(
  page: Page,
  productId: number,
  { language, quantity = 1, variationId }: { language: Language; quantity?: number; variationId?: number },
): Promise<string> {
  const token = await gotoAsShopper(page, `/products/${productId}${variationId ? `?variation=${variationId}` : ''}`);
  const main = page.getByRole('main');
  if (quantity !== 1)
    await main.getByRole('spinbutton', { name: uiText(language, 'ui.prisma.product.quantity') }).fill(String(quantity));
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith('/carts/cart-items') && answer.request().method() === 'POST',
    ),
    main.getByRole('button', { name: uiText(language, 'ui.prisma.cart.addToCart'), exact: true }).click(),
  ]);
  if (response.status() !== 201) throw new Error(`Adding product ${productId} answered ${response.status()}`);
  return token;
}

/**
 * Adds a line through the API as the shopper (another device of theirs could have); the page shows it after a reload or
 * refocus.
 */
export async function addToCartThroughApi(
  token: string,
  line: { productId: number; quantity: number; variationId?: number },
): Promise<void> {
  const response = await apiAs(token, `/web-gw/users/${userIdOf(token)}/carts/cart-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(line),
  });
  if (response.status !== 201)
    throw new Error(`Adding ${JSON.stringify(line)} answered ${response.status}: ${await response.text()}`);
}

/** The shopper's cart as the server has it, in a language. */
export async function cartThroughApi(token: string, language: Language = 'en'): Promise<Cart> {
  const response = await apiAs(token, `/web-gw/users/${userIdOf(token)}/cart`, { headers: { language } });
  return (await response.json()) as Cart;
}

/** Lists a product in the shopper's wishlist through the API. */
export async function addToWishlistThroughApi(token: string, productId: number): Promise<void> {
  const response = await apiAs(token, `/web-gw/users/${userIdOf(token)}/wish-list-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId }),
  });
  if (response.status !== 201)
    throw new Error(`Listing product ${productId} answered ${response.status}: ${await response.text()}`);
}

/** The shopper's wishlist as the server has it. */
export async function wishlistThroughApi(token: string): Promise<Wishlist> {
  return (await (await apiAs(token, `/web-gw/users/${userIdOf(token)}/wish-list`)).json()) as Wishlist;
}

/**
 * Another shopper buys units of a product (cash on delivery), so the stock falls below what a
 * first shopper's cart holds: carts reserve nothing, orders take the stock (SPEC §2 out-of-stock).
 * With a delivery slot, the order takes one of its places too.
 */
export async function buyAsAnotherShopper(
  { productId, variationId }: { productId: number; variationId?: number },
  quantity: number,
  deliverySlotId?: number,
): Promise<void> {
  const guest = (await (await fetch(`${baseUrl()}/api/users/customers/guest`, { method: 'POST' })).json()) as {
    accessToken: string;
  };
  const token = guest.accessToken;
  const userId = userIdOf(token);
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await apiAs(token, path, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const kuwait = (await send<{ countryId: number; code: string }[]>('GET', '/api/countries')).find(
    (country) => country.code === 'kw',
  )!;
  const [state] = await send<{ stateId: number }[]>('GET', `/api/states?countryId=${kuwait.countryId}`);
  const [area] = await send<{ areaId: number }[]>('GET', `/api/areas?stateId=${state!.stateId}`);
  const address = await send<{ addressId: number }>('POST', `/api/customers/${userId}/address`, {
    firstName: 'Second',
    lastName: 'Shopper',
    phone: '50000100',
    countryId: kuwait.countryId,
    stateId: state!.stateId,
    areaId: area!.areaId,
    block: '1',
    street: 'Gulf Road',
    building: '1',
  });
  const line = { productId, quantity, ...(variationId ? { variationId } : {}) };
  await send('POST', `/web-gw/users/${userId}/carts/cart-items`, line);
  const cod = (await send<{ paymentMethodId: number; code: string }[]>('GET', '/web-gw/payment-providers')).find(
    (provider) => provider.code === 'cod',
  )!;
  await send('POST', `/web-gw/users/${userId}/orders`, {
    billingAddressId: address.addressId,
    shipToSameBillingAddress: true,
    paymentMethodId: cod.paymentMethodId,
    acceptCheckoutTerms: true,
    items: [line],
    ...(deliverySlotId ? { deliverySlotId } : {}),
  });
}

/** Holds every cart-line removal of the page for `ms`, so what the page shows meanwhile can be checked. */
export async function delayRemovals(page: Page, ms: number): Promise<{ count: () => number }> {
  let count = 0;
  await page.route('**/web-gw/users/*/carts/cart-items/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    count += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return { count: () => count };
}

/**
 * A variation with at least `units` in stock right now, not of the oud oil (which other tests count
 * on). A product listed in stock may have its default variation sold out by earlier tests while
 * another keeps it in stock, so the variation is chosen, not the product.
 */
export async function variationWithStock(units: number): Promise<{ productId: number; variationId: number }> {
  const pageSize = 50;
  for (let skip = 0; skip < 1000; skip += pageSize) {
    const page = await apiGet<ProductList>(`/web-gw/products?top=${pageSize}&skip=${skip}&inStock=true`);
    for (const { productId } of page.data) {
      if (productId === OUD_OIL.productId) continue;
      const variation = (await apiGet<ProductDetail>(`/web-gw/products/${productId}`)).variations.find(
        (candidate) => candidate.activeQty >= units,
      );
      if (variation) return { productId, variationId: variation.variationId };
    }
    if (page.data.length < pageSize) break;
  }
  throw new Error(`No seeded variation has ${units} units left`);
}

let lowStockCandidates: Promise<number[]> | undefined;

/** Seeded products without attributes whose only variation had just a few units (2 to 4) at the start. */
function listLowStockCandidates(): Promise<number[]> {
  lowStockCandidates ??= (async () => {
    const found: number[] = [];
    for (let skip = 0; skip < 2000 && found.length < 10; skip += 100) {
      const page = await apiGet<ProductList>(`/web-gw/products?top=100&skip=${skip}&inStock=true`);
      if (page.data.length === 0) break;
      for (const { productId } of page.data) {
        const product = await apiGet<ProductDetail>(`/web-gw/products/${productId}`);
        const [variation] = product.variations;
        if (
          product.attributes.length === 0 &&
          product.variations.length === 1 &&
          variation!.activeQty >= 2 &&
          variation!.activeQty <= 4
        )
          found.push(productId);
      }
    }
    return found;
  })();
  return lowStockCandidates;
}

/**
 * A product of one variation with 2 to 4 units in stock right now (tests that buy units lower
 * the stock, so it is read afresh every time).
 */
export async function findLowStockProduct(): Promise<{ productId: number; variationId: number; activeQty: number }> {
  for (const productId of await listLowStockCandidates()) {
    const [variation] = (await apiGet<ProductDetail>(`/web-gw/products/${productId}`)).variations;
    if (variation!.activeQty >= 2 && variation!.activeQty <= 4)
      return { productId, variationId: variation!.variationId, activeQty: variation!.activeQty };
  }
  throw new Error('No seeded product of one variation has 2 to 4 units left');
}

let priceFormat: Promise<PriceFormat> | undefined;

/** A price as the storefront prints it in `language`, with the shop's price_format. */
export async function shownPrice(thousandths: number, language: Language): Promise<string> {
  priceFormat ??= apiGet<ThemeConfig>('/api/tenants/1/web-apps/1/theme').then((theme) => theme.price_format);
  return formatPrice(thousandths, {
    format: await priceFormat,
    currency: uiText(language, 'ui.prisma.price.currency'),
    locale: language,
  });
}
