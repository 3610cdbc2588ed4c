import { describe, expect, it } from 'vitest';
import {
  collectProblems,
  confirmationProblem,
  emailProblem,
  hasProblems,
  newPasswordProblem,
  otpProblem,
  phoneProblem,
  requiredProblem,
} from './form-rules.ts';

const key = (found: { key: string } | null) => found?.key ?? null;

describe('form rules', () => {
  it('requires text that is not only spaces', () => {
    expect(key(requiredProblem('  '))).toBe('ui.prisma.account.validation.required');
    expect(requiredProblem('Noura')).toBeNull();
  });

  it('checks e-mail addresses, which may be optional', () => {
    expect(key(emailProblem('noura@'))).toBe('ui.prisma.account.validation.email');
    // The API's own pattern: a one-letter top-level domain or a double dot is refused here too.
    expect(key(emailProblem('noura@example.c'))).toBe('ui.prisma.account.validation.email');
    expect(key(emailProblem('noura..q@example.com'))).toBe('ui.prisma.account.validation.email');
    expect(emailProblem('noura@example.com')).toBeNull();
    expect(key(emailProblem(''))).toBe('ui.prisma.account.validation.required');
    expect(emailProblem('', { optional: true })).toBeNull();
  });

  it('accepts local and international phone numbers with spaces or dashes', () => {
    expect(phoneProblem('5000 0001')).toBeNull();
    expect(phoneProblem('+965-5000-0001')).toBeNull();
    expect(key(phoneProblem('12ab'))).toBe('ui.prisma.account.validation.phone');
    expect(key(phoneProblem(''))).toBe('ui.prisma.account.validation.required');
  });

  it('wants a six-digit code', () => {
    expect(otpProblem('123456')).toBeNull();
    expect(otpProblem('12345')).toEqual({ key: 'ui.prisma.account.validation.otp', values: { length: 6 } });
  });

  it('wants passwords of eight characters that match their confirmation', () => {
    expect(newPasswordProblem('short')).toEqual({
      key: 'ui.prisma.account.validation.passwordLength',
      values: { count: 8 },
    });
    expect(newPasswordProblem('long enough')).toBeNull();
    expect(key(confirmationProblem('long enough', 'long enougH'))).toBe(
      'ui.prisma.account.validation.passwordMismatch',
    );
  });

  it('collects only the fields with a problem', () => {
    const problems = collectProblems({ name: requiredProblem(''), email: emailProblem('a@b.co') });
    expect(Object.keys(problems)).toEqual(['name']);
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(collectProblems({ email: null }))).toBe(false);
  });
});
