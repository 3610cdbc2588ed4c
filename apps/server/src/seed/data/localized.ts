import type { Localized } from './types.ts';

/** Shorthand for writing bilingual literals: L('Phones', 'الهواتف'). */
export function L(en: string, ar: string): Localized {
  return { en, ar };
}
