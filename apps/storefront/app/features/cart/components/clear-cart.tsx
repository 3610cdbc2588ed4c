import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { errorToastMessage, successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useCartActions } from '../cart-provider.tsx';

/** CLEAR CART, asking first: a slip would lose every line. */
export function ClearCart() {
  const { t } = useTranslation();
  const { clear } = useCartActions();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const clearNow = async () => {
    setPending(true);
    try {
      toast.success(successToastMessage(await clear(), t));
    } catch (error) {
      toast.error(errorToastMessage(error, t));
      setConfirming(false);
    } finally {
      setPending(false);
    }
  };

  if (!confirming) {
    return (
      <button type="button" className="link-button link-button--danger" onClick={() => setConfirming(true)}>
        {t('ui.prisma.cart.clear')}
      </button>
    );
  }
  return (
    <div className="clear-cart" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="clear-cart__question">
        {t('ui.prisma.cart.clearQuestion')}
      </p>
      <div className="form-actions">
        <button
          ref={confirmRef}
          type="button"
          className="button button--small button--danger"
          disabled={pending}
          onClick={() => void clearNow()}
        >
          {t('ui.prisma.cart.clearConfirm')}
        </button>
        <button type="button" className="button button--small button--outline" onClick={() => setConfirming(false)}>
          {t('ui.prisma.cart.cancel')}
        </button>
      </div>
    </div>
  );
}
