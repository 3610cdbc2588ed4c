import { OTP_LENGTH, OTP_PATTERN, PASSWORD_MIN_LENGTH, PHONE_INPUT_LENGTH, isEmail } from '@storefront/contracts';

// Field rules shared by the sign-in, registration and account forms. Each answers null when the
// value is fine, else the translation key of the message (SPEC §5: translated validation
// messages) and the values it interpolates. The limits are the API's own (contracts'
// field-rules.ts); the server checks everything again.

export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}
export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

const problem = (key: string, values?: Record<string, number>): FieldProblem => (values ? { key, values } : { key });

export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? problem('ui.prisma.account.validation.required') : null;
}

export function emailProblem(value: string, { optional = false } = {}): FieldProblem | null {
  const email = value.trim();
  if (email === '') return optional ? null : requiredProblem(email);
  return isEmail(email) ? null : problem('ui.prisma.account.validation.email');
}

/**
 * Local or international digits, spaces and dashes allowed, within the API's input length; the
 * server then reads the number for its country.
 */
export function phoneProblem(value: string): FieldProblem | null {
  const phone = value.trim();
  if (phone === '') return requiredProblem(phone);
  const plausible = phone.length <= PHONE_INPUT_LENGTH.max && /^\+?\d{6,15}$/.test(phone.replace(/[\s-]/g, ''));
  return plausible ? null : problem('ui.prisma.account.validation.phone');
}

export function otpProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return requiredProblem(value);
  return OTP_PATTERN.test(value.trim()) ? null : problem('ui.prisma.account.validation.otp', { length: OTP_LENGTH });
}

export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return requiredProblem(value);
  return value.length < PASSWORD_MIN_LENGTH
    ? problem('ui.prisma.account.validation.passwordLength', { count: PASSWORD_MIN_LENGTH })
    : null;
}

export function confirmationProblem(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : problem('ui.prisma.account.validation.passwordMismatch');
}

/** The problems found, without the fields that have none; empty when the form may be sent. */
export function collectProblems<Field extends string>(
  checks: Record<Field, FieldProblem | null>,
): FieldProblems<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, found]) => found !== null)) as FieldProblems<Field>;
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
