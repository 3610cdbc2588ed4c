import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ProductDetail } from '@storefront/contracts';
import { combinationExists, type AttributeChoice } from '../variation-choice.ts';

interface VariationPickerProps {
  product: ProductDetail;
  choice: AttributeChoice;
  onPick: (attributeId: number, attributeValueId: number) => void;
}

/**
 * One radio group per attribute (size, colour …): colours as swatches, other values as chips.
 * A value the product does not make with the other choices stays choosable (the other choices
 * then move to a combination that exists) but is marked.
 */
export function VariationPicker({ product, choice, onPick }: VariationPickerProps) {
  const { t } = useTranslation();
  return (
    <>
      {product.attributes.map((attribute) => {
        const chosen = attribute.values.find((value) => value.attributeValueId === choice.get(attribute.attributeId));
        return (
          <fieldset key={attribute.attributeId} className="variation-picker">
            <legend className="variation-picker__legend">
              {attribute.name}
              {chosen && <span className="variation-picker__chosen">: {chosen.name}</span>}
            </legend>
            <div className="variation-picker__values">
              {attribute.values.map((value) => {
                const available = combinationExists(product, choice, attribute.attributeId, value.attributeValueId);
                return (
                  <label
                    key={value.attributeValueId}
                    className={value.hex ? 'swatch' : 'chip chip--choice'}
                    data-unavailable={!available || undefined}
                    title={value.hex ? value.name : undefined}
                  >
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`attribute-${attribute.attributeId}`}
                      value={value.code}
                      checked={chosen?.attributeValueId === value.attributeValueId}
                      onChange={() => onPick(attribute.attributeId, value.attributeValueId)}
                    />
                    {value.hex ? (
                      <>
                        <span className="swatch__colour" style={{ backgroundColor: value.hex }} aria-hidden="true" />
                        <span className="visually-hidden">{value.name}</span>
                      </>
                    ) : (
                      value.name
                    )}
                    {!available && <span className="visually-hidden"> {t('ui.prisma.product.otherCombination')}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
