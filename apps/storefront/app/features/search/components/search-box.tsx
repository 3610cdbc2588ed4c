import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { KEYWORD_PARAM, SEARCH_PATH } from '../search-paths.ts';

/**
 * The header search box: Enter goes to the search page with the keyword (a plain GET form, so
 * it works before the JavaScript loads). Empty text warns "No results" and goes nowhere (SPEC §5).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentKeyword = pathname === SEARCH_PATH ? (searchParams.get(KEYWORD_PARAM) ?? '') : '';

  const refuseEmptySearch = (event: FormEvent<HTMLFormElement>) => {
    const keyword = new FormData(event.currentTarget).get(KEYWORD_PARAM);
    if (typeof keyword === 'string' && keyword.trim() !== '') return;
    event.preventDefault();
    toast.warning(t('ui.prisma.search.noResults'));
  };

  return (
    <Form role="search" method="get" action={SEARCH_PATH} className="search-box" onSubmit={refuseEmptySearch}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('ui.prisma.search.label')}
      </label>
      <input
        // Re-mount with the new keyword when another search page is shown.
        key={currentKeyword}
        id={inputId}
        name={KEYWORD_PARAM}
        type="search"
        className="search-box__input"
        defaultValue={currentKeyword}
        placeholder={t('ui.prisma.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit" aria-label={t('ui.prisma.search.submit')}>
        <Search aria-hidden="true" size={20} />
      </button>
    </Form>
  );
}
