import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { KEYWORD_PARAM, SEARCH_PATH } from '../search-paths.ts';
import { MAX_SUGGESTIONS, createSuggestionRequests, type Suggestion } from '../suggestion-requests.ts';

/** SPEC §9: suggestions close this long after the box loses focus, so a click on one still lands. */
export const SUGGESTIONS_CLOSE_DELAY_MS = 300;

const productPath = (productId: number) => `/products/${productId}`;

/**
 * The header search box with live suggestions (SPEC §2), an ARIA 1.2 combobox: typing asks for
 * up to five product names; ArrowDown/ArrowUp move through them while focus stays in the box;
 * Enter opens the chosen product, or the search page with the typed keyword (a plain GET form,
 * so that part works before the JavaScript loads); Enter on empty text warns "No results" and
 * sends nothing (SPEC §5).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentKeyword = pathname === SEARCH_PATH ? (searchParams.get(KEYWORD_PARAM) ?? '') : '';

  const [text, setText] = useState(currentKeyword);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const requests = useMemo(
    () =>
      createSuggestionRequests(
        (query, signal) =>
          api
            .get('/web-gw/products/suggest', {
              query: { query, pageCount: MAX_SUGGESTIONS, preferInStock: true },
              signal,
            })
            .then((result) =>
              result.data.map(({ product }) => ({
                productId: product.productId,
                productName: product.productName,
              })),
            ),
        (answer) => {
          setSuggestions(answer);
          setActiveIndex(-1);
        },
      ),
    [api],
  );
  useEffect(() => () => requests.cancel(), [requests]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A new page shows its own keyword (or none) and no open suggestions.
  useEffect(() => {
    setText(currentKeyword);
    setOpen(false);
    setSuggestions([]);
    requests.cancel();
  }, [pathname, currentKeyword, requests]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    requests.request(value);
  };

  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return;
    setOpen(true);
    // -1 is the text itself: moving past either end comes back to it.
    setActiveIndex((index) => {
      const next = index + step;
      return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      setOpen(false);
      void navigate(productPath(suggestions[activeIndex]!.productId));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setOpen(false);
    if (text.trim() !== '') return;
    event.preventDefault();
    toast.warning(t('ui.prisma.search.noResults'));
  };

  return (
    <Form role="search" method="get" action={SEARCH_PATH} className="search-box" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('ui.prisma.search.label')}
      </label>
      <input
        id={inputId}
        name={KEYWORD_PARAM}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className="search-box__input"
        value={text}
        placeholder={t('ui.prisma.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_CLOSE_DELAY_MS);
        }}
      />
      <button type="submit" className="search-box__submit" aria-label={t('ui.prisma.search.submit')}>
        <Search aria-hidden="true" size={20} />
      </button>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('ui.prisma.search.suggestions')}
        className="search-box__suggestions"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li key={suggestion.productId} role="presentation">
            {/* Real links (open in a new tab works), out of the tab order: focus stays in the box. */}
            <Link
              id={optionId(index)}
              to={productPath(suggestion.productId)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className="search-box__suggestion"
              onClick={() => setOpen(false)}
            >
              {suggestion.productName}
            </Link>
          </li>
        ))}
      </ul>
    </Form>
  );
}
