import type { Database } from '../../db/client.ts';
import type { GuestMerger } from '../auth/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { createOrdersRepository } from './orders.repository.ts';

/**
 * A guest who signs in keeps what it ordered as a guest: its orders, and the payment requests
 * that pay them (a payment still open can be finished signed in), follow it into the account.
 */
export function createGuestOrdersMerger(db: Database, payments: PaymentsService): GuestMerger {
  return (guestId, customerId) =>
    db.transaction(async (tx) => {
      await createOrdersRepository(tx).reassignCustomer(guestId, customerId);
      await payments.reassignCustomer(tx, guestId, customerId);
    });
}
