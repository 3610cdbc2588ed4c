import { z } from 'zod';

export * from './locale-rules.ts';

export const LangIdSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as en or ar');

export const LanguageSchema = z.object({
  langId: LangIdSchema,
  language: z.string(),
  isRtl: z.boolean(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const TranslationSchema = z.object({ langId: LangIdSchema, key: z.string(), value: z.string() });
export type Translation = z.infer<typeof TranslationSchema>;

/** Answer of GET /api/locale/self/translations/versions/{version}: empty translations when the caller is current. */
export const TranslationsResponseSchema = z.object({
  version: z.number().int(),
  langId: LangIdSchema,
  translations: z.array(TranslationSchema),
});
export type TranslationsResponse = z.infer<typeof TranslationsResponseSchema>;
