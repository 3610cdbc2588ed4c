import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { Cart } from '@storefront/contracts';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useCartActions } from '../cart-provider.tsx';

/**
 * The promo code: a field to apply one, which shows the server's reason when the code does not
 * apply; once attached, the code with a remove control and, while it gives no discount (the
 * cart changed since), the server's reason why.
 */
export function PromoCode({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { applyPromoCode, removePromoCode } = useCartActions();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const refusalId = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || code.trim() === '') return;
    setPending(true);
    try {
      await applyPromoCode(code.trim());
      setCode('');
      setRefusal(null);
    } catch (error) {
      // First field message, else the message: the server's translated reason (PROMO_EXPIRED …).
      setRefusal(errorToastMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    setPending(true);
    try {
      await removePromoCode();
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  if (cart.promoCode) {
    return (
      <div className="promo-code">
        <p className="promo-code__applied">
          {t('ui.prisma.cart.promo.attached')} <strong>{cart.promoCode}</strong>
        </p>
        {cart.promoProblem && (
          <p className="field__error" role="status">
            {cart.promoProblem.message}
          </p>
        )}
        <button type="button" className="link-button" disabled={pending} onClick={() => void remove()}>
          {t('ui.prisma.cart.promo.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className="promo-code" onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor={inputId} className="field__label">
        {t('ui.prisma.cart.promo.label')}
      </label>
      <div className="promo-code__row">
        <input
          id={inputId}
          className="field__control"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setRefusal(null);
          }}
        />
        <button type="submit" className="button button--outline" disabled={pending || code.trim() === ''}>
          {t('ui.prisma.cart.promo.apply')}
        </button>
      </div>
      {refusal && (
        <p id={refusalId} className="field__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
