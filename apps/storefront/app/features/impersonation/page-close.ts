/**
 * SPEC §4: the impersonation ends when the page is hidden and then closed. `pagehide` fires on
 * every unload, reloads and language changes included, but closing a tab hides it first, while a
 * reload or a link leaves it visible until after `pagehide`. So only a page already hidden ends
 * the session, and a reload keeps it.
 */
export function isClosingHiddenPage(visibilityState: DocumentVisibilityState): boolean {
  return visibilityState === 'hidden';
}
