import { describe, expect, it } from 'vitest';
import { isolateLtr, visualRuns } from './bidi-runs.ts';

/** What ends up on the page, left to right: fontkit draws each run with Arabic letters reversed. */
const drawn = (runs: string[]) =>
  runs.map((run) => (/[\u0600-\u06FF]/.test(run) ? [...run].reverse().join('') : run)).join('');
const reversed = (text: string) => [...text].reverse().join('');

describe('visual runs of a line', () => {
  it('leaves left-to-right text as one run', () => {
    expect(visualRuns('Order SQ-2026-000123', 'ltr')).toEqual(['Order SQ-2026-000123']);
  });

  it('puts an Arabic line’s words right to left, numbers and Latin kept left to right', () => {
    expect(visualRuns('فاتورة الطلب SQ-2026-000123', 'rtl')).toEqual(['SQ-2026-000123', 'فاتورة الطلب ']);
    expect(drawn(visualRuns('فاتورة الطلب SQ-2026-000123', 'rtl'))).toBe(`SQ-2026-000123 ${reversed('فاتورة الطلب')}`);
    expect(drawn(visualRuns('المجموع: 12.500 د.ك', 'rtl'))).toBe(`${reversed('د.ك')} 12.500 ${reversed('المجموع:')}`);
  });

  it('orders an Arabic name inside an English line as one right-to-left run', () => {
    expect(visualRuns('Bill to فاطمة العنزي, Kaifan', 'ltr')).toEqual(['Bill to ', 'فاطمة العنزي', ', Kaifan']);
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(drawn(visualRuns('الكمية (2)', 'rtl'))).toBe(`(2) ${reversed('الكمية')}`);
  });

  it('keeps an isolated phone number in reading order inside Arabic text, without drawing the isolate marks', () => {
    expect(drawn(visualRuns(`هاتف ${isolateLtr('+965 2222 0000')}`, 'rtl'))).toBe(`+965 2222 0000 ${reversed('هاتف')}`);
    expect(drawn(visualRuns('هاتف +965 2222 0000', 'rtl'))).not.toBe(`+965 2222 0000 ${reversed('هاتف')}`);
  });
});
