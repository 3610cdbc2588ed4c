import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { PaymentStatus } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { Price } from '../../../components/price.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { getPaymentStatus, goToPaymentPage, payAgain } from '../place-order.ts';
import { OrderNextSteps } from './order-next-steps.tsx';

/** What the result page says: the gateway's redirect is only a hint, the server's status decides. */
export type PaymentOutcome = 'paid' | 'failed' | 'pending';

export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  if (status.status === 'paid' || status.orderStatus === 'paid') return 'paid';
  if (status.status === 'failed' || status.status === 'cancelled' || status.status === 'expired') return 'failed';
  return 'pending';
}

const OUTCOME_KEYS: Record<PaymentOutcome, { title: string; next: string }> = {
  paid: { title: 'ui.prisma.checkout.result.paid.title', next: 'ui.prisma.checkout.result.paid.next' },
  failed: { title: 'ui.prisma.checkout.result.failed.title', next: 'ui.prisma.checkout.result.failed.next' },
  pending: { title: 'ui.prisma.checkout.result.pending.title', next: 'ui.prisma.checkout.result.pending.next' },
};

/**
 * The payment result (SPEC §7): what happened to the payment of `reference`, and what to do next.
 * The gateway's own failure text stays out: it speaks the gateway's language, not the shopper's.
 */
export function PaymentResult({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const status = useApiData((client) => getPaymentStatus(client, reference), [reference]);
  const [retrying, setRetrying] = useState(false);

  if (status.error) return <p role="alert">{errorToastMessage(status.error, t)}</p>;
  if (!status.data) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  const payment = status.data;
  const outcome = paymentOutcome(payment);

  const tryAgain = async () => {
    setRetrying(true);
    try {
      goToPaymentPage(await payAgain(api, payment.reference, payment.paymentMethodId));
    } catch (error) {
      toast.error(errorToastMessage(error, t));
      setRetrying(false);
    }
  };

  return (
    <section
      className={`checkout-result checkout-result--${outcome}`}
      aria-labelledby="payment-result-title"
      aria-live="polite"
    >
      <h2 id="payment-result-title">{t(OUTCOME_KEYS[outcome].title)}</h2>
      <p>{t('ui.prisma.checkout.confirmation.number', { number: payment.orderNumber })}</p>
      <p>
        {t('ui.prisma.checkout.result.amount')} <Price amount={payment.amount} />
      </p>
      <p>{t(OUTCOME_KEYS[outcome].next)}</p>
      <OrderNextSteps orderId={payment.orderId} orderFirst={outcome === 'paid'}>
        {outcome === 'failed' && payment.canRetry && (
          <button type="button" className="button" disabled={retrying} onClick={() => void tryAgain()}>
            {t('ui.prisma.checkout.result.tryAgain')}
          </button>
        )}
        {outcome === 'pending' && (
          <button type="button" className="button" onClick={status.reload}>
            {t('ui.prisma.checkout.result.checkAgain')}
          </button>
        )}
      </OrderNextSteps>
    </section>
  );
}
