// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliverySlot } from '@storefront/contracts';
import { cartLine } from '../../../lib/cart-fixtures.ts';
import { fakeApi, renderInShop, t } from '../../../lib/testing/render-in-shop.tsx';
import { initialOrderDraft, type OrderDraft } from '../order-draft.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { DeliverySlotPicker } from './delivery-slot-picker.tsx';

const draftAt = (activeStep: number, availableCartStepper: number, overrides: Partial<OrderDraft> = {}) => ({
  ...initialOrderDraft(false),
  cartItems: [cartLine()],
  activeStep,
  availableCartStepper,
  ...overrides,
});

const stepButton = (key: string) => screen.getByRole('button', { name: new RegExp(t(key)) });

describe('CheckoutSteps', () => {
  it('marks the current step and lets the shopper open only the steps reached so far', async () => {
    const onOpen = vi.fn();
    renderInShop(<CheckoutSteps draft={draftAt(2, 2)} onOpen={onOpen} />, { api: fakeApi({}) });

    expect(screen.getByRole('navigation', { name: t('ui.prisma.checkout.step.label') })).toBeTruthy();
    expect(stepButton('ui.prisma.checkout.step.shipping').getAttribute('aria-current')).toBe('step');
    expect(stepButton('ui.prisma.checkout.step.address').getAttribute('aria-current')).toBeNull();
    expect(stepButton('ui.prisma.checkout.step.payment').hasAttribute('disabled')).toBe(true);
    expect(stepButton('ui.prisma.checkout.step.review').hasAttribute('disabled')).toBe(true);

    await userEvent.click(stepButton('ui.prisma.checkout.step.address'));
    await userEvent.click(stepButton('ui.prisma.checkout.step.review'));
    expect(onOpen.mock.calls).toEqual([['address']]);
  });

  it('holds the shopper on the current step while it has a problem', () => {
    renderInShop(
      <CheckoutSteps draft={draftAt(2, 3, { errors: { shippingAddressId: 'required' } })} onOpen={vi.fn()} />,
      {
        api: fakeApi({}),
      },
    );
    expect(stepButton('ui.prisma.checkout.step.address').hasAttribute('disabled')).toBe(true);
    expect(stepButton('ui.prisma.checkout.step.payment').hasAttribute('disabled')).toBe(true);
  });
});

const slot = (deliverySlotId: number, date: string, startTime: string, isFull = false): DeliverySlot => ({
  deliverySlotId,
  optionId: deliverySlotId,
  date,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 3).padStart(2, '0')}:00`,
  capacity: 10,
  remaining: isFull ? 0 : 10,
  isFull,
});

describe('DeliverySlotPicker', () => {
  const slots = [
    slot(1, '2026-11-25', '09:00', true),
    slot(2, '2026-11-25', '12:00', true),
    slot(3, '2026-11-26', '09:00'),
    slot(4, '2026-11-26', '12:00', true),
    slot(5, '2026-11-27', '09:00'),
  ];
  const day = (name: RegExp) => screen.getByRole('radio', { name });
  const times = () =>
    screen
      .getAllByRole('radio')
      .filter((input) => input.getAttribute('name') === 'delivery-slot')
      .map(
        (input) => `${input.parentElement!.textContent}${(input as HTMLInputElement).disabled ? ' (disabled)' : ''}`,
      );

  it('shows the first day with room, its windows as choices, and a full day or window disabled', () => {
    renderInShop(<DeliverySlotPicker slots={slots} chosenSlotId={null} onChoose={vi.fn()} />, { api: fakeApi({}) });

    expect(day(/November 25/).hasAttribute('disabled')).toBe(true);
    expect((day(/November 26/) as HTMLInputElement).checked).toBe(true);
    const full = t('ui.prisma.checkout.slot.full');
    expect(times()).toEqual(['09:00–12:00', `12:00–15:00${full} (disabled)`]);
  });

  it('opens on the chosen slot’s day, and chooses a window of another day', async () => {
    const onChoose = vi.fn();
    renderInShop(<DeliverySlotPicker slots={slots} chosenSlotId={5} onChoose={onChoose} />, { api: fakeApi({}) });
    expect((day(/November 27/) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(day(/November 26/));
    expect(times()).toEqual(['09:00–12:00', `12:00–15:00${t('ui.prisma.checkout.slot.full')} (disabled)`]);
    await userEvent.click(screen.getByRole('radio', { name: '09:00–12:00' }));
    expect(onChoose).toHaveBeenCalledWith(3);
  });
});
