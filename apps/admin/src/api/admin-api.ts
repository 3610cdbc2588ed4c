import type { paths } from './openapi.generated.ts';

// The one way the admin app reaches the server. Paths, bodies and answers are typed from the
// server's OpenAPI document; nothing of that file reaches the bundle.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
export type AdminPath<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Responses<P extends keyof paths, M extends Method> = Operation<P, M>['responses'];
export type AdminAnswer<P extends AdminPath<M>, M extends Method> = JsonOf<
  Responses<P, M>[Extract<keyof Responses<P, M>, 200 | 201 | 204>]
>;
type Body<P extends AdminPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : undefined;
type Query<P extends AdminPath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Q : undefined;
type Params<P extends AdminPath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { path: infer R } } ? R : undefined;

export type StaffTokens = AdminAnswer<'/admin-api/refresh', 'post'>;
export type StaffProfile = AdminAnswer<'/admin-api/me', 'get'>;
export type Permission = StaffProfile['permissions'][number];

/** A refused call: the server's SPEC §8 `code`, message and the fields at fault (`variations.0.sku`). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const TOKENS_KEY = 'admin-session';

export const tokenStore = {
  read(): StaffTokens | null {
    const stored = sessionStorage.getItem(TOKENS_KEY);
    return stored ? (JSON.parse(stored) as StaffTokens) : null;
  },
  write(tokens: StaffTokens | null) {
    if (tokens) sessionStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    else sessionStorage.removeItem(TOKENS_KEY);
  },
};

/** Called when the session has ended for good (signed out elsewhere, expired, disabled). */
let onSessionEnded: () => void = () => undefined;
export const setSessionEndedHandler = (handler: () => void) => void (onSessionEnded = handler);

async function send(method: Method, path: string, token: string | undefined, body: unknown, query: unknown) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const url = search.size > 0 ? `${path}?${search}` : path;
  return fetch(url, {
    method: method.toUpperCase(),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      language: document.documentElement.lang || 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

// Concurrent calls refused together share one refresh: a second would replay the rotated token.
let refreshing: Promise<StaffTokens | null> | null = null;
function refreshTokens(): Promise<StaffTokens | null> {
  refreshing ??= (async () => {
    const refreshToken = tokenStore.read()?.refreshToken;
    if (!refreshToken) return null;
    const response = await send('post', '/admin-api/refresh', undefined, { refreshToken }, undefined);
    const tokens = response.ok ? ((await response.json()) as StaffTokens) : null;
    tokenStore.write(tokens);
    return tokens;
  })().finally(() => (refreshing = null));
  return refreshing;
}

/** Calls an admin route with the session's token; answers its JSON or throws `AdminApiError`. */
export async function adminApi<M extends Method, P extends AdminPath<M>>(
  method: M,
  path: P,
  options: { body?: Body<P, M>; query?: Query<P, M>; params?: Params<P, M> } = {},
): Promise<AdminAnswer<P, M>> {
  // `/admin-api/categories/{id}` with params { id: 7 } → `/admin-api/categories/7`.
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((options.params as Record<string, unknown> | undefined)?.[name])),
  );
  const call = (token: string | undefined) => send(method, url, token, options.body, options.query);
  let response = await call(tokenStore.read()?.accessToken);
  if (response.status === 401 && tokenStore.read()) {
    const { code } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (code === 'INVALID_ACCESS_TOKEN') {
      const tokens = await refreshTokens();
      if (tokens) response = await call(tokens.accessToken);
      else onSessionEnded();
    }
  }
  if (response.status === 204) return undefined as AdminAnswer<P, M>;
  const answer = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    errors?: { field: string; message: string }[];
  };
  if (!response.ok)
    throw new AdminApiError(response.status, answer.code ?? 'INTERNAL_ERROR', answer.message ?? '', answer.errors);
  return answer as AdminAnswer<P, M>;
}

/** A file an admin route answers (an invoice PDF), with the session's token, refreshed once when it expired. */
export async function adminFile(path: string): Promise<Blob> {
  let response = await send('get', path, tokenStore.read()?.accessToken, undefined, undefined);
  if (response.status === 401 && tokenStore.read()) {
    const tokens = await refreshTokens();
    if (tokens) response = await send('get', path, tokens.accessToken, undefined, undefined);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new AdminApiError(response.status, answer.code ?? 'INTERNAL_ERROR', answer.message ?? '');
  }
  return response.blob();
}
