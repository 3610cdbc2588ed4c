import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import { openSignedInPage, waitForStoredAuth, waitForToast } from './support/account.ts';
import { CUSTOMER_MESSAGES } from '../apps/server/src/modules/customers/customer-messages.ts';

/** A 1×1 PNG: the files API sniffs the content, so it must be a real picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    profile: 'Profile',
    displayName: 'Display name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail (optional)',
    saveProfile: 'Save profile',
    saved: CUSTOMER_MESSAGES.profileSaved.en,
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    savePassword: 'Save password',
    passwordChanged: CUSTOMER_MESSAGES.passwordChanged.en,
    addAddress: 'Add an address',
    country: 'Country',
    state: 'Governorate / state',
    area: 'Area',
    block: 'Block',
    street: 'Street',
    building: 'Building',
    saveAddress: 'Save address',
    required: 'This field is required.',
    edit: 'Edit',
    makeDefault: 'Make default',
    delete: 'Delete',
    confirmDelete: 'Yes, delete',
    kuwait: 'Kuwait',
    hawalli: 'Hawalli',
    salmiya: 'Salmiya',
    capital: 'Capital (Al Asimah)',
    kaifan: 'Kaifan',
  },
  ar: {
    profile: 'الملف الشخصي',
    displayName: 'الاسم الظاهر',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني (اختياري)',
    saveProfile: 'حفظ الملف الشخصي',
    saved: CUSTOMER_MESSAGES.profileSaved.ar,
    oldPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    savePassword: 'حفظ كلمة المرور',
    passwordChanged: CUSTOMER_MESSAGES.passwordChanged.ar,
    addAddress: 'إضافة عنوان',
    country: 'الدولة',
    state: 'المحافظة',
    area: 'المنطقة',
    block: 'القطعة',
    street: 'الشارع',
    building: 'المبنى',
    saveAddress: 'حفظ العنوان',
    required: 'هذا الحقل مطلوب.',
    edit: 'تعديل',
    makeDefault: 'اجعله الافتراضي',
    delete: 'حذف',
    confirmDelete: 'نعم، احذف',
    kuwait: 'الكويت',
    hawalli: 'محافظة حولي',
    salmiya: 'السالمية',
    capital: 'محافظة العاصمة',
    kaifan: 'كيفان',
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

async function openAccount(page: Page, text: Text) {
  await page.goto('/account/info');
  await page.getByRole('heading', { name: text.profile }).waitFor();
}

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

async function editProfile(
  page: Page,
  text: Text,
  values: { displayName: string; firstName: string; lastName: string; email: string },
) {
  await field(page, text.displayName).fill(values.displayName);
  await field(page, text.firstName).fill(values.firstName);
  await field(page, text.lastName).fill(values.lastName);
  await field(page, text.email).fill(values.email);
  await page.getByRole('button', { name: text.saveProfile }).click();
}

async function addKuwaitAddress(page: Page, text: Text, details: { block: string; street: string; building: string }) {
  await page.getByRole('button', { name: text.addAddress }).click();
  const form = page.locator('.address-form');
  await form.getByLabel(text.firstName, { exact: true }).fill('Noura');
  await form.getByLabel(text.lastName, { exact: true }).fill('Al-Hajri');
  await form.getByLabel(text.country, { exact: true }).selectOption({ label: text.kuwait });
  await form.getByLabel(text.state, { exact: true }).selectOption({ label: text.hawalli });
  await form.getByLabel(text.area, { exact: true }).selectOption({ label: text.salmiya });
  // Kuwait's couriers need block, street and building (SPEC §5: translated messages).
  await form.getByRole('button', { name: text.saveAddress }).click();
  expect(await form.getByText(text.required).count()).toBe(3);
  await form.getByLabel(text.block, { exact: true }).fill(details.block);
  await form.getByLabel(text.street, { exact: true }).fill(details.street);
  await form.getByLabel(text.building, { exact: true }).fill(details.building);
  await form.getByRole('button', { name: text.saveAddress }).click();
  await form.waitFor({ state: 'detached' });
}

describe('account information (SPEC §2 /account/info)', () => {
  it('sends guests to the login page and back afterwards', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/account/info');
    await page.waitForURL(`${baseUrl()}/login?redirectTo=%2Faccount%2Finfo`);
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    const text = TEXT[language];

    it(`edits the profile and sets, then changes, the password (${language})`, async () => {
      const { context, page, phone } = await openSignedInPage({
        language,
        viewport: language === 'ar' ? 'phone' : 'desktop',
      });
      await openAccount(page, text);
      // The phone is shown, read-only: it changes only by signing in with another number.
      expect(
        await page.getByRole('main').locator(`input[value="+965${phone}"]`).getAttribute('readonly'),
      ).not.toBeNull();

      const names =
        language === 'ar'
          ? { displayName: 'نورة', firstName: 'نورة', lastName: 'الهاجري' }
          : { displayName: 'Noura', firstName: 'Noura', lastName: 'Al-Hajri' };
      await editProfile(page, text, { ...names, email: `noura.${phone}@example.com` });
      await waitForToast(page, text.saved);
      await page.reload();
      await page.getByRole('heading', { name: text.profile }).waitFor();
      expect(await field(page, text.displayName).inputValue()).toBe(names.displayName);
      expect(await field(page, text.email).inputValue()).toBe(`noura.${phone}@example.com`);

      // An account made by phone has no password yet: no old one is asked.
      expect(await field(page, text.oldPassword).count()).toBe(0);
      await field(page, text.newPassword).fill('first-secret-1');
      await field(page, text.confirmPassword).fill('first-secret-1');
      await page.getByRole('button', { name: text.savePassword }).click();
      await waitForToast(page, text.passwordChanged);

      await field(page, text.oldPassword).waitFor();
      await field(page, text.oldPassword).fill('first-secret-1');
      await field(page, text.newPassword).fill('second-secret-2');
      await field(page, text.confirmPassword).fill('second-secret-2');
      await page.getByRole('button', { name: text.savePassword }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: text.passwordChanged }).nth(1).waitFor();
      expect(consoleErrors(page)).toEqual([]);
      await context.close();
    });

    it(`keeps an address book: add, edit, make default, delete (${language})`, async () => {
      const { context, page } = await openSignedInPage({ language });
      await openAccount(page, text);

      await addKuwaitAddress(page, text, { block: '10', street: 'Salem Al-Mubarak', building: '25' });
      const cards = page.locator('.address-card');
      await cards.first().waitFor();
      expect(await cards.first().innerText()).toContain('Salem Al-Mubarak');

      await addKuwaitAddress(page, text, { block: '4', street: 'Street 42', building: '7' });
      await cards.nth(1).waitFor();

      // The first address became the default; make the second one the default instead.
      const second = cards.filter({ hasText: 'Street 42' });
      await second.getByRole('button', { name: text.makeDefault }).click();
      await page.waitForFunction(
        (street) => document.querySelector('.address-card')?.textContent?.includes(street),
        'Street 42',
      );

      // Edit: move it to another state; the area list follows the state.
      await cards
        .filter({ hasText: 'Street 42' })
        .getByRole('button', { name: new RegExp(text.edit) })
        .click();
      const form = page.locator('.address-form');
      await form.getByLabel(text.state, { exact: true }).selectOption({ label: text.capital });
      expect(await form.getByLabel(text.area, { exact: true }).inputValue()).toBe('');
      await form.getByLabel(text.area, { exact: true }).selectOption({ label: text.kaifan });
      await page.getByRole('button', { name: text.saveAddress }).click();
      await cards.filter({ hasText: text.kaifan }).waitFor();

      const first = cards.filter({ hasText: 'Salem Al-Mubarak' });
      await first.getByRole('button', { name: text.delete }).click();
      await first.getByRole('button', { name: text.confirmDelete }).click();
      await page.waitForFunction(() => document.querySelectorAll('.address-card').length === 1);
      await context.close();
    });
  }

  it('uploads an avatar', async () => {
    const { context, page } = await openSignedInPage({ language: 'en' });
    await openAccount(page, TEXT.en);
    await page
      .getByRole('main')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    const avatar = page.getByRole('img', { name: 'Profile picture' });
    await page.waitForFunction(() =>
      document.querySelector('.avatar__image')?.getAttribute('src')?.startsWith('/api/download/uploads/'),
    );
    expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await waitForToast(page, CUSTOMER_MESSAGES.pictureChanged.en);
    const auth = await waitForStoredAuth(page, 'localStorage');
    expect(auth.isGuest).toBe(false);
    await context.close();
  });
});
