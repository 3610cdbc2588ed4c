import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionRequests, type Suggestion } from './suggestion-requests.ts';

const named = (...names: string[]): Suggestion[] =>
  names.map((productName, index) => ({ productId: index + 1, productName }));

/** A fetch whose answers the test releases by hand, in any order. */
function controllableFetch() {
  const calls: {
    text: string;
    signal: AbortSignal;
    answer: (suggestions: Suggestion[]) => void;
  }[] = [];
  const fetch = (text: string, signal: AbortSignal) =>
    new Promise<Suggestion[]>((resolve) => calls.push({ text, signal, answer: resolve }));
  return { fetch, calls };
}

describe('suggestion requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ask once the typing pauses, for the last text only', async () => {
    const { fetch, calls } = controllableFetch();
    const requests = createSuggestionRequests(fetch, () => undefined, 200);
    requests.request('o');
    requests.request('ou');
    requests.request('oud ');
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.text)).toEqual(['oud']);
  });

  it('never let an older answer overwrite a newer one', async () => {
    const { fetch, calls } = controllableFetch();
    const answers: Suggestion[][] = [];
    const requests = createSuggestionRequests(fetch, (suggestions) => answers.push(suggestions), 200);
    requests.request('o');
    await vi.advanceTimersByTimeAsync(200);
    requests.request('ou');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.answer(named('Oud Musk'));
    calls[0]!.answer(named('Olive oil'));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([named('Oud Musk')]);
  });

  it('send nothing for empty text and clear the suggestions', async () => {
    const { fetch, calls } = controllableFetch();
    const answers: Suggestion[][] = [];
    const requests = createSuggestionRequests(fetch, (suggestions) => answers.push(suggestions), 200);
    requests.request('   ');
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(0);
    expect(answers).toEqual([[]]);
  });

  it('keep at most five suggestions', async () => {
    const { fetch, calls } = controllableFetch();
    const answers: Suggestion[][] = [];
    createSuggestionRequests(fetch, (suggestions) => answers.push(suggestions), 0).request('a');
    await vi.runAllTimersAsync();
    calls[0]!.answer(named('a1', 'a2', 'a3', 'a4', 'a5', 'a6'));
    await vi.runAllTimersAsync();
    expect(answers[0]).toHaveLength(5);
  });
});
