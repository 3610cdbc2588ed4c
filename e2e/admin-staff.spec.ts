import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleErrors, openPage } from './support/browser.ts';
import { LANGUAGES_AND_VIEWPORTS } from './support/translations.ts';
import { ar, en } from '../apps/admin/src/i18n/messages.ts';

// The owner manages the staff on the Staff page: adds a member with a role, changes the role,
// disables and enables them, sets a forgotten password; the member signs in with it and changes
// it on "My account". English and Arabic, phone and desktop.
const TEXT = { en, ar };

async function signIn(page: Page, t: typeof en | typeof ar, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(t['admin.login.email']).fill(email);
  await page.getByLabel(t['admin.login.password']).fill(password);
  await page.getByRole('button', { name: t['admin.login.submit'] }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe.each(LANGUAGES_AND_VIEWPORTS)('the staff page in %s on a %s', (language, viewport) => {
  it('lets the owner add and manage a member, who then signs in and changes their password', async () => {
    const t = TEXT[language];
    const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
    const name = language === 'ar' ? 'فاطمة العلي' : 'Fatma Al-Ali';
    const owner = await openPage({ language, viewport });
    await signIn(owner.page, t, 'owner@example.com', 'demo-owner-1');
    await owner.page.goto('/admin/staff');
    await owner.page.getByRole('heading', { level: 1, name: t['admin.staff.title'] }).waitFor();

    const form = owner.page.getByRole('region', { name: t['admin.staff.add.title'] });
    await form.getByLabel(t['admin.staff.add.name']).fill(name);
    await form.getByLabel(t['admin.login.email']).fill(email);
    await form.getByRole('button', { name: t['admin.staff.column.role'] }).click();
    await owner.page.getByRole('option', { name: t['admin.role.order-manager'] }).click();
    await form.getByLabel(t['admin.staff.add.password']).fill('first-password-1');
    await form.getByRole('button', { name: t['admin.staff.add.submit'] }).click();
    await owner.page.getByRole('status').getByText(name).waitFor();

    const row = owner.page.getByRole('row').filter({ hasText: email });
    expect(
      await row.getByRole('button', { name: t['admin.staff.roleOf'].replace('{{name}}', name) }).textContent(),
    ).toContain(t['admin.role.order-manager']);
    await row.getByRole('button', { name: t['admin.staff.roleOf'].replace('{{name}}', name) }).click();
    await owner.page.getByRole('option', { name: t['admin.role.support'] }).click();
    await owner.page.getByRole('status').getByText(t['admin.staff.roleChanged'].replace('{{name}}', name)).waitFor();

    await row.getByRole('button', { name: t['admin.staff.disable'] }).click();
    await row.getByText(t['admin.staff.status.disabled']).waitFor();
    await row.getByRole('button', { name: t['admin.staff.enable'] }).click();
    await row.getByText(t['admin.staff.status.active']).waitFor();

    await row.getByRole('button', { name: t['admin.staff.setPassword'] }).click();
    const dialog = owner.page.getByRole('dialog', { name: t['admin.staff.setPasswordFor'].replace('{{name}}', name) });
    await dialog.getByLabel(t['admin.staff.add.password']).fill('second-password-2');
    await dialog.getByRole('button', { name: t['admin.staff.setPassword'] }).click();
    await owner.page.getByRole('status').getByText(t['admin.staff.passwordSet'].replace('{{name}}', name)).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(consoleErrors(owner.page)).toEqual([]);
    await owner.context.close();

    const member = await openPage({ language, viewport });
    await signIn(member.page, t, email, 'second-password-2');
    await member.page.goto('/admin/account');
    await member.page.getByText(t['admin.role.support'], { exact: true }).waitFor();
    const password = member.page.getByRole('region', { name: t['admin.account.password.title'] });
    await password.getByLabel(t['admin.account.password.current']).fill('second-password-2');
    await password.getByLabel(t['admin.account.password.new']).fill('my-own-password-3');
    await password.getByRole('button', { name: t['admin.account.password.submit'] }).click();
    await member.page.getByRole('status').getByText(t['admin.account.password.changed']).waitFor();
    // The Staff page is the owner's: a support member's navigation has no link to it.
    const navigation = member.page.getByRole('navigation', { name: t['admin.nav.label'] });
    expect(await navigation.getByRole('link', { name: t['admin.nav.account'] }).count()).toBe(1);
    expect(await navigation.getByRole('link', { name: t['admin.nav.staff'] }).count()).toBe(0);
    expect(consoleErrors(member.page)).toEqual([]);
    await member.context.close();
  });
});
