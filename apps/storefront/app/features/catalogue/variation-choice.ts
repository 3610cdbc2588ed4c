import type { ProductDetail, Variation } from '@storefront/contracts';

/** attributeId → chosen attributeValueId. */
export type AttributeChoice = ReadonlyMap<number, number>;

/** The flagged default variation, or the first one of a product imported without a flag. */
export function defaultVariation(product: ProductDetail): Variation | undefined {
  return product.variations.find((variation) => variation.isDefault) ?? product.variations[0];
}

/** The attribute values of a variation, keyed by attribute. */
export function choiceOf(product: ProductDetail, variation: Variation | undefined): AttributeChoice {
  const choice = new Map<number, number>();
  if (!variation) return choice;
  for (const attribute of product.attributes) {
    const value = attribute.values.find((candidate) =>
      variation.attributeValueIds.includes(candidate.attributeValueId),
    );
    if (value) choice.set(attribute.attributeId, value.attributeValueId);
  }
  return choice;
}

const hasValues = (variation: Variation, valueIds: Iterable<number>) =>
  [...valueIds].every((id) => variation.attributeValueIds.includes(id));

/** The variation with exactly the chosen values, if the product makes that combination. */
export function findVariation(product: ProductDetail, choice: AttributeChoice): Variation | undefined {
  return product.variations.find(
    (variation) => variation.attributeValueIds.length === choice.size && hasValues(variation, choice.values()),
  );
}

/**
 * The variation a shopper gets by picking `valueId` for `attributeId`: the one keeping all the
 * other current choices when it exists, else the first one with that value in stock, else any.
 */
export function pickValue(
  product: ProductDetail,
  current: AttributeChoice,
  attributeId: number,
  valueId: number,
): Variation | undefined {
  const wanted = new Map(current);
  wanted.set(attributeId, valueId);
  const exact = findVariation(product, wanted);
  if (exact) return exact;
  const withValue = product.variations.filter((variation) => variation.attributeValueIds.includes(valueId));
  return withValue.find((variation) => variation.activeQty > 0) ?? withValue[0];
}

/** Whether some variation has `valueId` together with the other attributes' current choices. */
export function combinationExists(
  product: ProductDetail,
  current: AttributeChoice,
  attributeId: number,
  valueId: number,
): boolean {
  const others = [...current].filter(([id]) => id !== attributeId).map(([, value]) => value);
  return product.variations.some(
    (variation) => variation.attributeValueIds.includes(valueId) && hasValues(variation, others),
  );
}

/** The get-price body (SPEC §7): each chosen attribute with its value's code. */
export function chosenAttributes(
  product: ProductDetail,
  choice: AttributeChoice,
): { attributeId: number; attributeValue: string }[] {
  return product.attributes.flatMap((attribute) => {
    const value = attribute.values.find(
      (candidate) => candidate.attributeValueId === choice.get(attribute.attributeId),
    );
    return value ? [{ attributeId: attribute.attributeId, attributeValue: value.code }] : [];
  });
}
