import type { JobQueue } from '../jobs/index.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';

/** The recurring job that cancels unpaid online orders whose payment time is up. */
export const PAYMENT_TIMEOUT_JOB = 'orders.payment-timeouts';

/**
 * Sweeps about every `intervalSeconds` as a recurring job: one process (any) sweeps per interval,
 * however many run, and a sweep cut short by a dying process is made up by the next one. Sweeps
 * are idempotent all the same (readers release overdue orders too).
 */
export function sweepPaymentTimeouts(
  jobs: JobQueue,
  lifecycle: Pick<OrderLifecycle, 'sweepOverdue'>,
  intervalSeconds: number,
): void {
  jobs.every(PAYMENT_TIMEOUT_JOB, intervalSeconds, async () => void (await lifecycle.sweepOverdue()));
}
