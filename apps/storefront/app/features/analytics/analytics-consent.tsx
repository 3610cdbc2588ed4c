import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { useCspNonce } from '../../lib/csp-nonce.ts';
import {
  analyticsConsent,
  hideAnsweredBannerScript,
  onAnalyticsConsentChange,
  setAnalyticsConsent,
  startAnalytics,
  track,
} from '../../lib/analytics/analytics.ts';

const BANNER_ID = 'consent-banner';
const hideAnsweredBanner = { __html: hideAnsweredBannerScript(BANNER_ID) };

/**
 * Starts the storefront's analytics, sends a `page_view` per page, and asks the shopper once
 * whether the shop may count their visit (nothing leaves the browser before they accept). The
 * server's page carries the banner, so one not yet asked sees it with the page's first paint
 * (it used to pop up after hydration, a second or more later on a phone); the script after it
 * hides it before that paint from everyone who answered before. Hydration then drops it for them.
 */
export function AnalyticsConsent({ apiHost, language }: { apiHost: string | null; language: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nonce = useCspNonce();
  const consent = useSyncExternalStore(onAnalyticsConsentChange, analyticsConsent, () => 'pending' as const);

  useEffect(() => startAnalytics({ apiHost, language }), [apiHost, language]);
  useEffect(() => {
    // Query strings stay out: they can carry what the shopper typed.
    track('page_view', { page_location: `${location.origin}${pathname}`, page_title: document.title.slice(0, 300) });
  }, [pathname]);

  if (consent !== 'pending') return null;
  return (
    <>
      <section id={BANNER_ID} className="consent-banner" aria-labelledby="consent-banner-text">
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
      {/* The browser hides nonces from the page, and this script has done its work by hydration. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={hideAnsweredBanner} />
    </>
  );
}
