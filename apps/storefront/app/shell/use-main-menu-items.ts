import { useEffect, useState } from 'react';
import { TENANT_ID, type MenuItem } from '@storefront/contracts';
import { useAuth } from '../features/auth/auth-provider.tsx';
import { useApi } from '../lib/api/api-context.tsx';

/**
 * The main menu's items. The server renders the guest's; once the browser knows a customer is
 * signed in (or impersonated) it asks again with the token, so member-only items show (SPEC §2).
 */
export function useMainMenuItems(menuId: number, guestItems: MenuItem[]): MenuItem[] {
  const { signedIn, userId } = useAuth();
  const api = useApi();
  const [memberItems, setMemberItems] = useState<MenuItem[] | null>(null);

  useEffect(() => {
    setMemberItems(null);
    if (!signedIn) return;
    const controller = new AbortController();
    api
      .get('/api/tenants/{tenantId}/menus/{menuId}/items/visible', {
        params: { tenantId: TENANT_ID, menuId },
        signal: controller.signal,
      })
      .then(setMemberItems, (error: unknown) => {
        // The guest menu stays: better a shorter menu than a broken header.
        if (!controller.signal.aborted) console.error('The member menu could not be loaded.', error);
      });
    return () => controller.abort();
  }, [api, menuId, signedIn, userId]);

  return memberItems ?? guestItems;
}
