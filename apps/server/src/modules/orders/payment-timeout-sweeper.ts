import type { FastifyPluginAsync } from 'fastify';
import type { OrderLifecycle } from './order-lifecycle.ts';

/**
 * Runs the payment-timeout sweeper on a timer in every server process (sweeps are idempotent, so
 * processes need not agree who sweeps). The timer does not keep the process alive, and closing the
 * app stops it and waits for a sweep under way.
 */
export const paymentTimeoutSweeper: FastifyPluginAsync<{
  lifecycle: Pick<OrderLifecycle, 'sweepOverdue'>;
  intervalSeconds: number;
}> = async (app, { lifecycle, intervalSeconds }) => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A sweep slower than the interval is not started twice in one process.
    running ??= lifecycle
      .sweepOverdue()
      .catch((error: unknown) => app.log.error({ err: error }, 'payment-timeout sweep failed'))
      .finally(() => (running = null));
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
