import type { z } from 'zod';
import { ApiErrorSchema, LANGUAGE_HEADER, type ApiError } from '@storefront/contracts';
import { userIdFromAccessToken } from './access-token.ts';
import { buildApiUrl, type Query } from './api-url.ts';

/** A non-2xx answer: its status and the API's error body (null when it sent none we can read). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `The API answered ${status}`);
  }
}

export interface ApiClientConfig {
  /** `window.fetch` in the browser, the server's in-process `apiFetch` in loaders. */
  fetch: typeof fetch;
  /** SPEC §7 host prefix; null keeps paths relative to the current origin. */
  apiHost: string | null;
  /** Sent as the `language` header on every call (SPEC §7). */
  language: string;
  /** The stored access token, read at call time so a token refresh is picked up. */
  getAccessToken?: () => string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType | undefined> {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the answer; without one the caller gets `unknown`. */
  schema?: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The one typed API client, for server loaders and the browser alike. */
export function createApiClient(config: ApiClientConfig) {
  async function request<S extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    options: RequestOptions<S> = {},
  ): Promise<Answer<S>> {
    const token = config.getAccessToken?.() ?? null;
    const url = buildApiUrl(path, { apiHost: config.apiHost, query: options.query, userId: userIdFromAccessToken(token) });
    const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: config.language };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    const response = await config.fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
    if (!response.ok) throw new ApiRequestError(response.status, await readErrorBody(response));

    const text = await response.text();
    const json: unknown = text === '' ? undefined : JSON.parse(text);
    return (options.schema ? options.schema.parse(json) : json) as Answer<S>;
  }

  return {
    get: <S extends z.ZodType | undefined = undefined>(path: string, options?: Omit<RequestOptions<S>, 'body'>) => request('GET', path, options),
    post: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('POST', path, options),
    put: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('PUT', path, options),
    delete: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) => request('DELETE', path, options),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

async function readErrorBody(response: Response): Promise<ApiError | null> {
  try {
    const parsed = ApiErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
