import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPrice, ThemeConfigSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../../test/helper.ts';
import { signInAsStaff } from '../../../../test/staff.ts';
import { startSmtpInbox } from '../../../../test/fakes/smtp-inbox.ts';
import { signInByPhone, type Caller } from '../../../../test/sessions.ts';
import { createProduct } from '../../../../test/shop-fixtures.ts';
import {
  orderBody,
  payOnHostedPage,
  paymentMethodId,
  shopperReadyToOrder,
  TEST_CARDS,
} from '../../../../test/checkout-client.ts';
import { orders } from '../../orders/orders.schema.ts';

const inbox = await startSmtpInbox();
const env = {
  SMTP_URL: inbox.url,
  MAIL_FROM: 'Souq Al Khaleej <shop@example.com>',
  PUBLIC_URL: 'https://shop.example',
};
const { app, database } = await buildTestApp(env);
const cod = await paymentMethodId(app, 'cod');
const card = await paymentMethodId(app, 'card');
const product = await createProduct(database, { price: 7_500, variations: [{ stock: 1_000 }] });

/** A signed-in customer with an e-mail address who reads the shop in `language`. */
async function customer(phone: string, email: string, language: 'en' | 'ar'): Promise<Caller> {
  const caller = await signInByPhone(app, database, phone);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/users/customers/${caller.userId}`,
    headers: caller.headers,
    payload: {
      displayName: language === 'ar' ? 'ليلى' : 'Layla',
      firstName: language === 'ar' ? 'ليلى' : 'Layla',
      email,
      language,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return caller;
}

async function placeOrder(caller: Caller, quantity: number, language: 'en' | 'ar', paymentMethod = cod) {
  const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, quantity, language);
  return client.order(orderBody(cart, { addressId, paymentMethodId: paymentMethod }));
}

const theme = ThemeConfigSchema.parse((await app.inject('/api/tenants/1/web-apps/1/theme')).json());
/** An amount as the storefront prints it: the theme's price format, the currency label of its translations. */
const price = (thousandths: number, language: 'en' | 'ar') =>
  formatPrice(thousandths, {
    format: theme.price_format,
    currency: language === 'ar' ? 'د.ك' : 'KD',
    locale: language,
  });

describe('order e-mails', () => {
  it('an order paid on delivery is confirmed in English: HTML and text parts, totals as the storefront prints them, a link to it', async () => {
    const caller = await customer('+96551400001', 'layla.en@example.com', 'en');
    const { order } = await placeOrder(caller, 3, 'en');
    const mail = await inbox.receive('layla.en@example.com');
    expect(mail.subject).toBe(`Your order ${order.orderNumber} is confirmed`);
    expect(mail.from?.text).toBe('"Souq Al Khaleej" <shop@example.com>');
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
    const link = `https://shop.example/account/orders/${order.orderId}?lang=en`;
    expect(mail.text).toContain('Hello Layla,');
    expect(mail.text).toContain(`We received your order ${order.orderNumber} (3 items)`);
    expect(mail.text).toContain(`Total: ${price(order.total, 'en')}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    // The theme's logo (its PNG rendition: mail programs show no SVG) and primary colour.
    expect(mail.html).toContain('src="https://shop.example/api/images/png/brand/logo.svg"');
    expect(mail.html).toContain(`border-top:4px solid ${theme.color}`);
  });

  it('an Arabic customer reads the confirmation right to left, with an Arabic subject and Arabic plural forms', async () => {
    const caller = await customer('+96551400002', 'layla.ar@example.com', 'ar');
    const { order } = await placeOrder(caller, 2, 'ar');
    const mail = await inbox.receive('layla.ar@example.com');
    expect(mail.subject).toBe(`تم تأكيد طلبك ${order.orderNumber}`);
    expect(mail.headers.get('content-language')).toBe('ar');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain('مرحبًا ليلى،');
    expect(mail.text).toContain(`استلمنا طلبك ${order.orderNumber} (قطعتان)`);
    expect(mail.text).toContain(`الإجمالي: ${price(order.total, 'ar')}`);
    expect(mail.text).toContain(`https://shop.example/account/orders/${order.orderId}?lang=ar`);
  });

  it('an online order is confirmed as waiting for its payment, then the payment is confirmed', async () => {
    const caller = await customer('+96551400003', 'paying@example.com', 'en');
    const { order, payment } = await placeOrder(caller, 1, 'en', card);
    const placed = await inbox.receive('paying@example.com', /is confirmed/);
    expect(placed.text).toMatch(/We hold it for you for (29|30) minutes while we wait for your payment/);
    await payOnHostedPage(app, payment!.paymentLink, TEST_CARDS.success);
    const paid = await inbox.receive('paying@example.com', /Payment received/);
    expect(paid.subject).toBe(`Payment received for order ${order.orderNumber}`);
    expect(paid.text).toContain(`We received your payment of ${price(order.total, 'en')}`);
  });

  it('an order the payment timeout cancels says why, in Arabic', async () => {
    const caller = await customer('+96551400004', 'late@example.com', 'ar');
    const { order } = await placeOrder(caller, 1, 'ar', card);
    await database.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.orderId));
    // Reading an overdue order cancels it.
    await app.inject({ url: `/web-gw/orders/${order.orderId}`, headers: { ...caller.headers, language: 'ar' } });
    const mail = await inbox.receive('late@example.com', /إلغاء/);
    expect(mail.subject).toBe(`تم إلغاء طلبك ${order.orderNumber}`);
    expect(mail.text).toContain('لم يصلنا الدفع في الوقت المحدد');
  });

  it('shipped (carrier and tracking number) and refunded, as the back office ships and refunds an order', async () => {
    const caller = await customer('+96551400005', 'shipped@example.com', 'en');
    const { order } = await placeOrder(caller, 4, 'en');
    const manager = await signInAsStaff(app, 'order-manager');
    const move = async (step: string, payload: object = {}) => {
      const url = `/admin-api/orders/${order.orderId}/${step}`;
      const response = await app.inject({ method: 'POST', url, headers: manager.headers, payload });
      expect(response.statusCode, `${step}: ${response.body}`).toBeLessThan(300);
    };
    await move('confirm');
    await move('ship', { carrier: 'Aramex', trackingNumber: '47384974350' });
    const shipped = await inbox.receive('shipped@example.com', /on its way/);
    expect(shipped.subject).toBe(`Your order ${order.orderNumber} is on its way`);
    expect(shipped.text).toContain(`Your order ${order.orderNumber} (4 items) has left our store with Aramex.`);
    expect(shipped.text).toContain('Tracking number: 47384974350');
    await move('deliver');
    const [line] = (await app.inject({ url: `/admin-api/orders/${order.orderId}`, headers: manager.headers })).json()
      .lines as { orderLineId: number }[];
    await move('refund', { lines: [{ orderLineId: line!.orderLineId, quantity: 2 }], reason: 'Two arrived damaged' });
    const refunded = await inbox.receive('shipped@example.com', /Refund/);
    expect(refunded.text).toContain(`We refunded ${price(15_000, 'en')} for order ${order.orderNumber}`);
  });
});

describe('other e-mails', () => {
  it('a password reset link in the customer’s language, as a button and as text', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: 'fatima@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await inbox.receive('fatima@example.com');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    const link = /https:\/\/shop\.example\/account\/reset-password\?token=[\w-]+&lang=ar/.exec(mail.text!)![0];
    expect(mail.html).toContain(`href="${link.replace('&', '&#38;')}"`);
    expect(mail.text).toContain('لمدة 60 دقيقة');
  });

  it('a contact message goes to the shop’s address in its first language, answerable by replying', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stores/self/contact-us',
      headers: { language: 'ar' },
      payload: {
        name: 'سارة',
        email: 'sarah@example.com',
        subject: 'موعد التوصيل',
        message: 'متى يصل طلبي؟ <b>شكرًا</b>',
      },
    });
    expect(response.statusCode).toBe(201);
    const mail = await inbox.receive('hello@example.com');
    expect(mail.subject).toBe('Contact form: موعد التوصيل');
    expect(mail.replyTo?.text).toBe('sarah@example.com');
    expect(mail.text).toContain('Language: Arabic');
    expect(mail.text).toContain('متى يصل طلبي؟ <b>شكرًا</b>');
    // What the sender wrote is text, never markup.
    expect(mail.html).toContain('&#60;b&#62;شكرًا&#60;/b&#62;');
  });
});
