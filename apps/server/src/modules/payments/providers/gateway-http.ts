/** An outside gateway did not answer in time, failed (5xx), or answered something that is not its API. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/**
 * One JSON call to an outside gateway. Answers the status and the parsed body for any 2xx–4xx
 * answer (gateways explain a refused request in a 4xx body); throws GatewayUnavailableError when
 * there is no answer within `timeoutMs`, a 5xx, or a body that is not JSON.
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
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
