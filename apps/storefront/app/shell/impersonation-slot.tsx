import { useAuth, useFinishImpersonation } from '../features/auth/auth-provider.tsx';
import { ImpersonationBanner } from '../features/impersonation/components/impersonation-banner.tsx';
import { useEndWithPage } from '../features/impersonation/use-end-with-page.ts';

/** The impersonation banner on every page while a support session runs (SPEC §2/§4). */
export function ImpersonationSlot() {
  const { impersonation, session } = useAuth();
  const finish = useFinishImpersonation();
  useEndWithPage(impersonation !== null, session.endImpersonationWithPage);
  if (!impersonation) return null;
  return <ImpersonationBanner displayName={impersonation.displayName} onFinish={finish} />;
}
