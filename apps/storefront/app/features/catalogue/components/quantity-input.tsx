import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface QuantityInputProps {
  value: number;
  /** The most that can be chosen (the stock); 0 disables the input. */
  max: number;
  onChange: (quantity: number) => void;
}

/** How many to add: a number field between − and + buttons, kept within 1 … max. */
export function QuantityInput({ value, max, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const disabled = max < 1;
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity) || 1), Math.max(1, max));
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        {t('ui.prisma.product.quantity')}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label={t('ui.prisma.product.decreaseQuantity')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="quantity__input"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clamp(event.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t('ui.prisma.product.increaseQuantity')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
