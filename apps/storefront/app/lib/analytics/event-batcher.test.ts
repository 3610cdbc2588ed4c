import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsBatchSchema } from '@storefront/contracts';
import { ANALYTICS_BATCH_TIMEOUT_MS, createEventBatcher } from './event-batcher.ts';

describe('the analytics batch', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const batcher = () => {
    const sent: unknown[] = [];
    const events = createEventBatcher({
      sessionId: 'ab'.repeat(16),
      language: 'ar',
      send: (body) => sent.push(AnalyticsBatchSchema.parse(JSON.parse(body))),
    });
    return { events, sent };
  };

  it('waits at most 60 s after its first event, then sends them all with how long each waited', () => {
    const { events, sent } = batcher();
    events.add('page_view', { page_location: 'https://shop.test/' });
    vi.advanceTimersByTime(20_000);
    events.add('view_item', { items: [{ item_id: '7' }] });
    vi.advanceTimersByTime(ANALYTICS_BATCH_TIMEOUT_MS - 20_001);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        session_id: 'ab'.repeat(16),
        language: 'ar',
        events: [
          { name: 'page_view', params: { page_location: 'https://shop.test/' }, elapsed_ms: 60_000 },
          { name: 'view_item', params: { items: [{ item_id: '7' }] }, elapsed_ms: 40_000 },
        ],
      },
    ]);
    // Nothing pending: no empty batch, and the next event starts a new 60 s.
    vi.advanceTimersByTime(ANALYTICS_BATCH_TIMEOUT_MS * 2);
    expect(sent).toHaveLength(1);
    events.add('search', { search_term: 'عطر', result_count: 0 });
    vi.advanceTimersByTime(ANALYTICS_BATCH_TIMEOUT_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends at once when flushed (the page is hidden) and when it holds 25 events', () => {
    const { events, sent } = batcher();
    events.add('page_view', {});
    events.flush();
    expect(sent).toHaveLength(1);
    events.flush();
    expect(sent).toHaveLength(1);
    for (let n = 0; n < 26; n++) events.add('view_item', {});
    expect(sent).toHaveLength(2);
    expect((sent[1] as { events: unknown[] }).events).toHaveLength(25);
    vi.advanceTimersByTime(ANALYTICS_BATCH_TIMEOUT_MS);
    expect((sent[2] as { events: unknown[] }).events).toHaveLength(1);
  });
});
