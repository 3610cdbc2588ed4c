import type { Page } from 'playwright-core';
import { uiText, type Language } from './translations.ts';

/** The header's search combobox and its suggestion list, as a shopper finds them. */
export function searchBox(page: Page, language: Language) {
  const box = page.getByRole('banner').getByRole('combobox', { name: uiText(language, 'ui.prisma.search.label') });
  const list = page.getByRole('listbox', { name: uiText(language, 'ui.prisma.search.suggestions') });
  return { box, list, options: list.getByRole('option') };
}

/**
 * Waits until React has attached its handlers to the header's search box: text typed before
 * hydration stays in the box without React seeing it, so no request would follow.
 */
export async function waitForSearchBox(page: Page, language: Language): Promise<void> {
  await searchBox(page, language).box.evaluate(async (element) => {
    while (!Object.keys(element).some((key) => key.startsWith('__reactProps'))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
