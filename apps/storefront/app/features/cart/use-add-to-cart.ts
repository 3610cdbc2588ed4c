import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { toast } from '../../components/toasts.tsx';
import type { AddCartItemBody } from '@storefront/contracts';
import { errorToastMessage, successToastMessage } from '../../lib/api/toast-messages.ts';
import { useCartActions } from './cart-provider.tsx';

/**
 * Adds to the cart with SPEC §8's toasts (the server's stock message when it refuses). `add`
 * resolves whether the line was added; a click while adding is ignored.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const { addItem } = useCartActions();
  const [adding, setAdding] = useState(false);

  const add = async (body: AddCartItemBody): Promise<boolean> => {
    if (adding) return false;
    setAdding(true);
    try {
      toast.success(successToastMessage(await addItem(body), t));
      return true;
    } catch (error) {
      toast.error(errorToastMessage(error, t));
      return false;
    } finally {
      setAdding(false);
    }
  };
  return { adding, add };
}
