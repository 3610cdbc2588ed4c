import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { BackButton } from './back-button.tsx';

/** The h1 of an inner page, with the back arrow before it. */
export function PageHeading({ children, withBackButton = true }: { children: ReactNode; withBackButton?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-heading">
      {withBackButton && <BackButton label={t('ui.prisma.common.back')} />}
      <h1 className="page-heading__title">{children}</h1>
    </div>
  );
}
