import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { ImpersonationSession, SupportCustomer } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { useOwnApi } from '../../../lib/api/api-context.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { searchSupportCustomers, startImpersonationSession } from '../support-api.ts';

/** Waits this long after the last key press before searching, so typing a name is one call. */
const SEARCH_DEBOUNCE_MS = 300;

/** The support page's customer search and its "act as" buttons (SPEC §6). */
export function SupportCustomers({
  onStarted,
  initialQuery = '',
}: {
  onStarted: (session: ImpersonationSession) => void;
  /** What the search starts with: the back office's customer page links here with the customer's phone. */
  initialQuery?: string;
}) {
  const { t } = useTranslation();
  const api = useOwnApi();
  const searchId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [customers, setCustomers] = useState<SupportCustomer[] | null>(null);
  const [startingFor, setStartingFor] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSupportCustomers(api, query.trim(), controller.signal).then(setCustomers, (error: unknown) => {
        if (!controller.signal.aborted) toast.error(errorToastMessage(error, t));
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, t]);

  const actAs = async (customer: SupportCustomer) => {
    setStartingFor(customer.userId);
    try {
      onStarted(await startImpersonationSession(api, customer.userId));
    } catch (error) {
      toast.error(errorToastMessage(error, t));
      setStartingFor(null);
    }
  };

  return (
    <section className="support-customers">
      <label htmlFor={searchId} className="field__label">
        {t('ui.prisma.account.support.searchLabel')}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__control"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('ui.prisma.account.support.searchPlaceholder')}
        autoComplete="off"
      />
      {customers === null ? (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      ) : customers.length === 0 ? (
        <p className="muted">{t('ui.prisma.account.support.noCustomers')}</p>
      ) : (
        <ul className="support-customers__list">
          {customers.map((customer) => {
            const name = customer.displayName ?? customer.phone ?? customer.email ?? customer.userId;
            return (
              <li key={customer.userId} className="support-customers__item">
                <div className="support-customers__who">
                  {/* Isolated: a phone number shown as a name must not be reordered by Arabic text. */}
                  <bdi className="support-customers__name">{name}</bdi>
                  {[customer.phone, customer.email].filter(Boolean).map((contact) => (
                    <bdi key={contact} dir="ltr" className="muted">
                      {contact}
                    </bdi>
                  ))}
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void actAs(customer)}
                  disabled={startingFor !== null}
                  aria-label={t('ui.prisma.account.support.actAsName', { name })}
                >
                  {t('ui.prisma.account.support.actAs')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
