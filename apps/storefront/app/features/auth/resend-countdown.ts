import { useEffect, useState } from 'react';

/** Whole seconds left of a `totalSeconds` wait that started at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  return Math.max(0, Math.ceil(totalSeconds - (now - startedAt) / 1000));
}

/** Seconds left before a new code may be requested (SPEC: resend timer); 0 when no code was sent. */
export function useResendCountdown(sentAt: number | null, totalSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : secondsLeft(sentAt, now, totalSeconds);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  // A new code restarts the clock at once, without waiting for the next tick.
  useEffect(() => setNow(Date.now()), [sentAt]);
  return left;
}
