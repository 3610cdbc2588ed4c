import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { ContactMessage, Order, OrderItem, ThemeConfig } from '@storefront/contracts';
import { orderPagePath, rasterPicturePath } from '@storefront/contracts';
import { toContentLanguage, type ContentLanguage } from '../../../lib/language.ts';
import { renderMail, type MailBrand, type MailContent } from './mail-layout.ts';
import type { MailDispatch } from './mail-dispatch.ts';
import { createTranslator, type Translate } from './translate.ts';
import {
  cancelledMail,
  contactCopyMail,
  moneyFormatter,
  orderPlacedMail,
  passwordResetMail,
  paymentReceivedMail,
  refundedMail,
  shippedMail,
  type Cancellation,
  type OrderMailData,
  type Shipment,
} from './shop-mails.ts';

/** Something that happened to an order, told by the orders module inside its transaction. */
export interface OrderMailEvent {
  orderId: number;
  /** null: the order was just placed. */
  from: string | null;
  to: string;
  /** Cancelled by the payment timeout. */
  expired: boolean;
  /** A refund of this many fils was recorded from the back office (the status stays). */
  refunded?: number;
}

/** The statuses an order's customer is written to about (besides placing the order and refunds). */
const MAILED_STEPS = new Set(['paid', 'shipped', 'cancelled']);

/** The job that writes an order's e-mail, queued in the order's own transaction. */
export const ORDER_MAIL_JOB = 'messages.order-mail';

export interface ShopMailDependencies {
  dispatch: MailDispatch;
  jobs: Pick<JobQueue, 'work' | 'send'>;
  theme(language: ContentLanguage): ThemeConfig;
  /** The shop's public address: links and the logo must not come from a request's Host header. */
  publicUrl: string;
  orders: {
    findCustomerId(orderId: number): Promise<string | null>;
    findForMessage(
      orderId: number,
      language: ContentLanguage,
    ): Promise<{ order: Order; items: OrderItem[]; shipment: Omit<Shipment, 'trackingUrl'> | null } | null>;
  };
  customers: {
    findById(
      id: string,
    ): Promise<{ email: string | null; firstName: string | null; displayName: string | null; language: string } | null>;
  };
}

/**
 * The shop's e-mails: each is rendered in the customer's language (HTML and text, the theme's logo
 * and colour) and handed to the dispatch, which sends after the caller's work is done.
 */
export function createShopMail(deps: ShopMailDependencies) {
  const absolute = (path: string, language: ContentLanguage) => {
    const url = new URL(path, deps.publicUrl);
    url.searchParams.set('lang', language);
    return url.toString();
  };

  function brandOf(language: ContentLanguage): { brand: MailBrand; theme: ThemeConfig } {
    const theme = deps.theme(language);
    return {
      theme,
      brand: {
        // The page title reads "Shop name | tagline": its first part names the shop.
        shopName: theme.metadata_title.split(' | ')[0]!,
        // An SVG logo travels as its PNG rendition: Gmail and Outlook show no SVG.
        logoUrl: theme.logo ? new URL(rasterPicturePath(theme.logo), deps.publicUrl).toString() : null,
        color: theme.color,
      },
    };
  }

  function send(
    to: string,
    language: ContentLanguage,
    build: (t: Translate, theme: ThemeConfig, brand: MailBrand) => MailContent,
    replyTo?: string,
  ) {
    const t = createTranslator(language);
    const { brand, theme } = brandOf(language);
    deps.dispatch({
      to,
      language,
      ...renderMail(build(t, theme, brand), brand, language, t),
      ...(replyTo ? { replyTo } : {}),
    });
  }

  /** The order's customer and the order in their language; null when the order or an address to write to is missing. */
  async function orderMail(orderId: number) {
    const customerId = await deps.orders.findCustomerId(orderId);
    const customer = customerId ? await deps.customers.findById(customerId) : null;
    if (!customer) return null;
    const language = toContentLanguage(customer.language);
    const found = await deps.orders.findForMessage(orderId, language);
    // A guest's only e-mail address may be the one the checkout form asked for.
    const to = customer.email ?? found?.order.billingAddress?.email ?? null;
    if (!found || !to) return null;
    const data: OrderMailData = {
      order: found.order,
      items: found.items,
      customerName: customer.firstName ?? customer.displayName ?? found.order.billingAddress?.firstName ?? null,
      orderUrl: absolute(orderPagePath(orderId), language),
    };
    const money = (t: Translate, theme: ThemeConfig) => moneyFormatter(t, theme.price_format, language);
    return { to, language, data, money, shipment: found.shipment };
  }

  /** Renders the e-mail an order event calls for and hands it to the dispatch; a failed read throws (to be retried). */
  async function mailForOrderEvent(event: OrderMailEvent): Promise<void> {
    const mail = await orderMail(event.orderId);
    if (!mail) return;
    const { to, language, data, money, shipment } = mail;
    if (event.refunded !== undefined)
      send(to, language, (t, theme) => refundedMail(t, money(t, theme), data, event.refunded!));
    else if (event.from === null) send(to, language, (t, theme) => orderPlacedMail(t, money(t, theme), data));
    else if (event.to === 'paid') send(to, language, (t, theme) => paymentReceivedMail(t, money(t, theme), data));
    else if (event.to === 'shipped' && shipment)
      // The back office takes a carrier and a tracking number; no carrier's tracking page is known.
      send(to, language, (t, theme) => shippedMail(t, money(t, theme), data, { ...shipment, trackingUrl: null }));
    else if (event.to === 'cancelled') {
      // Cash on delivery is processing before any money came in: only an online payment is refunded.
      const paid = data.order.paymentMethod?.kind !== 'cod' && (event.from === 'paid' || event.from === 'processing');
      const why: Cancellation = event.expired
        ? { reason: 'payment-timeout' }
        : { reason: 'cancelled', refundAmount: paid ? data.order.total : null };
      send(to, language, (t, theme) => cancelledMail(t, money(t, theme), data, why));
    }
  }
  deps.jobs.work<OrderMailEvent>(ORDER_MAIL_JOB, (job) => mailForOrderEvent(job.data), {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 4,
  });

  return {
    /**
     * Inside the transaction of an order's placement, payment, shipping, cancellation or refund: queues the job that
     * writes its e-mail (other steps send none), so the job exists if and only if the order's change commits.
     */
    async queueForOrderEvent(tx: Database, event: OrderMailEvent): Promise<void> {
      if (event.refunded !== undefined || event.from === null || MAILED_STEPS.has(event.to))
        await deps.jobs.send(ORDER_MAIL_JOB, event, { within: tx });
    },

    sendPasswordReset(input: {
      to: string;
      customerName: string | null;
      language: ContentLanguage;
      link: string;
      validMinutes: number;
    }): void {
      send(input.to, input.language, (t, _theme, brand) =>
        passwordResetMail(t, {
          customerName: input.customerName,
          shopName: brand.shopName,
          link: input.link,
          validMinutes: input.validMinutes,
        }),
      );
    },

    /**
     * The shop's copy of a contact message, to the theme's e-mail address in the shop's first language, answerable by
     * replying. Answers false when the theme names no e-mail address (the message is stored all the same).
     */
    sendContactCopy(message: ContactMessage, senderLanguage: ContentLanguage): boolean {
      const shopLanguage = toContentLanguage(deps.theme('en').languages[0]);
      const to = deps.theme(shopLanguage).email;
      if (!to) return false;
      send(to, shopLanguage, (t) => contactCopyMail(t, message, senderLanguage), message.email);
      return true;
    },
  };
}
export type ShopMail = ReturnType<typeof createShopMail>;
