import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.ts';

/**
 * The verified caller's user id, for routes without `{userId}` in their path that still answer
 * one customer's data (the user guard covers the others): 401 without a token. Whose data it is
 * is then the service's check, against this id only: ids a client sends along are never trusted.
 */
/** 401 AUTHENTICATION_REQUIRED: the call needs a customer's or a guest's token. */
export const authenticationRequired = () =>
  unauthorized('AUTHENTICATION_REQUIRED', {
    en: 'Sign in or continue as a guest first.',
    ar: 'سجّل الدخول أو تابع كزائر أولًا.',
  });

export function callerId(request: FastifyRequest): string {
  if (!request.auth) throw authenticationRequired();
  return request.auth.userId;
}
