import { describe, expect, it } from 'vitest';
import { secondsLeft } from './resend-countdown.ts';

describe('resend countdown', () => {
  const sentAt = 1_000_000;
  it('starts at the full wait and counts whole seconds down', () => {
    expect(secondsLeft(sentAt, sentAt, 60)).toBe(60);
    expect(secondsLeft(sentAt, sentAt + 400, 60)).toBe(60);
    expect(secondsLeft(sentAt, sentAt + 1_000, 60)).toBe(59);
  });
  it('ends at 0', () => {
    expect(secondsLeft(sentAt, sentAt + 60_000, 60)).toBe(0);
    expect(secondsLeft(sentAt, sentAt + 600_000, 60)).toBe(0);
  });
});
