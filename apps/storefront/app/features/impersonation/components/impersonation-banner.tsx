import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: "impersonated as" the customer's name, with the "finish session" action. */
export function ImpersonationBanner({ displayName, onFinish }: { displayName: string; onFinish: () => Promise<void> }) {
  const { t } = useTranslation();
  const [finishing, setFinishing] = useState(false);
  const finish = async () => {
    setFinishing(true);
    try {
      await onFinish();
    } finally {
      setFinishing(false);
    }
  };
  return (
    <div className="impersonation-banner" role="region" aria-label={t('ui.prisma.account.impersonation.region')}>
      <div className="container impersonation-banner__inner">
        <p className="impersonation-banner__text">{t('ui.prisma.account.impersonation.actingAs', { displayName })}</p>
        <button
          type="button"
          className="button button--small impersonation-banner__finish"
          onClick={() => void finish()}
          disabled={finishing}
        >
          {t('ui.prisma.account.impersonation.finish')}
        </button>
      </div>
    </div>
  );
}
