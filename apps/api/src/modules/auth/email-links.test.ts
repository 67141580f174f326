import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { emailTokens } from '../../db/schema/index';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';
import { confirmLinkOf } from './testing/smtp-inbox';

const NEW_PASSWORD = 'Fresh start 99';

describe('password reset and link tokens', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext();
  });
  afterAll(() => kit.close());

  const forgot = (email: string) => kit.post('/api/auth/forgot-password', { email });
  const verify = (token: string, type: string) => kit.post('/api/auth/verify', { token, type });
  const reset = (accessToken: string, refreshToken: string, newPassword = NEW_PASSWORD) =>
    kit.post('/api/auth/reset-password', { accessToken, refreshToken, newPassword });
  /** Asks for a reset and answers the token of the link that arrives. */
  const requestResetLink = async (email: string) => {
    const earlier = kit.inbox.mailsTo(email).length;
    expect((await forgot(email)).statusCode).toBe(200);
    return confirmLinkOf(await kit.inbox.waitForMail(email, { skip: earlier }));
  };
  const openRecovery = async (email: string) => {
    const link = await requestResetLink(email);
    expect(link.type).toBe('recovery');
    const response = await verify(link.token, 'recovery');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuthResponse>();
  };

  it('answers forgot-password the same for known and unknown addresses, mailing only the account', async () => {
    await kit.createUser('known@example.ge', PASSWORD, {});
    const known = await forgot('known@example.ge');
    const unknown = await forgot('unknown@example.ge');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this address, we have sent a link to reset the password.',
    });
    const mail = await kit.inbox.waitForMail('known@example.ge', { skip: 1 });
    expect(mail.subject).toBe('პაროლის აღდგენა — სახლი');
    expect(confirmLinkOf(mail).type).toBe('recovery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.inbox.mailsTo('unknown@example.ge')).toHaveLength(0);
  });

  it('gives recovery tokens that only reset-password accepts', async () => {
    await kit.createUser('recover@example.ge');
    const recovery = await openRecovery('recover@example.ge');
    expect(recovery.expiresIn).toBe(900);
    const me = await kit.get('/api/Auth/me', recovery.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const refresh = await kit.post('/api/Auth/refresh', { refreshToken: recovery.refreshToken });
    expect(refresh.statusCode).toBe(401);
    // A normal session's tokens are not a recovery pair.
    const normal = (await kit.signIn('recover@example.ge')).json<AuthResponse>();
    expect((await reset(normal.accessToken, normal.refreshToken)).statusCode).toBe(401);
    expect((await reset(recovery.accessToken, normal.refreshToken)).statusCode).toBe(401);
    expect((await reset(normal.accessToken, recovery.refreshToken)).statusCode).toBe(401);
    // Those refusals used nothing up.
    expect((await reset(recovery.accessToken, recovery.refreshToken)).statusCode).toBe(200);
  });

  it('resets the password: every session ends, the new session works, the link and pair are single use', async () => {
    const email = 'reset@example.ge';
    const before = await kit.createUser(email);
    const link = await requestResetLink(email);
    const recovery = (await verify(link.token, 'recovery')).json<AuthResponse>();

    const weak = await reset(recovery.accessToken, recovery.refreshToken, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      errors: { newPassword: ['Password must be at least 8 characters'] },
    });

    const response = await reset(recovery.accessToken, recovery.refreshToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = response.json<AuthResponse>();
    expect((await kit.get('/api/Auth/me', after.accessToken)).statusCode).toBe(200);
    expect((await kit.get('/api/Auth/me', before.accessToken)).statusCode).toBe(401);
    expect((await kit.post('/api/Auth/refresh', { refreshToken: before.refreshToken })).statusCode).toBe(401);
    expect((await kit.signIn(email)).statusCode).toBe(401);
    expect((await kit.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const linkAgain = await verify(link.token, 'recovery');
    expect(linkAgain.statusCode).toBe(400);
    expect(linkAgain.json()).toMatchObject({ code: 'INVALID_LINK' });
    expect((await reset(recovery.accessToken, recovery.refreshToken, 'Another one 5')).statusCode).toBe(401);
  });

  it('expires links: a reset link after 1 hour, a confirmation link after 24 hours', async () => {
    const email = 'late@example.ge';
    await kit.signUp(email);
    const confirmation = confirmLinkOf(await kit.inbox.waitForMail(email));
    const tokensOfUser = sql`${emailTokens.userId} = (select id from users where email = ${email})`;
    const lifetimeInMinutes = async (purpose: 'confirm' | 'reset') => {
      const [row] = await kit.db
        .select({
          seconds: sql<string>`extract(epoch from ${emailTokens.expiresAt} - ${emailTokens.createdAt})`,
        })
        .from(emailTokens)
        .where(sql`${tokensOfUser} and ${emailTokens.purpose} = ${purpose}`)
        .orderBy(sql`${emailTokens.createdAt} desc`)
        .limit(1);
      return Math.round(Number(row?.seconds) / 60);
    };
    const expireAll = (purpose: 'confirm' | 'reset') =>
      kit.db.execute(
        sql`update email_tokens set expires_at = now() - interval '1 second' where ${tokensOfUser} and purpose = ${purpose}`,
      );

    expect(await lifetimeInMinutes('confirm')).toBe(24 * 60);
    await expireAll('confirm');
    const expired = await verify(confirmation.token, 'signup');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });

    await kit.post('/api/auth/resend-confirmation', { email });
    expect((await kit.followMailLink(email, 1)).statusCode).toBe(200);
    const link = await requestResetLink(email);
    expect(await lifetimeInMinutes('reset')).toBe(60);
    await expireAll('reset');
    expect((await verify(link.token, 'recovery')).json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('retires older reset links when a newer one is sent, and refuses a token of the other type', async () => {
    const email = 'twice@example.ge';
    await kit.createUser(email);
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    expect((await verify(newer.token, 'signup')).json()).toMatchObject({ code: 'INVALID_LINK' });
    expect((await verify(older.token, 'recovery')).json()).toMatchObject({ code: 'INVALID_LINK' });
    expect((await verify(newer.token, 'recovery')).statusCode).toBe(200);
    expect((await verify('x'.repeat(43), 'recovery')).json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('confirms an unconfirmed account by a completed reset (the mailbox is proven, the password replaced)', async () => {
    const email = 'never-confirmed@example.ge';
    await kit.signUp(email);
    await kit.inbox.waitForMail(email);
    const recovery = await openRecovery(email);
    // Following the reset link alone does not turn the account on.
    expect((await kit.signIn(email)).json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
    const response = await reset(recovery.accessToken, recovery.refreshToken);
    expect(response.json<AuthResponse>().user.emailConfirmed).toBe(true);
    expect((await kit.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
