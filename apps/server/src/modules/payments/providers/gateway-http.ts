import type { z } from 'zod';
import type { Eligibility } from './payment-provider.ts';

/** An outside gateway did not answer in time, failed (5xx), or answered something that is not its API. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** A buy-now-pay-later gateway refused to open a payment for this shopper or total (its scoring said no). */
export class PaymentRejectedError extends Error {
  override name = 'PaymentRejectedError';
  constructor(
    readonly reason: Extract<Eligibility, { eligible: false }>['reason'],
    detail = '',
  ) {
    super(`The gateway rejected the payment: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

/**
 * One JSON call to an outside gateway. Answers the status and the parsed body for any 2xx–4xx
 * answer (gateways explain a refused request in a 4xx body); throws GatewayUnavailableError when
 * there is no answer within `timeoutMs`, a 5xx, or a body that is not JSON.
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnavailableError(`${gateway}: no answer from ${new URL(url).pathname}`, { cause: error });
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new GatewayUnavailableError(`${gateway}: ${response.status} from ${new URL(url).pathname}`);
  }
  try {
    return { status: response.status, body: JSON.parse(await response.text()) as unknown };
  } catch (error) {
    throw new GatewayUnavailableError(`${gateway}: unreadable answer from ${new URL(url).pathname}`, { cause: error });
  }
}

/**
 * A JSON API call whose 2xx answer must match `schema`. A 404 answers no data; another refusal
 * answers the gateway's own message (read from its error body by `refusalMessage`), as the
 * shopper's request was what it refused. 401/403 are the shop's configuration, not the shopper's:
 * nothing to decide on, like no answer, so they throw GatewayUnavailableError with the rest.
 */
export function gatewayJsonCaller(options: {
  gateway: string;
  apiUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
  encodeBody?: (body: unknown) => string;
  refusalMessage: (body: unknown) => string | undefined;
}) {
  const { gateway, apiUrl, headers, timeoutMs, encodeBody = JSON.stringify, refusalMessage } = options;
  return async function call<T extends z.ZodType>(
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: unknown },
    schema: T,
  ): Promise<{ data: z.infer<T> | null; message: string }> {
    const answer = await callGateway(gateway, `${apiUrl}${path}`, {
      ...(init.method === 'POST' ? { method: 'POST', body: encodeBody(init.body) } : init),
      headers,
      timeoutMs,
    });
    if (answer.status < 300) {
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) throw new GatewayUnavailableError(`${gateway}: unexpected answer from ${path}`);
      return { data: parsed.data as z.infer<T>, message: '' };
    }
    if (answer.status === 404) return { data: null, message: 'Not found' };
    const message = answer.status === 401 || answer.status === 403 ? undefined : refusalMessage(answer.body);
    if (message === undefined) throw new GatewayUnavailableError(`${gateway}: ${answer.status} from ${path}`);
    return { data: null, message };
  };
}
