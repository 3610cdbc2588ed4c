import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ThemeConfig } from '@storefront/contracts';
import { SocialIcons, type SocialNetwork } from './social-icons.tsx';

const NETWORKS: { network: SocialNetwork; labelKey: string; url: (theme: ThemeConfig) => string | null }[] = [
  { network: 'twitter', labelKey: 'ui.prisma.footer.social.twitter', url: (theme) => theme.twitter_url },
  { network: 'facebook', labelKey: 'ui.prisma.footer.social.facebook', url: (theme) => theme.facebook_url },
  { network: 'instagram', labelKey: 'ui.prisma.footer.social.instagram', url: (theme) => theme.instagram_url },
  { network: 'tiktok', labelKey: 'ui.prisma.footer.social.tiktok', url: (theme) => theme.tiktok_url },
  { network: 'youtube', labelKey: 'ui.prisma.footer.social.youtube', url: (theme) => theme.youtube_url },
];

/** SPEC §2 follow-us block: one link per network the theme configures; none configured, no block. */
export function FollowUs({ theme }: { theme: ThemeConfig }) {
  const { t } = useTranslation();
  const headingId = useId();
  const links = NETWORKS.flatMap(({ network, labelKey, url }) => {
    const href = url(theme);
    return href ? [{ network, labelKey, href, Icon: SocialIcons[network] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className="footer-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-column__title">
        {t('ui.prisma.footer.followUs')}
      </h2>
      <ul className="social-links">
        {links.map(({ network, labelKey, href, Icon }) => (
          <li key={network}>
            <a
              href={href}
              className="icon-button social-links__link"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(labelKey)}
            >
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
