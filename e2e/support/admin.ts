import type { Page } from 'playwright-core';
import { ar, en } from '../../apps/admin/src/i18n/messages.ts';
import type { Language } from './translations.ts';

// Page helpers for the back office, as a staff member uses it.

/** The back office's texts in each language. */
export const ADMIN_TEXT = { en, ar };

/** The seeded catalogue manager (README's staff table). */
export const CATALOGUE_MANAGER = {
  email: 'catalogue@example.com',
  password: 'demo-catalogue-1',
  name: 'Khaled Al-Mutairi',
};

/** The seeded order manager (README's staff table). */
export const ORDER_MANAGER = { email: 'orders@example.com', password: 'demo-orders-1', name: 'Maryam Al-Kandari' };

/** A back-office text with its `{{placeholders}}` filled. */
export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Signs in at /admin/login and waits for the sections' navigation. */
export async function signInToBackOffice(page: Page, language: Language, staff = CATALOGUE_MANAGER): Promise<void> {
  const t = ADMIN_TEXT[language];
  await page.goto('/admin/login');
  await page.getByLabel(t['admin.login.email']).fill(staff.email);
  await page.getByLabel(t['admin.login.password']).fill(staff.password);
  await page.getByRole('button', { name: t['admin.login.submit'] }).click();
  await page.getByRole('navigation', { name: t['admin.nav.label'] }).waitFor();
}
