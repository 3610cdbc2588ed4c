import { DeliveryError } from '../senders.ts';

/** How long a provider may take to answer before the message counts as not delivered. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or null when the provider answered something else. */
  body: Record<string, unknown> | null;
}

/**
 * POSTs a form-encoded request as both SMS providers document it. A timeout, a refused connection
 * or a 5xx is `unavailable` (worth trying again later); the caller judges every other answer.
 */
export async function postForm(
  provider: string,
  url: string,
  form: Record<string, string>,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...options.headers },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new DeliveryError('unavailable', `${provider}: ${timedOut ? 'no answer in time' : (error as Error).message}`);
  }
  const raw = await response.text().catch(() => '');
  if (response.status >= 500) throw new DeliveryError('unavailable', `${provider}: HTTP ${response.status}`);
  return { status: response.status, body: parseObject(raw) };
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
