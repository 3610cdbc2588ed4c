import { createHash } from 'node:crypto';
import { ANALYTICS_SESSION_ID_PATTERN, ANALYTICS_TIMEOUT_MS } from '@storefront/contracts';
import type { AnalyticsEventRow } from './analytics.repository.ts';

/** The GA4 Measurement Protocol for a Firebase app (app stream), as Google documents it. */
export interface MeasurementProtocolTarget {
  collectUrl: string;
  firebaseAppId: string;
  apiSecret: string;
}

/** The request body of one app instance's events: `app_instance_id` is 32 hex digits, events at most 25. */
export interface MeasurementProtocolBody {
  app_instance_id: string;
  events: { name: string; params: Record<string, unknown>; timestamp_micros: number }[];
}

/**
 * The body for one session's stored events. A purchase no browser claimed gets an instance id made from its
 * order number, so GA4 still counts the sale (as a separate user).
 */
export function measurementBody(rows: AnalyticsEventRow[]): MeasurementProtocolBody {
  const sessionId = rows.find((row) => row.sessionId)?.sessionId;
  const instanceId =
    sessionId && ANALYTICS_SESSION_ID_PATTERN.test(sessionId)
      ? sessionId
      : createHash('md5')
          .update(`order:${rows[0]?.transactionId ?? rows[0]?.id}`)
          .digest('hex');
  return {
    app_instance_id: instanceId,
    events: rows.map((row) => ({
      name: row.name,
      params: { ...row.params, engagement_time_msec: 1 },
      timestamp_micros: row.occurredAt.getTime() * 1000,
    })),
  };
}

/** Posts one body; throws on no answer within SPEC §9's 60 s or an answer other than 2xx (the job retries). */
export async function sendToMeasurementProtocol(target: MeasurementProtocolTarget, body: MeasurementProtocolBody) {
  const url = new URL(target.collectUrl);
  url.searchParams.set('firebase_app_id', target.firebaseAppId);
  url.searchParams.set('api_secret', target.apiSecret);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The Measurement Protocol answered ${response.status}.`);
}
