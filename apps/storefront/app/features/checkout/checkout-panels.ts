/** SPEC §2/§4 checkout panel toggles: which of the four checkout panels are shown. */
export interface CheckoutPanels {
  addressForm: boolean;
  shipping: boolean;
  payment: boolean;
  checkoutCard: boolean;
}

export type CheckoutPanel = keyof CheckoutPanels;

/** All hidden at first (SPEC §2). */
export const initialCheckoutPanels = (): CheckoutPanels => ({
  addressForm: false,
  shipping: false,
  payment: false,
  checkoutCard: false,
});

/** Each panel is set directly and independently of the others (SPEC §4). */
export const setCheckoutPanel = (panels: CheckoutPanels, panel: CheckoutPanel, shown: boolean): CheckoutPanels =>
  panels[panel] === shown ? panels : { ...panels, [panel]: shown };
