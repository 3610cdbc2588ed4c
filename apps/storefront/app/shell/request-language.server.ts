import { z } from 'zod';
import type { AppLoadContext } from 'react-router';
import {
  createAnswerCache,
  defaultLanguageOf,
  LANGUAGE_STORAGE_KEY,
  LanguageSchema,
  readCookie,
  type Language,
} from '@storefront/contracts';
import { createApiClient, type ApiClient } from '../lib/api/api-client.ts';
import { pickRequestLanguage } from '../features/locale/language-preference.ts';

export interface RequestLanguage {
  langId: string;
  /** The language at the plain address: what a visitor who chose none gets (ADR 025). */
  defaultLangId: string;
  /** Every language the API knows. */
  known: Language[];
}

/**
 * What every page of a language shares (the languages offered, the theme, texts and menus), kept
 * by this renderer for a short while, so a page not rendered before asks the API only for its
 * own data. An edit to them shows within this time (ADR 027).
 */
export const SHARED_ANSWER_TTL_MS = 10_000;
export const sharedAnswers = createAnswerCache({ ttlMs: SHARED_ANSWER_TTL_MS, maxEntries: 50 });
// No change notices reach the renderer (it may run on another host): the time limit alone applies.
sharedAnswers.setListening(true);

/** One answer per request: the root loader and the page's loader run side by side and share it. */
const languageByRequest = new WeakMap<Request, Promise<RequestLanguage>>();

/** The language a request is rendered in (SPEC §4: cookie, then Accept-Language, then the first known). */
export function resolveRequestLanguage(request: Request, context: AppLoadContext): Promise<RequestLanguage> {
  let resolved = languageByRequest.get(request);
  if (!resolved) {
    resolved = lookUpRequestLanguage(request, context);
    languageByRequest.set(request, resolved);
  }
  return resolved;
}

async function lookUpRequestLanguage(request: Request, context: AppLoadContext): Promise<RequestLanguage> {
  // The look-up itself goes in the stored language; which one does not change the list.
  const storedLanguage = readCookie(request.headers.get('cookie'), LANGUAGE_STORAGE_KEY) ?? 'en';
  const known = await sharedAnswers.get(`languages:${storedLanguage}`, () =>
    createServerApi(context, storedLanguage).get('/api/locale/languages/lookup', { schema: z.array(LanguageSchema) }),
  );
  return {
    defaultLangId: defaultLanguageOf(known.map((language) => language.langId)),
    langId: pickRequestLanguage(
      known.map((language) => language.langId),
      request,
    ),
    known,
  };
}

export function createServerApi(context: AppLoadContext, language: string): ApiClient {
  return createApiClient({ fetch: context.apiFetch, apiHost: null, language });
}

/** The API client of a page loader, asking in the language the page is rendered in. */
export async function createPageApi(request: Request, context: AppLoadContext): Promise<ApiClient> {
  const { langId } = await resolveRequestLanguage(request, context);
  return createServerApi(context, langId);
}
