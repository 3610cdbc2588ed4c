import { describe, expect, it } from 'vitest';
import { formatKd, parseKd, parsePercent, parseUnits } from './money.ts';

describe('KD typed by staff, to fils', () => {
  it('reads whole KD and up to three decimals exactly, as text and never through a float', () => {
    expect(parseKd('12')).toBe(12_000);
    expect(parseKd('12.5')).toBe(12_500);
    expect(parseKd('12.50')).toBe(12_500);
    expect(parseKd('12.505')).toBe(12_505);
    expect(parseKd('0.001')).toBe(1);
    expect(parseKd('0')).toBe(0);
    // 1.005 × 1000 is 1004.9999999999999 as a float; the text reading keeps the fils.
    expect(parseKd('1.005')).toBe(1_005);
    expect(parseKd('9999999.999')).toBe(9_999_999_999);
  });

  it('accepts a comma as the decimal mark, spaces around, and Arabic digits and separator', () => {
    expect(parseKd('3,250')).toBe(3_250);
    expect(parseKd('  7.1 ')).toBe(7_100);
    expect(parseKd('١٢٫٥٠٠')).toBe(12_500);
    expect(parseKd('۳.۲۵')).toBe(3_250);
  });

  it('refuses more than three decimals rather than rounding them', () => {
    expect(parseKd('1.0001')).toBeNull();
    expect(parseKd('12.5555')).toBeNull();
  });

  it('refuses a negative amount unless asked for a signed one', () => {
    expect(parseKd('-1.250')).toBeNull();
    expect(parseKd('-1.250', { signed: true })).toBe(-1_250);
    expect(parseKd('-0.5', { signed: true })).toBe(-500);
  });

  it('refuses junk', () => {
    for (const junk of [
      '',
      ' ',
      'abc',
      '1.2.3',
      '.5',
      '5.',
      '1e3',
      '0x10',
      '+5',
      '1 000',
      'KD 5',
      '5 KD',
      'NaN',
      '12345678',
    ])
      expect(parseKd(junk), junk).toBeNull();
  });
});

describe('fils shown as KD', () => {
  it('prints three decimals with Latin digits, negatives with a minus', () => {
    expect(formatKd(12_500)).toBe('12.500');
    expect(formatKd(1)).toBe('0.001');
    expect(formatKd(0)).toBe('0.000');
    expect(formatKd(-1_250)).toBe('-1.250');
    expect(formatKd(1_000_000_000)).toBe('1000000.000');
  });

  it('reads back what it prints', () => {
    for (const fils of [0, 1, 10, 999, 1_000, 12_345, 999_999_999]) expect(parseKd(formatKd(fils))).toBe(fils);
    expect(parseKd(formatKd(-7), { signed: true })).toBe(-7);
  });
});

describe('percentages and units typed by staff', () => {
  it('reads a percentage with at most two decimals as hundredths of a percent', () => {
    expect(parsePercent('10.5')).toBe(1_050);
    expect(parsePercent('-20')).toBe(-2_000);
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('ten')).toBeNull();
  });

  it('reads whole units from 0 to 1,000,000, Arabic digits too', () => {
    expect(parseUnits('0')).toBe(0);
    expect(parseUnits(' 25 ')).toBe(25);
    expect(parseUnits('١٠')).toBe(10);
    expect(parseUnits('1000000')).toBe(1_000_000);
    for (const junk of ['', '-1', '1.5', '1000001', 'a', '1e3']) expect(parseUnits(junk), junk).toBeNull();
  });
});
