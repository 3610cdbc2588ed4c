import { describe, expect, it } from 'vitest';
import { initialCheckoutPanels, setCheckoutPanel, type CheckoutPanel } from './checkout-panels.ts';

const PANELS: CheckoutPanel[] = ['addressForm', 'shipping', 'payment', 'checkoutCard'];

describe('the checkout panels (SPEC §2, §4)', () => {
  it('are all hidden at first', () => {
    expect(initialCheckoutPanels()).toEqual({
      addressForm: false,
      shipping: false,
      payment: false,
      checkoutCard: false,
    });
  });

  it.each(PANELS)('shows and hides %s alone', (panel) => {
    const shown = setCheckoutPanel(initialCheckoutPanels(), panel, true);
    expect(PANELS.filter((other) => shown[other])).toEqual([panel]);
    expect(setCheckoutPanel(shown, panel, false)).toEqual(initialCheckoutPanels());
  });

  it('keeps the others as they were when one is set', () => {
    const two = setCheckoutPanel(setCheckoutPanel(initialCheckoutPanels(), 'shipping', true), 'payment', true);
    expect(setCheckoutPanel(two, 'shipping', false)).toEqual({
      addressForm: false,
      shipping: false,
      payment: true,
      checkoutCard: false,
    });
  });
});
