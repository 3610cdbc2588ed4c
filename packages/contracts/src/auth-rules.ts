// Sign-in constants and pure rules, kept apart from the schemas so a browser bundle can use
// them without zod.

/** SPEC §9 pieces of the OTP flow the storefront shows. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
