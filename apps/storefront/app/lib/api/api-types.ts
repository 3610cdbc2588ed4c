import type { QueryValue } from './api-url.ts';
import type { paths } from './openapi.generated.ts';

// Reads the server's OpenAPI document (openapi.generated.ts, `npm run api:types`) as types only:
// nothing here reaches the browser bundle.

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The API's paths that answer `method`, written as the document writes them (`/web-gw/orders/{orderId}`). */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Responses<P extends keyof paths, M extends ApiMethod> = Operation<P, M>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** What a successful call answers (undefined when the route answers no body). */
export type ApiAnswer<P extends ApiPath<M>, M extends ApiMethod> = JsonContent<
  Responses<P, M>[Extract<keyof Responses<P, M>, SuccessStatus>]
>;

type QueryParameters<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<Operation<P, M>['parameters']['query']>;

/**
 * The query parameters the route accepts. A parameter the route reads as free text (which its
 * schema may coerce to a number or a flag) takes any query value; numbers and enumerations keep
 * their type. Null and undefined leave the parameter out.
 */
export type ApiQuery<P extends ApiPath<M>, M extends ApiMethod> = {
  [K in keyof QueryParameters<P, M>]?: string extends QueryParameters<P, M>[K]
    ? QueryValue
    : QueryParameters<P, M>[K] | null;
};

type PathParameters<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<Operation<P, M>['parameters']['path']>;

/**
 * The path's parameters other than `{userId}`, which the client fills from the token. Their
 * values are text in the URL, which the route's schema coerces, so numbers are accepted too.
 */
export type ApiPathParams<P extends ApiPath<M>, M extends ApiMethod> = [PathParameters<P, M>] extends [never]
  ? Record<never, never>
  : { [K in Exclude<keyof PathParameters<P, M>, 'userId'>]: string | number };

/** `body` as the route's JSON request body: required when the route requires one. */
export type ApiBodyOption<P extends ApiPath<M>, M extends ApiMethod> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? { body: B }
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : { body?: never };
