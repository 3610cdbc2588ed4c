import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variation } from '@storefront/contracts';
import {
  choiceOf,
  chosenAttributes,
  combinationExists,
  defaultVariation,
  findVariation,
  pickValue,
} from './variation-choice.ts';

const SIZE = 1;
const COLOUR = 2;
const [S, M, RED, BLUE] = [11, 12, 21, 22];

const variation = (variationId: number, valueIds: number[], activeQty: number, isDefault = false): Variation => ({
  variationId,
  sku: `SKU-${variationId}`,
  price: 1000 * variationId,
  compareAtPrice: null,
  activeQty,
  isDefault,
  attributeValueIds: valueIds,
});

/** A shirt in S and M, red and blue, except no blue M. */
const shirt = {
  attributes: [
    {
      attributeId: SIZE,
      code: 'size',
      name: 'Size',
      values: [
        { attributeValueId: S, code: 's', name: 'S', hex: null },
        { attributeValueId: M, code: 'm', name: 'M', hex: null },
      ],
    },
    {
      attributeId: COLOUR,
      code: 'colour',
      name: 'Colour',
      values: [
        { attributeValueId: RED, code: 'red', name: 'Red', hex: '#f00' },
        { attributeValueId: BLUE, code: 'blue', name: 'Blue', hex: '#00f' },
      ],
    },
  ],
  variations: [variation(1, [S, RED], 5, true), variation(2, [M, RED], 0), variation(3, [S, BLUE], 2)],
} as unknown as ProductDetail;

describe('variation choice', () => {
  it('starts from the default variation', () => {
    expect(defaultVariation(shirt)?.variationId).toBe(1);
    expect([...choiceOf(shirt, defaultVariation(shirt))]).toEqual([
      [SIZE, S],
      [COLOUR, RED],
    ]);
  });

  it('finds the variation of a complete choice', () => {
    expect(
      findVariation(
        shirt,
        new Map([
          [SIZE, M],
          [COLOUR, RED],
        ]),
      )?.variationId,
    ).toBe(2);
    expect(
      findVariation(
        shirt,
        new Map([
          [SIZE, M],
          [COLOUR, BLUE],
        ]),
      ),
    ).toBeUndefined();
  });

  it('keeps the other choices when the combination exists, else moves to one that does', () => {
    const redS = choiceOf(shirt, defaultVariation(shirt));
    expect(pickValue(shirt, redS, COLOUR, BLUE)?.variationId).toBe(3);
    const redM = new Map([
      [SIZE, M],
      [COLOUR, RED],
    ]);
    expect(pickValue(shirt, redM, COLOUR, BLUE)?.variationId).toBe(3);
  });

  it('tells which values combine with the current choice', () => {
    const redM = new Map([
      [SIZE, M],
      [COLOUR, RED],
    ]);
    expect(combinationExists(shirt, redM, COLOUR, BLUE)).toBe(false);
    expect(combinationExists(shirt, redM, SIZE, S)).toBe(true);
  });

  it('names the chosen values by code for get-price', () => {
    expect(
      chosenAttributes(
        shirt,
        new Map([
          [SIZE, S],
          [COLOUR, BLUE],
        ]),
      ),
    ).toEqual([
      { attributeId: SIZE, attributeValue: 's' },
      { attributeId: COLOUR, attributeValue: 'blue' },
    ]);
  });
});
