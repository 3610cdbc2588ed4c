import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { PriceFormatProvider } from '../components/price.tsx';
import { ToastRegion } from '../components/toasts.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ImpersonationSlot } from './impersonation-slot.tsx';
import { PreviewSlot } from './preview-slot.tsx';
import { SkipLink } from './skip-link.tsx';
import { SiteHeader } from './site-header.tsx';
import type { ShellData } from './shell-data.server.ts';

/** The application shell around every page: header, main area, footer and toasts, with the shop's price format. */
export function AppShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PriceFormatProvider format={shell.theme.price_format}>
      <SkipLink />
      <ImpersonationSlot />
      <PreviewSlot target={shell.preview} />
      <SiteHeader shell={shell} />
      <main id="main" className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter shell={shell} />
      <NavigationProgress label={t('ui.prisma.common.loading')} />
      {/* SPEC §8: toasts at the bottom right, in either language. */}
      <ToastRegion position="bottom-right" dir={shell.dir} containerAriaLabel={t('ui.prisma.toast.region')} />
    </PriceFormatProvider>
  );
}
