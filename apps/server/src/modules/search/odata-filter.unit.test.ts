import { describe, expect, it } from 'vitest';
import { productNameStartsWith } from '@storefront/contracts';
import { parseProductNameFilter } from './odata-filter.ts';

describe('parseProductNameFilter', () => {
  it.each([
    ["startswith(productName,'sma')", 'sma'],
    ["startswith(tolower(productName),'sma')", 'sma'],
    ["startswith( productName , 'Noor Pro' )", 'Noor Pro'],
    [" startswith(tolower( productName ),'هاتف') ", 'هاتف'],
    ["startswith(productName,'Lu''bati')", "Lu'bati"],
    ["startswith(productName,'''')", "'"],
    ["startswith(productName,'a'' or ''1''=''1')", "a' or '1'='1"],
    ["startswith(productName,'100% _cotton\\')", '100% _cotton\\'],
    ["startswith(productName,'')", ''],
  ])('reads %s as the text %j', (filter, text) => {
    expect(parseProductNameFilter(filter)).toEqual({ ok: true, text });
  });

  it.each([
    '',
    'productName',
    "startswith(productName,'a') or 1 eq 1",
    "startswith(productName,'a') and startswith(productName,'b')",
    "startswith(productName,'a');drop table products",
    "startswith(productName,'a'",
    "startswith(productName,'a)",
    "startswith(productName,'a'')",
    "startswith(productName,'it's')",
    'startswith(productName,a)',
    'startswith(productName,"a")',
    "startswith(description,'a')",
    "startswith(ProductName,'a')",
    "StartsWith(productName,'a')",
    "endswith(productName,'a')",
    "contains(productName,'a')",
    "productName eq 'a'",
    "startswith(toupper(productName),'a')",
    "startswith(tolower(tolower(productName)),'a')",
    "startswith('a',productName)",
    "not startswith(productName,'a')",
    "(startswith(productName,'a'))",
    "startswith(productName,'a'),startswith(productName,'b')",
  ])('refuses %j', (filter) => {
    expect(parseProductNameFilter(filter)).toEqual({ ok: false, reason: expect.stringContaining('startswith') });
  });

  it('reads back what the storefront builds, whatever the text', () => {
    for (const text of ["Lu'bati", "''", 'ساعة ذكية', ' spaced ', '%_\\']) {
      expect(parseProductNameFilter(productNameStartsWith(text))).toEqual({ ok: true, text });
    }
  });
});
