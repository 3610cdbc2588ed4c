/** The success toasts of cart changes (SPEC §8), in each language the server writes. */
export const CART_MESSAGES = {
  added: { en: 'Added to your cart.', ar: 'أضيف المنتج إلى سلتك.' },
  cleared: { en: 'Your cart is empty now.', ar: 'أصبحت سلتك فارغة.' },
} as const;
