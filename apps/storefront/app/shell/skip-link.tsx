import { useTranslation } from '../lib/use-translation.tsx';

/** The skip link's id: the scroll-to-top button leaves the focus on it, at the top of the page. */
export const SKIP_LINK_ID = 'skip-link';

/** The first stop of the keyboard on every page: straight to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a id={SKIP_LINK_ID} href="#main" className="skip-link">
      {t('ui.prisma.a11y.skipToContent')}
    </a>
  );
}
