import type { Order, OrderItem, OrderList, OrderTracking, ReorderResult } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// SPEC §7 "Orders": the shopper's orders; {userId} is the shopper the session acts for. The order
// calls also send the user id header SPEC asks for (the token alone decides whose orders they are).

export const ORDERS_PAGE_SIZE = 10;

export const listOrders = (api: ApiClient, page: number) =>
  api.get<OrderList>('/web-gw/customers/{userId}/orders', {
    query: { skip: page * ORDERS_PAGE_SIZE, top: ORDERS_PAGE_SIZE },
  });

const withUserId = (userId: string) => ({ headers: { userid: userId } });

export const getOrder = (api: ApiClient, userId: string, orderId: number) =>
  api.get<Order>(`/web-gw/orders/${orderId}`, withUserId(userId));

export const listOrderItems = (api: ApiClient, userId: string, orderId: number) =>
  api.get<OrderItem[]>(`/web-gw/orders/${orderId}/items`, withUserId(userId));

export const getOrderTracking = (api: ApiClient, userId: string, orderId: number) =>
  api.get<OrderTracking>(`/web-gw/orders/${orderId}/tracking`, withUserId(userId));

/** Adds what is still available of the order to the cart; says what is not. */
export const reorder = (api: ApiClient, orderId: number) =>
  api.post<ReorderResult>(`/web-gw/tenants/customers/{userId}/orders/${orderId}/reorder`);

/** Saves the invoice PDF; it needs the token, so it is fetched and handed to the browser as a file. */
export async function downloadInvoice(
  api: ApiClient,
  userId: string,
  orderId: number,
  fileName: string,
): Promise<void> {
  const pdf = await api.getBlob(`/web-gw/orders/${orderId}/document`, withUserId(userId));
  const url = URL.createObjectURL(pdf);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
