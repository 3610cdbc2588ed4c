import type { ContentLanguage } from './language.ts';

/** "1 minute", "5 minutes"; Arabic counts its nouns in four forms (one, two, three to ten, eleven and up). */
export function minutesText(minutes: number, language: ContentLanguage): string {
  if (language === 'en') return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  return `${minutes} ${minutes >= 3 && minutes <= 10 ? 'دقائق' : 'دقيقة'}`;
}
