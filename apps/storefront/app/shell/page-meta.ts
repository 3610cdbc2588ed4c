import type { MetaDescriptor } from 'react-router';
import type { ShellData } from './shell-data.server.ts';

/** The part of a route's meta arguments this helper reads (any route's `matches` fit). */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * Title "page – shop" and the theme's description for a page whose name is the translation
 * `titleKey`; the shop name alone when titleKey is null. Meta functions cannot use hooks, so
 * the texts come from the root loader data.
 */
export function pageMeta(matches: MetaMatches, titleKey: string | null): MetaDescriptor[] {
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  if (!shell) return [];
  const { metadata_title: shopName, metadata_description: description } = shell.theme;
  const pageName = titleKey ? shell.translations.values[titleKey] : null;
  return [{ title: pageName ? `${pageName} – ${shopName}` : shopName }, ...(description ? [{ name: 'description', content: description }] : [])];
}
