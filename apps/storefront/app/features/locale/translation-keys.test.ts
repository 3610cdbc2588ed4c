import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UI_AREA } from '@storefront/contracts';
import { FALLBACK_MESSAGES } from './fallback-messages.ts';
// The server's own reader of the seed files it loads the storefront texts from.
import { readUiTranslations } from '../../../../server/src/modules/locale/ui-translations.ts';

const APP_DIR = fileURLToPath(new URL('../../', import.meta.url));
const seeds = { en: readUiTranslations('en'), ar: readUiTranslations('ar') };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Every full key written as a literal in the storefront's own code (tests excluded). */
function keysUsedInCode(): string[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const keys = files.flatMap((file) =>
    [...readFileSync(join(APP_DIR, file), 'utf8').matchAll(/['"`](ui\.prisma\.[\w.]+)['"`]/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(keys)].sort();
}

describe('storefront translations', () => {
  it('offer the same keys in English and Arabic, all in the ui.prisma area and none empty', () => {
    expect(Object.keys(seeds.ar).sort()).toEqual(Object.keys(seeds.en).sort());
    for (const [key, value] of [...Object.entries(seeds.en), ...Object.entries(seeds.ar)]) {
      expect(key.startsWith(`${UI_AREA}.`), key).toBe(true);
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(seeds.en)) {
      expect(placeholders(seeds.ar[key]!), key).toEqual(placeholders(english));
    }
  });

  it('cover every key the code uses', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in seeds.en))).toEqual([]);
  });

  it('keep the bundled error-page texts equal to the seeds', () => {
    for (const langId of ['en', 'ar'] as const) {
      for (const [key, value] of Object.entries(FALLBACK_MESSAGES[langId])) expect(value, key).toBe(seeds[langId][key]);
    }
  });

  it('give the currency label of SPEC §1', () => {
    expect(seeds.en['ui.prisma.price.currency']).toBe('KD');
  });
});
