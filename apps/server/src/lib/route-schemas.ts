import { ApiErrorSchema } from '@storefront/contracts';

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
} as const;
