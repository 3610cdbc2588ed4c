import type { ApiClient } from '../../lib/api/api-client.ts';

// SPEC §7 "Orders": the shopper's orders; {userId} is the shopper the session acts for. The order
// calls also send the user id header SPEC asks for (the token alone decides whose orders they are).

export const ORDERS_PAGE_SIZE = 10;

export const listOrders = (api: ApiClient, page: number) =>
  api.get('/web-gw/customers/{userId}/orders', {
    query: { skip: page * ORDERS_PAGE_SIZE, top: ORDERS_PAGE_SIZE },
  });

const withUserId = (userId: string, id: number) => ({ params: { id }, headers: { userid: userId } });

export const getOrder = (api: ApiClient, userId: string, orderId: number) =>
  api.get('/web-gw/orders/{id}', withUserId(userId, orderId));

export const listOrderItems = (api: ApiClient, userId: string, orderId: number) =>
  api.get('/web-gw/orders/{id}/items', withUserId(userId, orderId));

export const getOrderTracking = (api: ApiClient, userId: string, orderId: number) =>
  api.get('/web-gw/orders/{id}/tracking', withUserId(userId, orderId));

/** Adds what is still available of the order to the cart; says what is not. */
export const reorder = (api: ApiClient, orderId: number) =>
  api.post('/web-gw/tenants/customers/{userId}/orders/{orderId}/reorder', { params: { orderId } });

/** Saves the invoice PDF; it needs the token, so it is fetched and handed to the browser as a file. */
export async function downloadInvoice(
  api: ApiClient,
  userId: string,
  orderId: number,
  fileName: string,
): Promise<void> {
  const pdf = await api.getBlob('/web-gw/orders/{id}/document', withUserId(userId, orderId));
  const url = URL.createObjectURL(pdf);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
