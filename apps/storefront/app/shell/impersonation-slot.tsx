import { useTranslation } from '../lib/use-translation.tsx';
import { StaffBanner } from '../components/staff-banner.tsx';
import { useAuth, useFinishImpersonation } from '../features/auth/auth-provider.tsx';
import { useEndWithPage } from '../features/impersonation/use-end-with-page.ts';

/** SPEC §2/§4: "impersonated as" the customer's name and "finish session", on every page of a support session. */
export function ImpersonationSlot() {
  const { t } = useTranslation();
  const { impersonation, session } = useAuth();
  const finish = useFinishImpersonation();
  useEndWithPage(impersonation !== null, session.endImpersonationWithPage);
  if (!impersonation) return null;
  return (
    <StaffBanner
      region={t('ui.prisma.account.impersonation.region')}
      text={t('ui.prisma.account.impersonation.actingAs', { displayName: impersonation.displayName })}
      action={t('ui.prisma.account.impersonation.finish')}
      onAction={finish}
    />
  );
}
