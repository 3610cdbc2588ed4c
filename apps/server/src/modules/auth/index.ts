/** Auth: one-time-code and password sign-in, refresh tokens, sign-out, password reset, guest hand-over. */
export { createAuthRepository } from './auth.repository.ts';
export { createAuthService, type AuthService, type GuestMerger } from './auth.service.ts';
export { authRoutes } from './auth.routes.ts';
export { createPasswordResetRepository } from './password-reset.repository.ts';
export { createPasswordResetService } from './password-reset.service.ts';
export { passwordResetRoutes } from './password-reset.routes.ts';
/** Opaque random tokens and their stored hash, for other modules' sessions (staff). */
export { hashToken, newOpaqueToken } from './secret-token.ts';
