import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, SignUpResponse, User } from '@sakhli/shared/schemas/auth';
import { resolveJwtSecret } from '../../config';
import { users } from '../../db/schema/index';
import { registerErrorHandler } from '../../plugins/errors';
import {
  createAuthenticator,
  registerAuth,
  requireRole,
  requireUser,
  signedInUser,
} from '../../plugins/auth';
import { createAccessTokens } from './access-token';
import { hashPassword } from './passwords';
import { applyConfiguredRoles } from './roles';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';

const ROLE_LISTS = {
  ADMIN_EMAILS: 'boss@example.ge, both@example.ge',
  MODERATOR_EMAILS: 'Mod@Example.ge,both@example.ge',
};

describe('roles', () => {
  let kit: AuthTestContext;
  /** A throwaway server with the real guards in front of a route per role, on the test app's database. */
  let guarded: FastifyInstance;
  beforeAll(async () => {
    kit = await createAuthTestContext(ROLE_LISTS);
    const tokens = createAccessTokens({
      secret: resolveJwtSecret(kit.context.config),
      issuer: kit.context.config.appUrl,
      ttlSeconds: 3600,
      recoveryTtlSeconds: 900,
    });
    guarded = Fastify({ logger: false });
    registerErrorHandler(guarded);
    registerAuth(guarded, createAuthenticator(kit.db, tokens));
    guarded.get('/user', { onRequest: requireUser }, async (request) => ({
      role: signedInUser(request).role,
    }));
    guarded.get('/moderation', { onRequest: requireRole('Moderator') }, async () => ({ ok: true }));
    guarded.get('/admin', { onRequest: requireRole('Admin') }, async () => ({ ok: true }));
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await kit.close();
  });

  const call = (url: string, token?: string) =>
    guarded.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const setRole = (id: string, role: User['role']) =>
    kit.db.update(users).set({ role }).where(eq(users.id, id));

  it('guards by role, reading the role from the database on every request', async () => {
    const session = await kit.createUser('climber@example.ge');
    expect((await call('/admin')).statusCode).toBe(401);
    expect((await call('/user', session.accessToken)).json()).toEqual({ role: 'User' });
    const forbidden = await call('/moderation', session.accessToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });

    await setRole(session.user.id, 'Moderator');
    expect((await call('/moderation', session.accessToken)).statusCode).toBe(200);
    expect((await call('/admin', session.accessToken)).statusCode).toBe(403);
    await setRole(session.user.id, 'Admin');
    expect((await call('/admin', session.accessToken)).statusCode).toBe(200);
    expect((await call('/moderation', session.accessToken)).statusCode).toBe(200);
    await setRole(session.user.id, 'User');
    expect((await call('/admin', session.accessToken)).statusCode).toBe(403);
  });

  it('takes no role from anything the user sends', async () => {
    const signUp = await kit.signUp('sneaky@example.ge', PASSWORD, { role: 'Admin' });
    expect(signUp.user.role).toBe('User');
    const session = (await kit.followMailLink('sneaky@example.ge')).json<AuthResponse>();
    expect(session.user.role).toBe('User');
    const profile = await kit.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: {
        firstName: 'Sneaky',
        lastName: null,
        displayName: null,
        role: 'Admin',
        emailConfirmed: true,
      },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ role: 'User', firstName: 'Sneaky' });
    expect((await call('/admin', session.accessToken)).statusCode).toBe(403);
    expect((await kit.get('/api/Auth/me', session.accessToken)).json()).toMatchObject({ role: 'User' });
  });

  it('grants ADMIN_EMAILS and MODERATOR_EMAILS at sign-up, once the address is confirmed; admin wins', async () => {
    for (const [email, role] of [
      ['boss@example.ge', 'Admin'],
      ['mod@example.ge', 'Moderator'],
      ['both@example.ge', 'Admin'],
    ] as const) {
      const unconfirmed = await kit.signUp(email);
      expect(unconfirmed.user.role).toBe('User');
      const confirmed = (await kit.followMailLink(email)).json<AuthResponse>();
      expect(confirmed.user.role, email).toBe(role);
    }
  });

  it('applies the lists at start to confirmed accounts, leaving unconfirmed ones and others alone', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const [confirmed, unconfirmed, promotedByAdmin] = await kit.db
      .insert(users)
      .values([
        { email: 'lead@example.ge', passwordHash, emailConfirmed: true },
        { email: 'claimed@example.ge', passwordHash, emailConfirmed: false },
        { email: 'helper@example.ge', passwordHash, emailConfirmed: true, role: 'Moderator' },
      ])
      .returning();
    await applyConfiguredRoles(kit.db, {
      adminEmails: ['lead@example.ge', 'claimed@example.ge'],
      moderatorEmails: ['lead@example.ge'],
      requireEmailConfirmation: true,
    });
    const roleOf = async (id: string | undefined) =>
      (
        await kit.db
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, id ?? ''))
      )[0]?.role;
    expect(await roleOf(confirmed?.id)).toBe('Admin');
    expect(await roleOf(unconfirmed?.id)).toBe('User');
    expect(await roleOf(promotedByAdmin?.id)).toBe('Moderator');
  });

  it('ends access at once for a disabled account, and tells its password holder only', async () => {
    const email = 'disabled@example.ge';
    const session = await kit.createUser(email);
    await kit.db.update(users).set({ isDisabled: true }).where(eq(users.email, email));
    const me = await kit.get('/api/Auth/me', session.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const refresh = await kit.post('/api/Auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await kit.signIn(email)).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await kit.signIn(email, 'Wrong password 1')).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('roles without e-mail confirmation', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext({ ...ROLE_LISTS, REQUIRE_EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(() => kit.close());

  it('grants the configured role at sign-up (the operator trusts typed addresses)', async () => {
    const response = await kit.post('/api/Auth/signup', { email: 'Boss@example.ge', password: PASSWORD });
    expect(response.json<SignUpResponse>().user.role).toBe('Admin');
  });
});
