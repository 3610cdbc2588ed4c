import { describe, expect, it } from 'vitest';
import { filsToKwd, jsonWithDecimals, kwdToFils } from './kwd-amount.ts';

describe('KWD amounts between the shop (fils) and gateways (3-place decimals)', () => {
  it('writes fils as a 3-place decimal', () => {
    expect(filsToKwd(1)).toBe('0.001');
    expect(filsToKwd(10)).toBe('0.010');
    expect(filsToKwd(2500)).toBe('2.500');
    expect(filsToKwd(999_999)).toBe('999.999');
    expect(filsToKwd(1_000_000)).toBe('1000.000');
    expect(() => filsToKwd(1.5)).toThrow(RangeError);
    expect(() => filsToKwd(-1)).toThrow(RangeError);
  });

  it('reads JSON numbers and decimal strings exactly, and refuses what is not a KWD amount', () => {
    expect(kwdToFils(0.001)).toBe(1);
    expect(kwdToFils(999.999)).toBe(999_999);
    expect(kwdToFils(2.5)).toBe(2500);
    expect(kwdToFils('2.500')).toBe(2500);
    expect(kwdToFils(12)).toBe(12_000);
    // 0.1 + 0.2 is 0.30000000000000004: no rounding turns it into 300 fils.
    expect(kwdToFils(0.1 + 0.2)).toBeNull();
    expect(kwdToFils('1.2345')).toBeNull();
    expect(kwdToFils('1,205.00')).toBeNull();
    expect(kwdToFils(-1)).toBeNull();
    expect(kwdToFils(null)).toBeNull();
  });

  it('round-trips amounts up to 1,000 KD, every fils part of a dinar among them', () => {
    const wrong: number[] = [];
    // A step of 7 fils (prime to 1000) meets every one of the 1000 fils parts many times over.
    for (let fils = 0; fils <= 1_000_000; fils += 7) if (kwdToFils(Number(filsToKwd(fils))) !== fils) wrong.push(fils);
    expect(wrong).toEqual([]);
  });

  it('writes decimal fields as JSON numbers with their three places', () => {
    expect(jsonWithDecimals({ Comment: 'x' }, { Amount: '0.010' })).toBe('{"Comment":"x","Amount":0.010}');
    expect(JSON.parse(jsonWithDecimals({}, { InvoiceValue: '999.999' })).InvoiceValue).toBe(999.999);
  });
});
