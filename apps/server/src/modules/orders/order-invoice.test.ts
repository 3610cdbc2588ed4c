import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { drawnRtl, pdfTextRuns } from '../../../test/pdf-text.ts';

const { app, database } = await buildTestApp();
const owner = await createGuest(app);
const product = await createProduct(database, { price: 12_345 });
const { client, addressId, cart } = await shopperReadyToOrder(app, owner, product.productId, 2);
const { order } = await client.order(
  orderBody(cart, { addressId, paymentMethodId: await paymentMethodId(app, 'cod') }),
);

const invoice = (language: 'en' | 'ar') =>
  app.inject({ url: `/web-gw/orders/${order.orderId}/document`, headers: { ...owner.headers, language } });
/** Glyphs of a right-to-left run are drawn, and so read back, in visual order: last letter first. */

describe('the invoice PDF', () => {
  it('is a PDF download with the order number, lines and totals', async () => {
    const response = await invoice('en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextRuns(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Invoice', order.orderNumber, product.nameEn, '24.690 KD', '0.000 KD']),
    );
  });

  it('in Arabic: Arabic labels and product name, drawn right to left, numbers left to right', async () => {
    const response = await invoice('ar');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextRuns(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([drawnRtl('فاتورة'), drawnRtl('رقم الطلب'), order.orderNumber, '24.690', '0.000']),
    );
    expect(text.join('')).toContain(drawnRtl('منتج'));
    // The phone number keeps its reading order inside the Arabic address block.
    expect(text.join('')).toContain('+96551150001');
  });

  it('is its owner’s only', async () => {
    const stranger = await createGuest(app);
    expect(
      (await app.inject({ url: `/web-gw/orders/${order.orderId}/document`, headers: stranger.headers })).statusCode,
    ).toBe(404);
  });
});
