import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { openSignedInPage } from './support/account.ts';
import { codOrderThroughApi } from './support/checkout.ts';
import { ADMIN_TEXT, fillText, ORDER_MANAGER, signInToBackOffice } from './support/admin.ts';
import { textIn, type Language } from './support/translations.ts';

// Issue 13: an order manager confirms, ships (the shopper then sees the tracking number on their
// order page) and delivers an order, and cancels another whose stock and delivery place come back;
// a catalogue manager cannot reach orders. In English and Arabic (right-to-left).

describe.each(['en', 'ar'] as Language[])('orders in the back office in %s', (language) => {
  const t = ADMIN_TEXT[language];

  it('an order manager confirms, ships and delivers one order and cancels another', { timeout: 120_000 }, async () => {
    const shopper = await openSignedInPage({ language });
    const token = shopper.auth.accessToken;
    const shipped = await codOrderThroughApi(token);
    const cancelled = await codOrderThroughApi(token);
    const bulk = await codOrderThroughApi(token);

    const { context, page } = await openPage({ language });
    await signInToBackOffice(page, language, ORDER_MANAGER);
    await page
      .getByRole('navigation', { name: t['admin.nav.label'] })
      .getByRole('link', { name: t['admin.nav.orders'] })
      .click();
    await page.getByRole('heading', { level: 1, name: t['admin.orders.title'] }).waitFor();
    await page.getByLabel(t['admin.orders.search']).fill(shipped.order.orderNumber);
    await page.getByRole('button', { name: t['admin.audit.apply'] }).click();
    await page.getByRole('link', { name: shipped.order.orderNumber }).click();
    await page
      .getByRole('heading', { level: 1, name: t['admin.order.title'].replace('{{number}}', shipped.order.orderNumber) })
      .waitFor();

    const actions = page.getByRole('group', { name: t['admin.order.actions'] });
    await actions.getByRole('button', { name: t['admin.order.action.confirm'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.confirm'] }).waitFor();
    await actions.getByRole('button', { name: t['admin.order.action.ship'] }).click();
    const dialog = page.getByRole('dialog');
    const tracking = `AWB-${language}-${Date.now()}`;
    await dialog.getByLabel(t['admin.order.carrier']).fill('Aramex');
    await dialog.getByLabel(t['admin.order.trackingNumber']).fill(tracking);
    await dialog.getByRole('button', { name: t['admin.order.confirm.ship'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.ship'] }).waitFor();

    // The shopper's order page shows who carries it and the tracking number.
    await shopper.page.goto(`/account/orders/${shipped.order.orderId}`);
    await shopper.page
      .getByText(textIn(language)('ui.prisma.orders.shipment', { carrier: 'Aramex', trackingNumber: tracking }))
      .waitFor();

    await actions.getByRole('button', { name: t['admin.order.action.deliver'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.deliver'] }).waitFor();
    await page.locator('.badge').filter({ hasText: t['admin.orderStatus.delivered'] }).waitFor();

    // Cash collected at the door: the manager refunds the one unit by line.
    await actions.getByRole('button', { name: t['admin.order.action.refund'] }).click();
    await dialog.locator('label.radio', { hasText: t['admin.order.refundLines'] }).click();
    const unitsLabel = fillText(t['admin.order.refundUnits'], { product: '\u0000', left: 1 })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '.+');
    const units = dialog.getByRole('textbox', { name: new RegExp(unitsLabel) });
    await units.fill('1');
    await dialog.getByLabel(t['admin.order.reason']).fill('Damaged box');
    await dialog.getByRole('button', { name: t['admin.order.confirm.refund'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.refund'] }).waitFor();
    await page.getByText(t['admin.paymentState.refunded']).first().waitFor();

    // The day's packing slips open as a PDF (its pages are checked by the API tests).
    await page.goto(`/admin/orders?deliveryDate=${shipped.slotDate}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: t['admin.slips.open'] }).click();
    expect((await popup).url()).toMatch(/^blob:/);
    await page.getByRole('status').filter({ hasText: t['admin.slips.opened'] }).waitFor();

    // Shipping a set from the list: refused with the reason until the order is confirmed, then shipped.
    const shipSet = async () => {
      await page.goto(`/admin/orders?q=${bulk.order.orderNumber}`);
      // React Aria draws the box over a visually hidden input: the staff member clicks the box's label.
      const box = page.getByRole('row', { name: new RegExp(bulk.order.orderNumber) }).locator('label.checkbox');
      await box.click();
      expect(await box.getByRole('checkbox').isChecked()).toBe(true);
      await page.getByRole('button', { name: fillText(t['admin.orders.shipSelected_one'], { count: 1 }) }).click();
      await dialog.getByLabel(t['admin.order.carrier']).fill('Own van');
      await dialog
        .getByLabel(fillText(t['admin.orders.trackingOf'], { number: bulk.order.orderNumber }))
        .fill(`VAN-${language}`);
      await dialog.getByRole('button', { name: fillText(t['admin.orders.shipSelected_one'], { count: 1 }) }).click();
    };
    await shipSet();
    await page.getByRole('status').filter({ hasText: t['admin.error.FULFILMENT_STEP_OUT_OF_ORDER'] }).waitFor();
    await page.goto(`/admin/orders/${bulk.order.orderId}`);
    await actions.getByRole('button', { name: t['admin.order.action.confirm'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.confirm'] }).waitFor();
    await shipSet();
    await page
      .getByRole('status')
      .filter({ hasText: fillText(t['admin.orders.shipped_one'], { count: 1 }) })
      .waitFor();

    // Cancelling the other order gives its unit and its delivery place back.
    const [stockBefore, placesBefore] = [await cancelled.stock(), await cancelled.placesLeft()];
    await page.goto(`/admin/orders/${cancelled.order.orderId}`);
    await actions.getByRole('button', { name: t['admin.order.action.cancel'] }).click();
    await dialog.getByLabel(t['admin.order.reason']).fill('Customer called');
    await dialog.getByRole('button', { name: t['admin.order.confirm.cancel'] }).click();
    await page.getByRole('status').filter({ hasText: t['admin.order.done.cancel'] }).waitFor();
    await expect.poll(cancelled.stock).toBe(stockBefore + 1);
    expect(await cancelled.placesLeft()).toBe(placesBefore + 1);
    await context.close();
    await shopper.context.close();
  });

  it('a catalogue manager finds no orders section and is refused the orders page', async () => {
    const { context, page } = await openPage({ language, viewport: 'phone' });
    await signInToBackOffice(page, language);
    const navigation = page.getByRole('navigation', { name: t['admin.nav.label'] });
    expect(await navigation.getByRole('link', { name: t['admin.nav.orders'] }).count()).toBe(0);
    await page.goto('/admin/orders');
    await page.getByRole('alert').filter({ hasText: t['admin.error.PERMISSION_DENIED'] }).waitFor();
    await context.close();
  });
});
