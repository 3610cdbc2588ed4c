import { describe, expect, it } from 'vitest';
import { createRequestCounter, noAnswerFor, reduceAnswer } from './latest-answer.ts';

describe('the latest answer of a shopper', () => {
  it('takes the first answer for the shopper shown', () => {
    const answer = reduceAnswer(noAnswerFor<string>('u1'), {
      type: 'answered',
      userId: 'u1',
      value: 'cart',
      requestNumber: 1,
    });
    expect(answer).toEqual({ userId: 'u1', value: 'cart', requestNumber: 1 });
  });

  it('keeps a newer answer when an older request answers late', () => {
    const shown = { userId: 'u1', value: 'after the change', requestNumber: 5 };
    expect(reduceAnswer(shown, { type: 'answered', userId: 'u1', value: 'before the change', requestNumber: 4 })).toBe(
      shown,
    );
  });

  it('drops an answer for another shopper (signed in or impersonating meanwhile)', () => {
    const shown = noAnswerFor<string>('customer');
    expect(reduceAnswer(shown, { type: 'answered', userId: 'guest', value: 'guest cart', requestNumber: 9 })).toBe(
      shown,
    );
  });

  it('forgets the data when the shopper changes, and keeps it when the same one is named again', () => {
    const shown = { userId: 'guest', value: 'guest cart', requestNumber: 3 };
    expect(reduceAnswer(shown, { type: 'shopperChanged', userId: 'guest' })).toBe(shown);
    expect(reduceAnswer(shown, { type: 'shopperChanged', userId: 'customer' })).toEqual(noAnswerFor('customer'));
  });

  it('numbers requests in the order they are sent', () => {
    const next = createRequestCounter();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
  });
});
