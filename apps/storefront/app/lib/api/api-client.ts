import type { z } from 'zod';
import { LANGUAGE_HEADER, type ApiError, type ErrorCode } from '@storefront/contracts';
import { userIdFromAccessToken } from './access-token.ts';
import { buildApiUrl, type PathParams, type Query } from './api-url.ts';
import type { ApiAnswer, ApiBodyOption, ApiMethod, ApiPath, ApiPathParams, ApiQuery } from './api-types.ts';

/** A non-2xx answer: its status and the API's error body (null when it sent none we can read). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `The API answered ${status}`);
  }

  /** The API's code for the failure: one of contracts' ErrorCode (error-codes.ts), which the server's errors carry. */
  get code(): ErrorCode | undefined {
    return this.body?.code as ErrorCode | undefined;
  }
}

export interface ApiClientConfig {
  /** `window.fetch` in the browser, the server's in-process `apiFetch` in loaders. */
  fetch: typeof fetch;
  /** SPEC §7 host prefix; null keeps paths relative to the current origin. */
  apiHost: string | null;
  /** Sent as the `language` header on every call (SPEC §7). */
  language: string;
  /**
   * The token to send, read at call time so a refresh is picked up; it may first wait for the
   * session to start or a due refresh to finish. Its `nameid` fills `{userId}` in paths.
   */
  getAccessToken?: () => string | null | Promise<string | null>;
  /**
   * Asked once when a call sent with `token` is answered 401; resolving true retries the call
   * once with the token `getAccessToken` then gives (a refreshed one).
   */
  recoverFromUnauthorized?: (error: ApiRequestError, token: string) => Promise<boolean>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType | undefined> {
  query?: Query;
  /** Values of the path's `{name}` placeholders; `{userId}` defaults to the token's user. */
  params?: PathParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (uploads); the browser writes the boundary header itself. */
  form?: FormData;
  /** Validates the answer (server loaders). Browser code leaves it out so zod stays out of the bundle. */
  schema?: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the call outlive the page (a session ended while the tab closes). */
  keepalive?: boolean;
  /** False when a 401 is the expected answer and must not start a token recovery. */
  recover?: boolean;
}

/**
 * The options of a call to `path`, typed from the server's OpenAPI document: its query, its
 * JSON body, its path parameters (required when the path has any besides `{userId}`), and a
 * schema only when its output is what the route answers.
 */
type TypedOptions<P extends ApiPath<M>, M extends ApiMethod, S> = Omit<
  RequestOptions<undefined>,
  'query' | 'params' | 'body' | 'schema'
> & { query?: ApiQuery<P, M>; schema?: S } & ApiBodyOption<P, M> &
  (keyof ApiPathParams<P, M> extends never
    ? { params?: { userId?: string } }
    : { params: ApiPathParams<P, M> & { userId?: string } });

/** The options argument, which may be left out when nothing in it is required. */
type OptionsArgument<P extends ApiPath<M>, M extends ApiMethod, S> = keyof ApiPathParams<P, M> extends never
  ? [options?: TypedOptions<P, M, S>]
  : [options: TypedOptions<P, M, S>];

/**
 * The answer's type: the schema's output when one is given (it must fit the route's answer),
 * else the route's answer as the OpenAPI document declares it, which the browser trusts because
 * every API route serialises its answers through that declared schema.
 */
type Answer<S, P extends ApiPath<M>, M extends ApiMethod> = S extends z.ZodType ? z.output<S> : ApiAnswer<P, M>;

type TypedCall<M extends ApiMethod> = <
  P extends ApiPath<M>,
  S extends z.ZodType<ApiAnswer<P, M>> | undefined = undefined,
>(
  path: P,
  ...[options]: OptionsArgument<P, M, S>
) => Promise<Answer<S, P, M>>;

/** The one typed API client, for server loaders and the browser alike. */
export function createApiClient(config: ApiClientConfig) {
  async function send(
    method: Method,
    path: string,
    options: RequestOptions<z.ZodType | undefined>,
    token: string | null,
  ): Promise<Response> {
    const url = buildApiUrl(path, {
      apiHost: config.apiHost,
      query: options.query,
      params: { userId: userIdFromAccessToken(token), ...options.params },
    });
    const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: config.language };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return config.fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  }

  /**
   * Sends with the current token (recovering once from a 401) and resolves a 2xx answer; throws ApiRequestError
   * otherwise.
   */
  async function fetchOk(
    method: Method,
    path: string,
    options: RequestOptions<z.ZodType | undefined> = {},
  ): Promise<Response> {
    const token = (await config.getAccessToken?.()) ?? null;
    let response = await send(method, path, options, token);
    if (response.status === 401 && token && options.recover !== false && config.recoverFromUnauthorized) {
      const error = new ApiRequestError(401, await readErrorBody(response));
      if (!(await config.recoverFromUnauthorized(error, token))) throw error;
      response = await send(method, path, options, (await config.getAccessToken?.()) ?? null);
    }
    if (!response.ok) throw new ApiRequestError(response.status, await readErrorBody(response));
    return response;
  }

  async function request(method: Method, path: string, options: RequestOptions<z.ZodType | undefined> = {}) {
    const response = await fetchOk(method, path, options);
    const text = await response.text();
    const json: unknown = text === '' ? undefined : JSON.parse(text);
    return options.schema ? options.schema.parse(json) : json;
  }

  /** A typed call: `path` is one of the OpenAPI document's paths for `method`. */
  const typed = <U extends Method>(method: U) =>
    ((path: string, options?: RequestOptions<z.ZodType | undefined>) => request(method, path, options)) as TypedCall<
      Lowercase<U>
    >;

  return {
    get: typed('GET'),
    post: typed('POST'),
    put: typed('PUT'),
    delete: typed('DELETE'),
    /**
     * A path the shop's operator configures (THEME_PATH), which the types cannot know: the
     * schema checks its answer instead.
     */
    getConfigured: <S extends z.ZodType>(
      path: string,
      options: Omit<RequestOptions<S>, 'body' | 'form'> & { schema: S },
    ) => request('GET', path, options) as Promise<z.output<S>>,
    /** A file the API answers (an invoice PDF), fetched with the token a plain link could not send. */
    getBlob: async <P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArgument<P, 'get', undefined>) =>
      (await fetchOk('GET', path, options as RequestOptions<undefined>)).blob(),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The API's error body (SPEC §8), checked by hand: this module runs in the browser, without zod. */
async function readErrorBody(response: Response): Promise<ApiError | null> {
  try {
    return toApiError(await response.json());
  } catch {
    return null;
  }
}

function toApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, code, errors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const fieldErrors = Array.isArray(errors)
    ? errors.filter(
        (item): item is { field: string; message: string } =>
          typeof item?.field === 'string' && typeof item?.message === 'string',
      )
    : undefined;
  return {
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(fieldErrors ? { errors: fieldErrors.map(({ field, message: text }) => ({ field, message: text })) } : {}),
  };
}
