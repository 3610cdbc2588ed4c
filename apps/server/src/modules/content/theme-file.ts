import { z } from 'zod';
import { ThemeConfigSchema, type ThemeConfig } from '@storefront/contracts';
import type { ContentLanguage } from '../../lib/language.ts';

/** Text an operator may write once or per language: "Souq" or { "en": "Souq", "ar": "سوق" }. */
const LocalizedTextSchema = z.union([z.string(), z.record(z.string(), z.string())]);
const LOCALIZED_FIELDS = ['address', 'copy_right', 'metadata_title', 'metadata_description'] as const;

/** The operator-edited theme file: the API's ThemeConfig with per-language text allowed. */
export const ThemeFileSchema = ThemeConfigSchema.extend({
  address: LocalizedTextSchema.nullable().default(null),
  copy_right: LocalizedTextSchema.nullable().default(null),
  metadata_title: LocalizedTextSchema.default('Storefront'),
  metadata_description: LocalizedTextSchema.nullable().default(null),
}).strict();
export type ThemeFile = z.infer<typeof ThemeFileSchema>;

export class ThemeFileError extends Error {
  override name = 'ThemeFileError';
}

export function parseThemeFile(text: string, file: string): ThemeFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ThemeFileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ThemeFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ThemeFileError(`${file} is not a valid theme configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function resolveTheme(theme: ThemeFile, language: ContentLanguage): ThemeConfig {
  const pick = (value: string | Record<string, string> | null): string | null =>
    value === null || typeof value === 'string'
      ? value
      : (value[language] ?? value.en ?? Object.values(value)[0] ?? null);
  const resolved: Record<string, unknown> = { ...theme };
  for (const field of LOCALIZED_FIELDS) resolved[field] = pick(theme[field]);
  return resolved as ThemeConfig;
}

/** Where the published theme is read from on every use (the content store: PublishedContent). */
export interface ThemeSource {
  get(): ThemeFile;
}
