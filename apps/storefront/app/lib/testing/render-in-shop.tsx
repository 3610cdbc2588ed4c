import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { TranslationProvider } from '../use-translation.tsx';
import { createRoutesStub, useLocation } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nForBundle } from '../../features/locale/i18n.ts';
import { createApiClient } from '../api/api-client.ts';
import { ApiProvider } from '../api/api-context.tsx';

// How storefront components are tested (ADR 022): rendered in happy-dom with React Testing
// Library, inside the providers the shell gives them (English texts as the server seeds them,
// the real API client) and a React Router stub, against a fake API that answers by path.
// A test file opts in with the `@vitest-environment happy-dom` comment.

afterEach(cleanup);

/** The shopper the fake session acts for: the client puts it in place of {userId}. */
export const SHOPPER_ID = 'u-1';
const TOKEN = `e30.${btoa(JSON.stringify({ nameid: SHOPPER_ID })).replace(/=+$/, '')}.signature`;

const seedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../server/src/modules/locale/seed/en',
);
/** The English texts the server seeds (every ui.prisma.* key), so tests read what shoppers read. */
const englishTexts: Record<string, string> = Object.assign(
  {},
  ...readdirSync(seedDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as Record<string, string>),
);
const english = { langId: 'en', version: 1, values: englishTexts };
/** A text as the English shop shows it. */
export const t = (key: string, values: Record<string, unknown> = {}): string => i18nForBundle(english).t(key, values);

export interface FakeCall {
  method: string;
  /** The path with its query, as the client sent it. */
  url: string;
  body: unknown;
}
/** Answers a call: a JSON body (status 200), or a Response for anything else. */
type FakeRoute = (call: FakeCall) => unknown;

/** A fake API: `routes` maps "GET /web-gw/users/u-1/cart" (no query) to its answer; every call is recorded. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${url.split('?')[0]}`];
    if (!route) return Response.json({ message: `No fake answer for ${call.method} ${url}` }, { status: 404 });
    const answer = await route(call);
    return answer instanceof Response ? answer : Response.json(answer ?? null);
  });
  const client = createApiClient({ fetch, apiHost: null, language: 'en', getAccessToken: () => TOKEN });
  return { clients: { acting: client, own: client }, calls };
}

function ShownPath() {
  return <p>Page {useLocation().pathname}</p>;
}

/**
 * Renders `element` at `/` inside the shop's providers; `pages` adds routes (`/products/:id` …)
 * that show the path they were opened at ("Page /products/12"), so a test sees where a link or a
 * navigation led.
 */
export function renderInShop(
  element: ReactNode,
  { api, pages = [] }: { api: ReturnType<typeof fakeApi>; pages?: string[] },
) {
  const i18n = i18nForBundle(english);
  const Stub = createRoutesStub([
    { path: '/', Component: () => <>{element}</> },
    ...pages.map((page) => ({ path: page, Component: ShownPath })),
  ]);
  return render(
    <TranslationProvider i18n={i18n}>
      <ApiProvider clients={api.clients}>
        <Stub initialEntries={['/']} />
      </ApiProvider>
    </TranslationProvider>,
  );
}
