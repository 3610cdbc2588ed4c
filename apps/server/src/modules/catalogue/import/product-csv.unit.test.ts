import { describe, expect, it } from 'vitest';
import { formatKd, htmlToText, parseKd, textToHtml } from './product-csv.ts';

describe('KD prices', () => {
  it('reads up to three decimals exactly as fils, and names what is wrong otherwise', () => {
    expect(parseKd('12.5')).toBe(12_500);
    expect(parseKd('0.005')).toBe(5);
    expect(parseKd('7')).toBe(7000);
    expect(parseKd('19.999')).toBe(19_999);
    expect(parseKd('1.0005')).toBe('PRICE_DECIMALS');
    expect(parseKd('1,5')).toBe('PRICE_INVALID');
    expect(parseKd('-1')).toBe('PRICE_INVALID');
    expect(parseKd('1e3')).toBe('PRICE_INVALID');
    expect(parseKd('9999999')).toBe('PRICE_TOO_HIGH');
  });

  it('writes fils back as KD with three decimals', () => {
    for (const fils of [0, 5, 12_500, 19_999, 1_000_000_000]) expect(parseKd(formatKd(fils))).toBe(fils);
    expect(formatKd(4005)).toBe('4.005');
  });
});

describe('HTML bodies', () => {
  it('keep their text and line breaks, never their markup or scripts', () => {
    expect(htmlToText('<p>Light &amp; cool.</p><script>alert(1)</script><p>Hand&nbsp;wash &#x1F44D;</p>')).toBe(
      'Light & cool.\nHand\u00a0wash 👍',
    );
    expect(htmlToText('<img src=x onerror=alert(1)>Text<br/>More')).toBe('Text\nMore');
  });

  it('read back what the export wrote', () => {
    for (const text of ['a < b & c > d', 'line one\nline two\n\nafter a blank line', 'قماش "ناعم"'])
      expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
