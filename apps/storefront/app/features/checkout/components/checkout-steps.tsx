import { useTranslation } from '../../../lib/use-translation.tsx';
import { CHECKOUT_STEPS, canOpenStep, type CheckoutStep, type OrderDraft } from '../order-draft.ts';

const STEP_LABEL_KEYS: Record<Exclude<CheckoutStep, 'cart'>, string> = {
  address: 'ui.prisma.checkout.step.address',
  shipping: 'ui.prisma.checkout.step.shipping',
  payment: 'ui.prisma.checkout.step.payment',
  review: 'ui.prisma.checkout.step.review',
};

/** The step list: the current one marked, the ones the stepper allows open, the others not yet. */
export function CheckoutSteps({ draft, onOpen }: { draft: OrderDraft; onOpen: (step: CheckoutStep) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ui.prisma.checkout.step.label')}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step, number) =>
          step === 'cart' ? null : (
            <li key={step} className="checkout-steps__item">
              <button
                type="button"
                className="checkout-steps__button"
                aria-current={draft.activeStep === number ? 'step' : undefined}
                disabled={!canOpenStep(draft, number)}
                onClick={() => onOpen(step)}
              >
                <span className="checkout-steps__number" aria-hidden="true">
                  {number}
                </span>
                {t(STEP_LABEL_KEYS[step])}
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
