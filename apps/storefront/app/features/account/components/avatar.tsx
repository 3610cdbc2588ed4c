import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { CustomerProfile } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';

/** Pictures only: the files API also takes PDFs, which make no avatar. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The profile picture (the no-image picture until one is chosen) and the control that changes it. */
export function Avatar({ profile, children }: { profile: CustomerProfile; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="avatar">
      <ImageWithFallback
        src={profile.avatarPath}
        alt={t('ui.prisma.account.avatarAlt')}
        width={96}
        height={96}
        className="avatar__image"
      />
      {children}
    </div>
  );
}
