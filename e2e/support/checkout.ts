import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type {
  Address,
  Area,
  Cart,
  Country,
  DeliverySlot,
  OrderHistoryEntry,
  OrderList,
  PaymentProvider,
  PlacedOrder,
  State,
} from '@storefront/contracts';
import { orderBody } from '../../apps/server/test/checkout-client.ts';
import { HOSTED_PAGE_TEXT } from '../../apps/server/src/modules/payments/sandbox-gateway/hosted-page.ts';
import { apiAs, userIdOf } from './account.ts';
import { apiGet } from './catalogue-data.ts';
import { shownPrice, variationWithStock } from './cart.ts';
import { textIn, uiText, type Language } from './translations.ts';

// Page helpers for checking out, as a shopper does it.

/** The sandbox gateway's published test cards (its hosted page lists them too). */
export const TEST_CARDS = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } as const;

/** Kuwait as each language names it in the country list. */
const KUWAIT = { en: 'Kuwait', ar: 'الكويت' } as const;

/** The region of a checkout step, by its heading. */
export function checkoutPanel(page: Page, language: Language, titleKey: string): Locator {
  return page.getByRole('main').getByRole('region', { name: uiText(language, titleKey), exact: true });
}

/** The step list's button for a step; `aria-current="step"` marks the one on screen. */
export function stepButton(
  page: Page,
  language: Language,
  step: 'address' | 'shipping' | 'payment' | 'review',
): Locator {
  return page
    .getByRole('navigation', { name: uiText(language, 'ui.prisma.checkout.step.label') })
    .getByRole('button', { name: uiText(language, `ui.prisma.checkout.step.${step}`), exact: true });
}

/** Fills and saves the new-address form of the address step with a Kuwaiti address (first state, first area). */
export async function saveKuwaitiAddress(panel: Locator, language: Language): Promise<void> {
  const label = (key: string) => panel.getByLabel(uiText(language, key), { exact: false });
  await label('ui.prisma.account.firstName').fill('Sara');
  await label('ui.prisma.account.lastName').fill('Al-Ahmad');
  await label('ui.prisma.account.phone').fill('50001234');
  await label('ui.prisma.account.address.country').selectOption({ label: KUWAIT[language] });
  await chooseFirstOption(label('ui.prisma.account.address.state'));
  await chooseFirstOption(label('ui.prisma.account.address.area'));
  await label('ui.prisma.account.address.block').fill('4');
  await label('ui.prisma.account.address.street').fill('12');
  await label('ui.prisma.account.address.building').fill('7');
  await panel.getByRole('button', { name: uiText(language, 'ui.prisma.account.address.save'), exact: true }).click();
}

/** Picks the first real option of a select once its options have loaded (after "Choose…"). */
async function chooseFirstOption(select: Locator): Promise<void> {
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  await select.selectOption({ index: 1 });
}

/** Pays on the sandbox gateway's hosted page with a test card; the gateway sends the shopper back. */
export async function payOnHostedPage(page: Page, language: Language, cardNumber: string): Promise<void> {
  const text = HOSTED_PAGE_TEXT[language];
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByLabel(text.cardNumber).fill(cardNumber);
  await page.getByLabel(text.expiry).fill('12/39');
  await page.getByLabel(text.cvc).fill('123');
  await page.getByRole('button', { name: text.pay, exact: true }).click();
  await page.waitForURL(/\/checkout\/result\?/);
}

/** The shopper's orders as the server has them. */
export async function ordersThroughApi(token: string): Promise<OrderList> {
  const response = await apiAs(token, `/web-gw/customers/${userIdOf(token)}/orders?skip=0&top=50`);
  if (!response.ok) throw new Error(`Listing orders answered ${response.status}`);
  return (await response.json()) as OrderList;
}

/** An order's status history as the server recorded it. */
export async function orderHistoryThroughApi(token: string, orderId: number): Promise<OrderHistoryEntry[]> {
  const response = await apiAs(token, `/web-gw/orders/${orderId}/history`, { headers: { userId: userIdOf(token) } });
  if (!response.ok) throw new Error(`Reading history answered ${response.status}`);
  return (await response.json()) as OrderHistoryEntry[];
}

/** Saves a Kuwaiti address (first state, first area) to the shopper's book through the API, as another device could. */
export async function saveAddressThroughApi(
  token: string,
  fields: { firstName: string; isDefault?: boolean },
): Promise<Address> {
  const get = async <T>(path: string): Promise<T> => (await (await apiAs(token, path)).json()) as T;
  const kuwait = (await get<Country[]>('/api/countries')).find((country) => country.code === 'kw')!;
  const [state] = await get<State[]>(`/api/states?countryId=${kuwait.countryId}`);
  const [area] = await get<Area[]>(`/api/areas?stateId=${state!.stateId}`);
  const response = await apiAs(token, `/api/customers/${userIdOf(token)}/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lastName: 'Al-Mutairi',
      phone: '50002345',
      countryId: kuwait.countryId,
      stateId: state!.stateId,
      areaId: area!.areaId,
      block: '2',
      street: 'Arabian Gulf Street',
      building: '5',
      ...fields,
    }),
  });
  if (!response.ok) throw new Error(`Saving an address answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Address;
}

/** The standard delivery fee below its free threshold, as seeded. */
export const STANDARD_FEE = 1000;

/**
 * Walks the address, shipping and payment steps with a new Kuwaiti address, the standard delivery
 * and the payment method named `paymentName`, up to the checkout card, checking the step list on the way.
 */
export async function checkOutUpToTheCard(page: Page, language: Language, paymentCode: 'cod' | 'card'): Promise<void> {
  const t = textIn(language);
  const main = page.getByRole('main');
  const cont = () => main.getByRole('button', { name: t('ui.prisma.checkout.continue'), exact: true }).click();

  // Nothing saved yet: the new-address form is open by itself, and later steps are not reachable.
  const address = checkoutPanel(page, language, 'ui.prisma.checkout.address.title');
  await expect.poll(() => stepButton(page, language, 'address').getAttribute('aria-current')).toBe('step');
  expect(await stepButton(page, language, 'shipping').isDisabled()).toBe(true);
  await saveKuwaitiAddress(address, language);
  await expect.poll(() => stepButton(page, language, 'shipping').isEnabled()).toBe(true);
  await cont();

  const shipping = checkoutPanel(page, language, 'ui.prisma.checkout.shipping.title');
  await shipping.waitFor();
  await expect.poll(() => stepButton(page, language, 'shipping').getAttribute('aria-current')).toBe('step');
  const methods = shipping.getByRole('group', { name: t('ui.prisma.checkout.shipping.method') }).getByRole('radio');
  await methods.first().waitFor();
  expect(await methods.count()).toBeGreaterThan(1);
  expect(await methods.first().isChecked()).toBe(true);
  expect(await shipping.locator('label').first().textContent()).toContain(await shownPrice(STANDARD_FEE, language));
  const slot = shipping
    .getByRole('group', { name: t('ui.prisma.checkout.slot.times') })
    .getByRole('radio', { disabled: false })
    .first();
  await slot.check();
  await expect.poll(() => slot.isChecked()).toBe(true);
  await cont();

  const payment = checkoutPanel(page, language, 'ui.prisma.checkout.payment.title');
  const providers = await apiGet<PaymentProvider[]>('/web-gw/payment-providers', language);
  await payment.getByRole('radio', { name: providers.find((provider) => provider.code === paymentCode)!.name }).check();
  await expect.poll(() => stepButton(page, language, 'review').isEnabled()).toBe(true);
  await cont();
  await checkoutPanel(page, language, 'ui.prisma.checkout.card.title').waitFor();
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A cash-on-delivery order of one unit of a variation in stock, in the first delivery slot with room. */
export async function codOrderThroughApi(token: string) {
  const userId = userIdOf(token);
  const get = <T>(path: string) => apiAs(token, path).then((response) => json<T>(response));
  const send = <T>(method: string, path: string, body: unknown) =>
    apiAs(token, path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (response) => json<T>(response),
    );
  await send('POST', `/web-gw/users/${userId}/carts/cart-items`, { ...(await variationWithStock(1)), quantity: 1 });
  const address = await saveAddressThroughApi(token, { firstName: 'Hessa' });
  const slot = (await get<DeliverySlot[]>('/web-gw/delivery-slot')).find((candidate) => !candidate.isFull)!;
  const cod = (await get<PaymentProvider[]>('/web-gw/payment-providers')).find((method) => method.code === 'cod')!;
  const cart = await get<Cart>(`/web-gw/users/${userId}/cart`);
  const placed = await send<PlacedOrder>(
    'POST',
    `/web-gw/users/${userId}/orders`,
    orderBody(cart, {
      addressId: address.addressId,
      paymentMethodId: cod.paymentMethodId,
      deliverySlotId: slot.deliverySlotId,
    }),
  );
  const item = cart.items[0]!;
  return {
    order: placed.order,
    slot,
    slotDate: slot.date,
    stock: async () =>
      (await get<{ activeQty: number }>(`/web-gw/products/${item.productId}/stock-qty?variationId=${item.variationId}`))
        .activeQty,
    placesLeft: async () => (await get<DeliverySlot>(`/web-gw/delivery-slot/${slot.deliverySlotId}`)).remaining,
  };
}
