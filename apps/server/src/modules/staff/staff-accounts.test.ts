import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer } from '../../../test/sessions.ts';
import { signInAsStaff, staffSignIn, type StaffCallerTokens } from '../../../test/staff.ts';

const { app } = await buildTestApp();
const owner = await signInAsStaff(app, 'owner');

const newEmail = () => `staff-${randomUUID().slice(0, 8)}@example.com`;

async function addMember(role: string, caller: StaffCallerTokens = owner) {
  const member = { email: newEmail(), name: 'Fatma Al-Ali', role, password: 'first-password-1' };
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/staff',
    headers: caller.headers,
    payload: member,
  });
  expect(response.statusCode).toBe(201);
  return { ...member, id: (response.json() as { id: string }).id };
}

async function signIn(credentials: { email: string; password: string }): Promise<StaffCallerTokens> {
  const response = await staffSignIn(app, credentials);
  expect(response.statusCode).toBe(200);
  const { tokens } = response.json() as { tokens: { accessToken: string; refreshToken: string } };
  return { ...tokens, headers: bearer(tokens.accessToken) };
}

const patch = (caller: StaffCallerTokens, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/admin-api/staff/${id}`, headers: caller.headers, payload });
const me = (caller: StaffCallerTokens) => app.inject({ url: '/admin-api/me', headers: caller.headers });

describe('staff accounts managed by an owner', () => {
  it('adds a member who signs in with the role given, and refuses a taken e-mail in any case', async () => {
    const member = await addMember('catalogue-manager');
    const session = await signIn(member);
    expect((await me(session)).json()).toMatchObject({ email: member.email, role: 'catalogue-manager' });

    const again = await app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: owner.headers,
      payload: { ...member, email: member.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STAFF_EMAIL_TAKEN' });

    const invalid = await app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: owner.headers,
      payload: { email: newEmail(), name: ' ', role: 'cashier', password: 'short' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('applies a new role to tokens already issued', async () => {
    const member = await addMember('catalogue-manager');
    const session = await signIn(member);
    const staffList = () => app.inject({ url: '/admin-api/staff', headers: session.headers });
    expect((await staffList()).statusCode).toBe(403);
    expect((await patch(owner, member.id, { role: 'owner' })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(200);
    expect((await patch(owner, member.id, { role: 'catalogue-manager' })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(403);
  });

  it('disabling a member ends their sessions at once and refuses their sign-in until enabled', async () => {
    const member = await addMember('order-manager');
    const session = await signIn(member);
    const disabled = await patch(owner, member.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await me(session)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/admin-api/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await staffSignIn(app, member)).statusCode).toBe(401);

    expect((await patch(owner, member.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    await signIn(member);
  });

  it('sets a forgotten password, ending the sessions that used the old one', async () => {
    const member = await addMember('support');
    const session = await signIn(member);
    const set = await app.inject({
      method: 'PUT',
      url: `/admin-api/staff/${member.id}/password`,
      headers: owner.headers,
      payload: { password: 'second-password-2' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await staffSignIn(app, member)).statusCode).toBe(401);
    await signIn({ email: member.email, password: 'second-password-2' });
  });

  it('lets a member change their own password with the current one, ending their other sessions', async () => {
    const member = await addMember('catalogue-manager');
    const [here, elsewhere] = [await signIn(member), await signIn(member)];
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/admin-api/me/password',
        headers: here.headers,
        payload: { currentPassword, newPassword: 'my-own-password-3' },
      });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await change(member.password)).statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await signIn({ email: member.email, password: 'my-own-password-3' });
  });

  it('never lets an owner change their own role or disable themselves', async () => {
    const profile = (await me(owner)).json() as { id: string };
    for (const change of [{ role: 'support' }, { disabled: true }]) {
      const response = await patch(owner, profile.id, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    }
    expect((await patch(owner, profile.id, { name: 'Noura Al-Sabah' })).statusCode).toBe(200);
    expect((await patch(owner, profile.id, {})).statusCode).toBe(400);
  });

  it('records every change in the audit trail without a password hash or TOTP secret', async () => {
    const member = await addMember('catalogue-manager');
    await patch(owner, member.id, { name: 'Fatma Al-Kandari' });
    const trail = await app.inject({
      url: `/admin-api/audit-entries?entityType=staff&entityId=${member.id}`,
      headers: owner.headers,
    });
    const entries = (trail.json() as { items: { action: string; before: unknown; after: unknown }[] }).items;
    expect(entries.map((entry) => entry.action)).toEqual(['staff.updated', 'staff.created']);
    expect(entries[0]).toMatchObject({ before: { name: 'Fatma Al-Ali' }, after: { name: 'Fatma Al-Kandari' } });
    expect(JSON.stringify(entries)).not.toMatch(/password|scrypt|totpSecret/i);
  });
  // Last: the seeded owner steps aside here.
  it('keeps an active owner when two owners demote each other at the same moment', async () => {
    const [first, second] = [await addMember('owner'), await addMember('owner')];
    const [firstSession, secondSession] = [await signIn(first), await signIn(second)];
    // The seeded owner steps aside, so these two are the shop's only owners.
    const seeded = (await me(owner)).json() as { id: string };
    expect((await patch(firstSession, seeded.id, { role: 'support' })).statusCode).toBe(200);

    const answers = await Promise.all([
      patch(firstSession, second.id, { role: 'order-manager' }),
      patch(secondSession, first.id, { disabled: true }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // One wins; the other is refused as the last owner, or, once demoted, as no owner at all (403),
    // or, once disabled, as signed out (401): which depends on which of the two runs first.
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    const owners = (
      (
        await app.inject({
          url: '/admin-api/staff',
          headers: answers[0]!.statusCode === 200 ? firstSession.headers : secondSession.headers,
        })
      ).json() as {
        role: string;
        disabled: boolean;
      }[]
    ).filter((account) => account.role === 'owner' && !account.disabled);
    expect(owners).toHaveLength(1);
  });
});
