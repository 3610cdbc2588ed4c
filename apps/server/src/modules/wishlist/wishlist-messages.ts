/** The success toasts of wishlist changes (SPEC §8), in each language the server writes. */
export const WISHLIST_MESSAGES = {
  added: { en: 'Added to your wishlist.', ar: 'أضيف المنتج إلى قائمة أمنياتك.' },
  madePublic: {
    en: 'Your wishlist is shared: anyone with its link can see it.',
    ar: 'أصبحت قائمة أمنياتك مشتركة: يراها كل من لديه رابطها.',
  },
  madePrivate: { en: 'Your wishlist is private again.', ar: 'عادت قائمة أمنياتك خاصة.' },
} as const;
