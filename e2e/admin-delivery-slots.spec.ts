import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import type { DeliverySlot } from '@storefront/contracts';
import { openSignedInPage } from './support/account.ts';
import { apiGet } from './support/catalogue-data.ts';
import { codOrderThroughApi } from './support/checkout.ts';
import { ADMIN_TEXT, fillText, ORDER_MANAGER, signInToBackOffice } from './support/admin.ts';
import type { Language } from './support/translations.ts';

// Issue 13: an order manager changes a delivery window's capacity in the weekly template, sees the
// week's calendar of booked × capacity follow, and is refused (with the day, window and bookings
// named) when going below what shoppers have booked. In English and Arabic (right-to-left).

describe.each(['en', 'ar'] as Language[])('delivery slots in the back office in %s', (language) => {
  const t = ADMIN_TEXT[language];
  const locale = language === 'ar' ? 'ar-KW' : 'en-GB';
  const plural = (key: string, count: number) =>
    t[`${key}_${new Intl.PluralRules(language).select(count)}` as keyof typeof t];

  it(
    'an order manager edits a window’s capacity, sees the calendar, and is refused below what is booked',
    { timeout: 120_000 },
    async () => {
      const shopper = await openSignedInPage({ language });
      const placed = await codOrderThroughApi(shopper.auth.accessToken);
      const { slot } = placed;
      const booked = slot.capacity - (await placed.placesLeft());
      expect(booked).toBeGreaterThan(0);
      // The template's capacity holds for every coming day of that weekday: raise it above the most any has booked.
      const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
      const slots = await apiGet<DeliverySlot[]>('/web-gw/delivery-slot', language);
      const sameWindowAndWeekday = slots.filter(
        (other) =>
          other.startTime === slot.startTime &&
          other.endTime === slot.endTime &&
          weekdayOf(other.date) === weekdayOf(slot.date),
      );
      const raised = Math.max(...sameWindowAndWeekday.map((other) => other.capacity - other.remaining)) + 5;
      // As the page names it: isolated left to right.
      const window = `\u2066${slot.startTime}–${slot.endTime}\u2069`;
      const at = Date.parse(`${slot.date}T00:00:00Z`);
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
      const dayName = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(at);

      const { page } = await openPage({ language });
      await signInToBackOffice(page, language, ORDER_MANAGER);
      await page
        .getByRole('navigation', { name: t['admin.nav.label'] })
        .getByRole('link', { name: t['admin.nav.deliverySlots'] })
        .click();
      await page.getByRole('heading', { level: 1, name: t['admin.slots.title'] }).waitFor();

      const slotCell = (capacity: number) =>
        page
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: dayName }) })
          .getByRole('cell', {
            name: fillText(plural('admin.slots.cell.label', booked), { window, count: booked, capacity }),
          });
      await slotCell(slot.capacity).waitFor();

      const template = page.getByRole('form', { name: window });
      const capacityField = template.getByLabel(weekday, { exact: true });
      const save = template.getByRole('button', { name: fillText(t['admin.slots.window.saveNamed'], { window }) });
      await capacityField.fill(String(raised));
      await save.click();
      // The page answers with a status or an alert: wait for either, so a refusal fails here with its words.
      const answer = page.getByRole('status').or(page.getByRole('alert'));
      await answer.waitFor();
      expect(await answer.textContent()).toBe(fillText(t['admin.slots.window.saved'], { window }));
      await slotCell(raised).waitFor();

      await page
        .getByRole('form', { name: window })
        .getByLabel(weekday, { exact: true })
        .fill(String(booked - 1));
      await save.click();
      const refusal = page.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(window);
      expect(await refusal.textContent()).toContain(language === 'ar' ? 'بالفعل' : 'already booked');
      await slotCell(raised).waitFor();

      // Back to the template's capacity, for the tests that follow.
      await page.getByRole('form', { name: window }).getByLabel(weekday, { exact: true }).fill(String(slot.capacity));
      await save.click();
      await slotCell(slot.capacity).waitFor();
    },
  );
});
