import { useEffect } from 'react';
import { isClosingHiddenPage } from './page-close.ts';

/** While `active`, calls `end` when the hidden page is closed (see page-close.ts). */
export function useEndWithPage(active: boolean, end: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPageHide = () => {
      if (isClosingHiddenPage(document.visibilityState)) end();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, end]);
}
