import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { TranslationProvider } from './lib/use-translation.tsx';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { isRtl, LANGUAGE_URL_PARAM } from '@storefront/contracts';
import type { Route } from './+types/root';
import { AnalyticsConsent } from './features/analytics/analytics-consent.tsx';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { i18nForBundle } from './features/locale/i18n.ts';
import { FALLBACK_MESSAGES } from './features/locale/fallback-messages.ts';
import { useLocaleSync } from './features/locale/use-locale-sync.ts';
import { AppShell } from './shell/app-shell.tsx';
import { pageMeta } from './shell/page-meta.ts';
import { ShopperProviders } from './shell/shopper-providers.tsx';
import { loadShellData, type ShellData } from './shell/shell-data.server.ts';
import { themeColorProperties } from './shell/theme-colors.ts';

/**
 * The stylesheet is written into the page instead of linked: a stylesheet file is the one request
 * that holds back the first paint, and on a slow phone network it shares the line with the
 * scripts (Lighthouse's first paint went from 2.5 s to about 1 s). Only the server build carries
 * the text (Vite drops the other branch from the browser's bundle); the browser reads it back from
 * the page, so hydration finds the same element and a client-side re-render keeps it.
 */
const STYLES_ID = 'storefront-styles';
const styles: string = import.meta.env.SSR
  ? (await import('./styles/app.css?inline')).default
  : (document.getElementById(STYLES_ID)?.textContent ?? '');

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, null);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShellData(request, context);
}

/**
 * The shell data changes only with the language, and a language change reloads the page
 * (SPEC §4): page navigations and searches never load it again. Submissions still may.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;

/** The document around every page and error page, in the page language and theme colours. */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const { theme } = shell ?? {};
  return (
    <html
      lang={shell?.langId ?? 'en'}
      dir={shell?.dir ?? 'ltr'}
      style={themeColorProperties(theme?.color) as CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {theme?.metadata_icon && (
          <>
            {/* The server renders the theme icon as these PNG files for browsers and home screens that take no SVG. */}
            <link rel="icon" href="/favicon.ico" sizes="48x48" />
            <link rel="icon" href={theme.metadata_icon} sizes="any" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          </>
        )}
        {theme && <meta name="theme-color" content={theme.color} />}
        {shell && (
          <link
            rel="manifest"
            href={`/manifest.webmanifest${shell.langId === shell.defaultLangId ? '' : `?${LANGUAGE_URL_PARAM}=${shell.langId}`}`}
          />
        )}
        <style id={STYLES_ID} dangerouslySetInnerHTML={{ __html: styles }} />
        {/* Stylesheets need no nonce (style-src allows 'self'). Without an explicit one, Links
            writes the CSP nonce on the server, while browsers hide nonce values from the DOM:
            hydration then reports a mismatch in the console. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = i18nForBundle(loaderData.translations);
  const configured = useMemo(() => loaderData.languages.map((language) => language.langId), [loaderData.languages]);
  useLocaleSync(loaderData.translations, configured);
  return (
    <TranslationProvider i18n={i18n}>
      <AuthProvider apiHost={loaderData.publicConfig.apiHost} language={loaderData.langId}>
        <ShopperProviders>
          <AppShell shell={loaderData}>
            <Outlet />
          </AppShell>
          <AnalyticsConsent apiHost={loaderData.publicConfig.apiHost} language={loaderData.langId} />
        </ShopperProviders>
      </AuthProvider>
    </TranslationProvider>
  );
}

/**
 * Reached only when the shell itself failed (pages have their own boundaries), usually because
 * the API could not be reached: without its translations the message is shown in both languages.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return (
    <main className="fatal-error">
      {(['en', 'ar'] as const).map((langId) => (
        <section key={langId} lang={langId} dir={isRtl(langId) ? 'rtl' : 'ltr'} className="fatal-error__message">
          <h1>{FALLBACK_MESSAGES[langId]['ui.prisma.error.title']}</h1>
          <p>{FALLBACK_MESSAGES[langId]['ui.prisma.toast.error.generic']}</p>
          <p>
            {/* A full reload, not a client navigation: the shell data must be loaded again. */}
            <a href="/" className="button">
              {FALLBACK_MESSAGES[langId]['ui.prisma.error.retry']}
            </a>
          </p>
        </section>
      ))}
    </main>
  );
}
