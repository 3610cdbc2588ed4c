import { useEffect, useState } from 'react';
import type { ProductDetail, Variation } from '@storefront/contracts';
import { useApi } from '../../lib/api/api-context.tsx';
import { chosenAttributes, choiceOf } from './variation-choice.ts';

/** What the shopper is offered for one variation: its price, compare-at price and stock. */
export interface Offer {
  price: number;
  compareAtPrice: number | null;
  activeQty: number;
}

type LiveAnswer = { variationId: number } & Partial<Offer>;

/**
 * The offer for the chosen variation. It shows the variation's data from the page at once, then
 * asks the API for the current stock (stock-qty) and price (get-price; that call needs the
 * shopper's token, so it goes once the session has one). An answer for a variation that is no
 * longer chosen is dropped, and a failed call leaves the page's data in place.
 */
export function useVariationOffer(product: ProductDetail, variation: Variation | undefined): Offer {
  const api = useApi();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const variationId = variation?.variationId;

  useEffect(() => {
    if (variationId === undefined || !variation) return;
    const controller = new AbortController();
    const merge = (answer: Partial<Offer>) => {
      if (controller.signal.aborted) return;
      setLive((previous) => ({
        ...(previous?.variationId === variationId ? previous : {}),
        ...answer,
        variationId,
      }));
    };
    const ignoreFailure = () => undefined;
    api
      .get('/web-gw/products/{id}/stock-qty', {
        params: { id: product.productId },
        query: { variationId },
        signal: controller.signal,
      })
      .then(({ activeQty }) => merge({ activeQty }), ignoreFailure);
    api
      .post('/web-gw/users/{userId}/products/{id}/get-price', {
        params: { id: product.productId },
        body: {
          attributes: chosenAttributes(product, choiceOf(product, variation)),
        },
        signal: controller.signal,
      })
      .then(({ price, compareAtPrice }) => merge({ price, compareAtPrice }), ignoreFailure);
    return () => controller.abort();
    // The variation object is found again on every render; its id is what changes the question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, product, variationId]);

  const fresh = live?.variationId === variationId ? live : null;
  return {
    price: fresh?.price ?? variation?.price ?? product.price,
    compareAtPrice:
      fresh?.compareAtPrice !== undefined
        ? fresh.compareAtPrice
        : (variation?.compareAtPrice ?? product.compareAtPrice),
    activeQty: fresh?.activeQty ?? variation?.activeQty ?? (product.inStock ? 1 : 0),
  };
}
