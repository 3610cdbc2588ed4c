/** The success toasts of account changes (SPEC §8), in each language the server writes. */
export const CUSTOMER_MESSAGES = {
  passwordChanged: { en: 'Your password was changed.', ar: 'تم تغيير كلمة المرور.' },
  profileSaved: { en: 'Your details were saved.', ar: 'تم حفظ بياناتك.' },
  pictureChanged: { en: 'Your profile picture was changed.', ar: 'تم تغيير صورتك الشخصية.' },
} as const;
