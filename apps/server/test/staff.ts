import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer } from './sessions.ts';

// Staff sessions the way the admin app gets them: e-mail and password at /admin-api/sign-in.

/** The seeded back office (README's staff table), one member per role. */
export const DEMO_STAFF = {
  owner: { email: 'owner@example.com', password: 'demo-owner-1' },
  'catalogue-manager': { email: 'catalogue@example.com', password: 'demo-catalogue-1' },
  'order-manager': { email: 'orders@example.com', password: 'demo-orders-1' },
  support: { email: 'support@example.com', password: 'demo-support-1' },
} as const;
export type DemoStaffRole = keyof typeof DEMO_STAFF;

export interface StaffCallerTokens {
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export function staffSignIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/admin-api/sign-in', payload: credentials, remoteAddress });
}

/** Signs in a seeded staff member without a second factor. */
export async function signInAsStaff(app: FastifyInstance, role: DemoStaffRole): Promise<StaffCallerTokens> {
  const response = await staffSignIn(app, DEMO_STAFF[role]);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { status: string; tokens: { accessToken: string; refreshToken: string } };
  expect(body.status).toBe('signed-in');
  return { ...body.tokens, headers: bearer(body.tokens.accessToken) };
}
