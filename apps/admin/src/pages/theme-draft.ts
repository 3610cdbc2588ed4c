import type { TFunction } from 'i18next';
import type { AdminAnswer } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { en } from '../i18n/messages.ts';

/** The draft theme and menus as the server answers them (ADR 039). */
export type ContentDraft = AdminAnswer<'/admin-api/content/draft', 'get'>;
export type DraftTheme = ContentDraft['theme'];
export type DraftMenu = ContentDraft['menus'][number];
export type DraftMenuItem = DraftMenu['items'][number];
export type ContentVersion = AdminAnswer<'/admin-api/content/versions', 'get'>['items'][number];

/** Text the theme keeps per language (address, copyright, metadata): a plain string is the same in both. */
export type LocalizedText = DraftTheme['address'];
export const textIn = (value: LocalizedText, language: 'en' | 'ar'): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : (value[language] ?? '');
export function withText(value: LocalizedText, language: 'en' | 'ar', text: string): LocalizedText {
  const next = { en: textIn(value, 'en'), ar: textIn(value, 'ar'), [language]: text };
  return next.en === '' && next.ar === '' ? null : next;
}

/** A refused field's text in the staff member's language, by the field's name without its indexes. */
export function contentFieldError(t: TFunction, field: string): string {
  const name = field.replace(/\.\d+/g, '');
  const key = `admin.content.invalid.${/_url$/.test(name) ? 'theme.url' : name}`;
  return t(key in en ? (key as MessageKey) : 'admin.content.invalid.other');
}

/** The next free menu item id of the whole release (ids are unique across menus). */
export const nextItemId = (menus: DraftMenu[]) =>
  Math.max(0, ...menus.flatMap((menu) => menu.items.map((item) => item.id))) + 1;
