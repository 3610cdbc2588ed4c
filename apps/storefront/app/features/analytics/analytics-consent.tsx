import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  analyticsConsent,
  onAnalyticsConsentChange,
  setAnalyticsConsent,
  startAnalytics,
  track,
} from '../../lib/analytics/analytics.ts';

/**
 * Starts the storefront's analytics, sends a `page_view` per page, and asks the shopper once
 * whether the shop may count their visit (nothing leaves the browser before they accept). The
 * server's page shows no banner: it appears after hydration, only to those not yet asked.
 */
export function AnalyticsConsent({ apiHost, language }: { apiHost: string | null; language: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const consent = useSyncExternalStore(onAnalyticsConsentChange, analyticsConsent, () => 'granted' as const);

  useEffect(() => startAnalytics({ apiHost, language }), [apiHost, language]);
  useEffect(() => {
    // Query strings stay out: they can carry what the shopper typed.
    track('page_view', { page_location: `${location.origin}${pathname}`, page_title: document.title.slice(0, 300) });
  }, [pathname]);

  if (consent !== 'pending') return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-text">
      <p id="consent-banner-text">{t('ui.prisma.analytics.consent.text')}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => setAnalyticsConsent(true)}>
          {t('ui.prisma.analytics.consent.accept')}
        </button>
        <button type="button" className="button button--outline" onClick={() => setAnalyticsConsent(false)}>
          {t('ui.prisma.analytics.consent.decline')}
        </button>
      </div>
    </section>
  );
}
