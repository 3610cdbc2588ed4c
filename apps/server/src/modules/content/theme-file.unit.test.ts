import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '@storefront/contracts';
import { parseThemeFile, resolveTheme, ThemeFileError } from './theme-file.ts';

const minimal = { languages: ['en', 'ar'] };

describe('theme file', () => {
  it('fills what the operator leaves out with SPEC defaults (green #57b568, main menu 53)', () => {
    const theme = parseThemeFile(JSON.stringify(minimal), 'theme.json');
    expect(theme.color).toBe(DEFAULT_PRIMARY_COLOR);
    expect(theme.main_menu).toBe(53);
    expect(theme.price_format).toBe('standard-format');
    expect(theme.enforce_checkout_terms).toBe(false);
    // No country is assumed for addresses; the terms live on the usual page.
    expect(theme.default_address_country).toBeNull();
    expect(theme.checkout_terms_page).toBe('terms');
  });

  it('names the field that is wrong, and unknown fields too', () => {
    expect(() => parseThemeFile(JSON.stringify({ ...minimal, color: 'green' }), 'theme.json')).toThrow(/color/);
    expect(() => parseThemeFile(JSON.stringify({ ...minimal, colour: '#000000' }), 'theme.json')).toThrow(/colour/);
    expect(() => parseThemeFile('{', 'theme.json')).toThrow(ThemeFileError);
    expect(() =>
      parseThemeFile(JSON.stringify({ ...minimal, default_address_country: 'Kuwait' }), 'theme.json'),
    ).toThrow(/default_address_country/);
  });

  it('resolves per-language text for the caller, plain text for everyone', () => {
    const theme = parseThemeFile(
      JSON.stringify({ ...minimal, copy_right: { en: '© Shop', ar: '© المتجر' }, address: 'Kuwait City' }),
      't',
    );
    expect(resolveTheme(theme, 'ar')).toMatchObject({ copy_right: '© المتجر', address: 'Kuwait City' });
    expect(resolveTheme(theme, 'en').copy_right).toBe('© Shop');
  });
});
