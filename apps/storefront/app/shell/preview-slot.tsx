import { useTranslation } from '../lib/use-translation.tsx';
import type { PreviewTarget } from '@storefront/contracts';
import { StaffBanner } from '../components/staff-banner.tsx';
import { useApi } from '../lib/api/api-context.tsx';

/**
 * While a staff member previews the theme and menus (the back office's Preview), every page says
 * so and offers to end it: such a browser sees what shoppers do not.
 */
export function PreviewSlot({ target }: { target: PreviewTarget | null }) {
  const { t } = useTranslation();
  const api = useApi();
  if (target === null) return null;
  return (
    <StaffBanner
      region={t('ui.prisma.preview.region')}
      text={target === 'draft' ? t('ui.prisma.preview.draft') : t('ui.prisma.preview.version', { version: target })}
      action={t('ui.prisma.preview.end')}
      onAction={async () => {
        await api.delete('/api/content-preview');
        // The whole page was rendered with the previewed theme: load it again as shoppers see it.
        window.location.reload();
      }}
    />
  );
}
