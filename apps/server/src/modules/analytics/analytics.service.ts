import { type AnalyticsBatchSchema, type AnalyticsParams, type OrderStatus } from '@storefront/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';
import { SHOP_TIME_ZONE, shopDayOf, shopDayStart } from '../../lib/shop-day.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { OrderPurchase } from '../orders/index.ts';
import { createAnalyticsRepository, type AnalyticsRepository, type NewAnalyticsEvent } from './analytics.repository.ts';
import { WAITING_STATUSES, type Dashboard, type DashboardPeriod } from './analytics.contract.ts';
import { measurementBody, sendToMeasurementProtocol, type MeasurementProtocolTarget } from './measurement-protocol.ts';

export const PURCHASE_JOB = 'analytics.purchase';
export const FORWARD_JOB = 'analytics.forward';
export const PRUNE_JOB = 'analytics.prune';
/** A purchase is forwarded this long after it is recorded, so the browser that bought has claimed it by then. */
const PURCHASE_FORWARD_DELAY_SECONDS = 120;
const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
const TOP = 10;
const LOW_STOCK_THRESHOLD = 5;

type Batch = z.output<typeof AnalyticsBatchSchema>;

/** An order step as the orders module tells it (see OrderEvent). */
export interface OrderStep {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
}

export interface AnalyticsDependencies {
  db: Database;
  jobs: JobQueue;
  /** Null: events are kept here only. */
  forwarding: MeasurementProtocolTarget | null;
  /** How long events are kept, and how often older ones are deleted. */
  retention: { days: number; pruneIntervalSeconds: number };
  findPurchase(orderId: number): Promise<OrderPurchase | null>;
  countOrdersByStatus(statuses: readonly OrderStatus[]): Promise<Map<OrderStatus, number>>;
  listLowStock(
    threshold: number,
    page: number,
    pageSize: number,
  ): Promise<{
    items: {
      productId: number;
      variationId: number;
      productNameEn: string;
      productNameAr: string;
      sku: string;
      quantity: number;
    }[];
  }>;
  now?: () => Date;
}

const kd = (amount: number) => amount / 1000;

/**
 * The shop's own analytics: the collector's events and the server's purchases in `analytics_events`,
 * optionally forwarded to GA4 by durable jobs, and the back office's dashboard over them.
 */
export function createAnalytics(deps: AnalyticsDependencies) {
  const repository: AnalyticsRepository = createAnalyticsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  deps.jobs.work<{ orderId: number }>(PURCHASE_JOB, async (job) => recordPurchase(job.data.orderId), {
    retryLimit: 8,
    retryDelaySeconds: 10,
  });
  // Events are the shop's own record of browsing, kept for a bounded time (privacy, and a table that does not
  // grow for ever); sales stay in the orders.
  deps.jobs.every(PRUNE_JOB, deps.retention.pruneIntervalSeconds, async () => {
    await repository.deleteOccurredBefore(new Date(now().getTime() - deps.retention.days * 86_400_000));
  });
  deps.jobs.work<{ ids: number[] }>(FORWARD_JOB, async (job) => forward(job.data.ids), {
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // SPEC §9's 60 s for the call, and room to spare.
    expireInSeconds: 120,
    concurrency: 2,
  });

  async function queueForwarding(ids: number[], startAfter?: number) {
    if (deps.forwarding && ids.length > 0)
      await deps.jobs.send(FORWARD_JOB, { ids }, startAfter === undefined ? {} : { startAfter });
  }

  async function recordPurchase(orderId: number) {
    const order = await deps.findPurchase(orderId);
    if (!order) return;
    const id = await repository.recordPurchase({
      transactionId: order.number,
      value: order.total,
      occurredAt: now(),
      language: 'en',
      params: {
        transaction_id: order.number,
        currency: order.currency,
        value: kd(order.total),
        shipping: kd(order.shippingFee),
        ...(order.discount > 0 ? { discount: kd(order.discount) } : {}),
        items: order.lines.map((line) => ({
          item_id: String(line.productId),
          item_name: line.nameEn,
          // Not a GA4 parameter: the dashboard names top products in Arabic from it.
          item_name_ar: line.nameAr,
          item_variant: line.sku,
          price: kd(line.unitPrice),
          quantity: line.quantity,
        })),
      },
    });
    await queueForwarding([id], PURCHASE_FORWARD_DELAY_SECONDS);
  }

  async function forward(ids: number[]) {
    if (!deps.forwarding) return;
    const rows = await repository.listUnforwarded(ids);
    if (rows.length === 0) return;
    await sendToMeasurementProtocol(deps.forwarding, measurementBody(rows));
    await repository.markForwarded(
      rows.map((row) => row.id),
      now(),
    );
  }

  return {
    /**
     * Stores a browser's batch (already validated) received at `receivedAt`. A `purchase` in it only claims its
     * order for the session; its money is the server's.
     */
    async collect(batch: Batch, receivedAt: Date): Promise<void> {
      const rows: NewAnalyticsEvent[] = [];
      for (const event of batch.events) {
        const params: AnalyticsParams = event.params;
        if (event.name === 'purchase') {
          if (params.transaction_id)
            await repository.claimPurchase({
              transactionId: params.transaction_id,
              sessionId: batch.session_id,
              language: batch.language,
            });
          continue;
        }
        const searchTerm = event.name === 'search' ? params.search_term?.trim().toLocaleLowerCase() : undefined;
        rows.push({
          name: event.name,
          sessionId: batch.session_id,
          language: batch.language,
          occurredAt: new Date(receivedAt.getTime() - event.elapsed_ms),
          params,
          searchTerm: searchTerm || null,
          resultCount: event.name === 'search' ? (params.result_count ?? null) : null,
        });
      }
      await queueForwarding(await repository.insertEvents(rows));
    },

    /**
     * In the order's transaction: a purchase happened when an online order is paid or a cash-on-delivery order is
     * placed; a job records it once the transaction commits (the order is read then).
     */
    async queueForOrderStep(tx: Database, step: OrderStep): Promise<void> {
      const purchased = step.to === 'paid' || (step.from === null && step.to === 'processing');
      if (purchased)
        await deps.jobs.send(
          PURCHASE_JOB,
          { orderId: step.orderId },
          { within: tx, singletonKey: `order-${step.orderId}` },
        );
    },

    async getDashboard(period: DashboardPeriod, language: ContentLanguage): Promise<Dashboard> {
      const to = now();
      const today = shopDayOf(to);
      const from = shopDayStart(today, 1 - PERIOD_DAYS[period]);
      const range = { from, to };
      const [sessions, byDay, topProducts, topSearches, noResultSearches, waiting, lowStock] = await Promise.all([
        repository.countSessions(range, ['view_item', 'add_to_cart', 'begin_checkout']),
        repository.salesByDay(range),
        repository.topProducts(range, TOP),
        repository.topSearches(range, TOP, false),
        repository.topSearches(range, TOP, true),
        deps.countOrdersByStatus(WAITING_STATUSES),
        deps.listLowStock(LOW_STOCK_THRESHOLD, 1, TOP),
      ]);
      const sales = byDay.reduce((sum, day) => sum + day.sales, 0);
      const orders = byDay.reduce((sum, day) => sum + day.orders, 0);
      const known = new Map(byDay.map((day) => [day.day, day]));
      const days = Array.from({ length: PERIOD_DAYS[period] }, (_, index) => {
        const day = shopDayOf(shopDayStart(today, index + 1 - PERIOD_DAYS[period]));
        return { day, orders: known.get(day)?.orders ?? 0, sales: known.get(day)?.sales ?? 0 };
      });
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        timeZone: SHOP_TIME_ZONE,
        sales,
        orders,
        averageOrderValue: orders === 0 ? 0 : Math.round(sales / orders),
        funnel: {
          sessions: sessions.all,
          productViews: sessions.byName.get('view_item') ?? 0,
          addToCart: sessions.byName.get('add_to_cart') ?? 0,
          checkout: sessions.byName.get('begin_checkout') ?? 0,
          purchases: orders,
        },
        days,
        topProducts: topProducts.map((product) => ({
          productId: product.itemId,
          name: language === 'ar' ? product.nameAr : product.nameEn,
          quantity: product.quantity,
          revenue: product.revenue,
        })),
        topSearches,
        noResultSearches,
        lowStock: {
          threshold: LOW_STOCK_THRESHOLD,
          items: lowStock.items.map((item) => ({
            productId: item.productId,
            variationId: item.variationId,
            name: localized({ nameEn: item.productNameEn, nameAr: item.productNameAr }, 'name', language),
            sku: item.sku,
            quantity: item.quantity,
          })),
        },
        waitingOrders: WAITING_STATUSES.map((status) => ({ status, count: waiting.get(status) ?? 0 })),
      };
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;
