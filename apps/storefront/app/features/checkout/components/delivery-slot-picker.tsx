import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { DeliverySlot } from '@storefront/contracts';
import { deliveryDays, initialDeliveryDay } from '../delivery-days.ts';

interface DeliverySlotPickerProps {
  slots: DeliverySlot[];
  chosenSlotId: number | null;
  onChoose: (deliverySlotId: number) => void;
}

/**
 * A row of days, then the chosen day's time windows as chips, full ones shown but disabled.
 * Both are native radio groups under the chip styling: Tab enters a group at its checked option,
 * the arrow keys move and choose (mirrored in Arabic by the browser), and a screen reader
 * announces "radio, 2 of 4, dimmed" as for any radio.
 */
export function DeliverySlotPicker({ slots, chosenSlotId, onChoose }: DeliverySlotPickerProps) {
  const { t, i18n } = useTranslation();
  const days = deliveryDays(slots);
  const [shownDate, setShownDate] = useState(() => initialDeliveryDay(days, chosenSlotId));
  const shown = days.find((day) => day.date === shownDate) ?? days[0];
  if (!shown) return null;

  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
  const weekday = format({ weekday: 'short' });
  const dayAndMonth = format({ day: 'numeric', month: 'short' });
  const fullDate = format({ weekday: 'long', day: 'numeric', month: 'long' });
  const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

  return (
    <fieldset className="slot-picker">
      <legend className="choice-list__legend">{t('ui.prisma.checkout.slot.title')}</legend>
      <fieldset className="slot-picker__group">
        <legend className="visually-hidden">{t('ui.prisma.checkout.slot.days')}</legend>
        <div className="slot-picker__days">
          {days.map((day) => (
            <label key={day.date} className="slot-chip slot-chip--day">
              <input
                type="radio"
                name="delivery-day"
                className="slot-chip__input"
                checked={day.date === shown.date}
                disabled={day.isFull}
                onChange={() => setShownDate(day.date)}
                aria-label={fullDate.format(dateOf(day.date))}
              />
              <span className="slot-chip__weekday" aria-hidden="true">
                {weekday.format(dateOf(day.date))}
              </span>
              <span className="slot-chip__date" aria-hidden="true">
                {dayAndMonth.format(dateOf(day.date))}
              </span>
              {day.isFull && <span className="slot-chip__full">{t('ui.prisma.checkout.slot.full')}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="slot-picker__group">
        <legend className="slot-picker__times-legend">
          {t('ui.prisma.checkout.slot.times')}
          <span className="slot-picker__times-day"> · {fullDate.format(dateOf(shown.date))}</span>
        </legend>
        <div className="slot-picker__times">
          {shown.slots.map((slot) => (
            <label key={slot.deliverySlotId} className="slot-chip slot-chip--time">
              <input
                type="radio"
                name="delivery-slot"
                className="slot-chip__input"
                checked={chosenSlotId === slot.deliverySlotId}
                disabled={slot.isFull}
                onChange={() => onChoose(slot.deliverySlotId)}
              />
              <bdi dir="ltr">{`${slot.startTime}–${slot.endTime}`}</bdi>
              {slot.isFull && <span className="slot-chip__full">{t('ui.prisma.checkout.slot.full')}</span>}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
