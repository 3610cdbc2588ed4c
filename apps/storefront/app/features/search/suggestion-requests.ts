/** SPEC §9: never more than five suggestions. */
export const MAX_SUGGESTIONS = 5;
/** Typing pauses this long before suggestions are asked for, so a word is one request, not one per key. */
export const SUGGESTION_DELAY_MS = 200;

export interface Suggestion {
  productId: number;
  productName: string;
}

type FetchSuggestions = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

/**
 * Debounced suggestion requests where only the newest text's answer counts: a newer request
 * aborts the one in flight, and an answer arriving after a newer request was made is dropped
 * (a sequence number catches the answers an abort came too late for). Empty text sends nothing
 * and answers no suggestions (SPEC §5).
 */
export function createSuggestionRequests(
  fetchSuggestions: FetchSuggestions,
  onAnswer: (suggestions: Suggestion[]) => void,
  delayMs = SUGGESTION_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let sequence = 0;

  function cancel() {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
    sequence++;
  }

  function request(text: string) {
    cancel();
    const query = text.trim();
    if (query === '') {
      onAnswer([]);
      return;
    }
    timer = setTimeout(() => {
      const controller = new AbortController();
      inFlight = controller;
      const mine = ++sequence;
      fetchSuggestions(query, controller.signal).then(
        (suggestions) => {
          if (mine === sequence) onAnswer(suggestions.slice(0, MAX_SUGGESTIONS));
        },
        () => {
          // A failed or aborted request leaves no suggestions rather than an error: search still works.
          if (mine === sequence) onAnswer([]);
        },
      );
    }, delayMs);
  }

  return { request, cancel };
}
