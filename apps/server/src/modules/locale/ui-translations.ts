import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../lib/server-dir.ts';

/** `seed/<langId>/*.json`: one file per part of the storefront, each a flat key → text map. */
export const UI_TRANSLATIONS_DIR = path.join(serverDir, 'src/modules/locale/seed');

/** Every UI text of a language; a key written in two files is a mistake and throws. */
export function readUiTranslations(langId: string): Record<string, string> {
  const dir = path.join(UI_TRANSLATIONS_DIR, langId);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(texts)) {
      if (key in merged) throw new Error(`Translation key ${key} appears twice in seed/${langId}`);
      merged[key] = value;
    }
  }
  return merged;
}
