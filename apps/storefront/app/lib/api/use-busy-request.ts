import { useCallback, useState } from 'react';
import { useTranslation } from '../use-translation.tsx';
import { toast } from '../../components/toasts.tsx';
import { errorToastMessage } from './toast-messages.ts';

/**
 * One request at a time for a form: `busy` while it runs (the submit button disables on it), and
 * a failure shown as SPEC §8's error toast. Success toasts stay with the caller: their text differs.
 */
export function useBusyRequest() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (request: () => Promise<void>) => {
      setBusy(true);
      try {
        await request();
      } catch (error) {
        toast.error(errorToastMessage(error, t));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
}
