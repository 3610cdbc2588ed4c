import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface QuantityStepperProps {
  productName: string;
  quantity: number;
  /** A change is being saved: further steps wait for it. */
  pending: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − quantity + of a cart line. Every step is saved at once and the server checks it against the
 * stock, so + is never limited here: the server's answer says how many there are.
 */
export function QuantityStepper({ productName, quantity, pending, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const step = (by: number) => {
    if (!pending) onChange(quantity + by);
  };
  return (
    <div
      className="quantity__control cart-stepper"
      role="group"
      aria-label={t('ui.prisma.cart.quantityOf', { name: productName })}
      aria-busy={pending}
    >
      <button
        type="button"
        className="quantity__step"
        aria-label={t('ui.prisma.cart.decrease')}
        disabled={quantity <= 1}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" size={18} />
      </button>
      <output className="cart-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="quantity__step"
        aria-label={t('ui.prisma.cart.increase')}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
