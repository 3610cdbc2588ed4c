import { Check, Globe } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { LANGUAGE_URL_PARAM, type Language } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { Dropdown } from '../../../components/dropdown.tsx';
import { storeLanguageChoice } from '../language-preference.ts';

/**
 * SPEC §2/§4 language selector, shown only when more than one language is configured. A choice
 * is stored (localStorage and cookie) and the page reloads to render in it (without a `?lang=` of
 * its address, which would win).
 */
export function LanguageSelector({ languages, current }: { languages: Language[]; current: string }) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  if (languages.length < 2) return null;

  const currentName = languages.find((language) => language.langId === current)?.language ?? current;
  const choose = (langId: string) => {
    if (langId === current) return;
    storeLanguageChoice(langId);
    setSwitching(true);
    // An address that names its language would render in it again: drop that part.
    const here = new URL(window.location.href);
    if (here.searchParams.has(LANGUAGE_URL_PARAM)) {
      here.searchParams.delete(LANGUAGE_URL_PARAM);
      window.location.replace(here.href);
    } else window.location.reload();
  };

  return (
    <Dropdown
      label={`${t('ui.prisma.header.language')}: ${currentName}`}
      trigger={
        <>
          <Globe aria-hidden="true" size={24} />
          <span className="language-selector__current">{currentName}</span>
        </>
      }
      className="language-selector"
    >
      {switching ? (
        <DotsLoader label={t('ui.prisma.common.loading')} />
      ) : (
        <ul className="dropdown-list">
          {languages.map(({ langId, language, isRtl }) => (
            <li key={langId}>
              <button
                type="button"
                className="dropdown-list__item"
                lang={langId}
                dir={isRtl ? 'rtl' : 'ltr'}
                aria-current={langId === current || undefined}
                onClick={() => choose(langId)}
              >
                <span>{language}</span>
                {langId === current && <Check aria-hidden="true" size={18} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
