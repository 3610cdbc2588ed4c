import type { DatabaseHandle } from '../src/db/client.ts';
import {
  createPaymentsRepository,
  createPaymentsService,
  createProviderRegistry,
  createSandboxGateway,
} from '../src/modules/payments/index.ts';

const SECRET = 'a-sandbox-secret-that-is-long-enough-here';

/**
 * The payments service as the app builds it, on a test app's database: the back office's refunds
 * (whose screens come later) call it directly. Sandbox results are not signed through it.
 */
export function paymentsServiceOn(
  { db }: DatabaseHandle,
  options: Partial<Pick<Parameters<typeof createProviderRegistry>[0], 'myFatoorah' | 'tap' | 'tabby' | 'tamara'>> &
    Pick<Parameters<typeof createProviderRegistry>[0], 'gateways' | 'timeoutMs'>,
) {
  return createPaymentsService({
    db,
    repository: createPaymentsRepository(db),
    providers: createProviderRegistry({
      sandbox: createSandboxGateway({ db, secrets: {}, publicUrl: 'http://127.0.0.1' }),
      secrets: { card: SECRET, knet: SECRET, tabby: SECRET, tamara: SECRET },
      returnUrl: 'http://127.0.0.1/api/payments/payment-result',
      myFatoorah: null,
      tap: null,
      ...options,
    }),
  });
}
