import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { resolveJwtSecret } from '../../config';
import { ACCESS_TOKEN_AUDIENCE } from './access-token';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';

const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString()) as Record<string, unknown>;
const sessionIdOf = (accessToken: string) => String(decodePart(accessToken.split('.')[1]).sid);

describe('sessions: access tokens, refresh rotation, sign-out, password change', () => {
  let kit: AuthTestContext;
  let user: AuthResponse;
  beforeAll(async () => {
    kit = await createAuthTestContext();
    user = await kit.createUser('sessions@example.ge');
  });
  afterAll(() => kit.close());

  const me = (token: string) => kit.get('/api/Auth/me', token);
  const refresh = (refreshToken: string, accessToken?: string) =>
    kit.post('/api/Auth/refresh', { refreshToken, ...(accessToken ? { accessToken } : {}) });
  const signInSession = async (email: string, password = PASSWORD) => {
    const response = await kit.signIn(email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuthResponse>();
  };

  it('issues an HS256 JWT with sub, sid, iat, exp, iss=APP_URL and aud, and a 256-bit refresh token', () => {
    const [header, payload] = user.accessToken.split('.').slice(0, 2).map(decodePart);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: user.user.id, iss: 'http://localhost:3000', aud: 'sakhli' });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(3600);
    expect(payload?.sid).toEqual(expect.any(String));
    expect(Buffer.from(user.refreshToken, 'base64url')).toHaveLength(32);
  });

  it('rotates the refresh token on every use; replaying a rotated one ends the whole session', async () => {
    const first = await signInSession('sessions@example.ge');
    const rotated = await refresh(first.refreshToken, first.accessToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const second = rotated.json<AuthResponse>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    // The family is over: the token rotated to, and every access token of the family, stop working.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    // Other sessions of the user go on.
    expect((await me(user.accessToken)).statusCode).toBe(200);
  });

  it('refreshes only for the refresh token’s own user, and rotates nothing otherwise', async () => {
    const alice = await signInSession('sessions@example.ge');
    const bob = await kit.createUser('bob@example.ge');
    const mixed = await refresh(alice.refreshToken, bob.accessToken);
    expect(mixed.statusCode).toBe(401);
    expect(mixed.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    const forgedAccess = await new SignJWT({ sid: alice.user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.user.id)
      .sign(new TextEncoder().encode('another secret of at least thirty-two bytes'));
    expect((await refresh(alice.refreshToken, forgedAccess)).statusCode).toBe(401);
    // Alice's token was not used up by those attempts.
    const own = await refresh(alice.refreshToken, alice.accessToken);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<AuthResponse>().user.id).toBe(alice.user.id);
  });

  it('refreshes with an expired access token of the same user', async () => {
    const session = await signInSession('sessions@example.ge');
    const expired = await signWithAppKey({ sid: sessionIdOf(session.accessToken) }, session.user.id, -60);
    expect((await me(expired)).json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await refresh(session.refreshToken, expired)).statusCode).toBe(200);
  });

  async function signWithAppKey(claims: Record<string, unknown>, subject: string, expiresInSeconds: number) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('http://localhost:3000')
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now + expiresInSeconds)
      .sign(new TextEncoder().encode(resolveJwtSecret(kit.context.config)));
  }

  it('refuses expired, forged, alg:none, foreign-issuer and recovery access tokens with 401', async () => {
    const sid = sessionIdOf(user.accessToken);
    const subject = user.user.id;
    const valid = await signWithAppKey({ sid }, subject, 600);
    expect((await me(valid)).statusCode).toBe(200);

    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer('http://localhost:3000')
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a different secret, also long enough!!'));
    const unsigned = new UnsecuredJWT({ sid })
      .setSubject(subject)
      .setIssuer('http://localhost:3000')
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    const [validHeader, validPayload, validSignature] = valid.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const cases = {
      expired: await signWithAppKey({ sid }, subject, -1),
      forged,
      'alg none': unsigned,
      'alg none with the real signature': `${noneHeader}.${validPayload}.${validSignature}`,
      'payload swapped': `${validHeader}.${Buffer.from(JSON.stringify({ sub: subject, sid, role: 'Admin', iss: 'http://localhost:3000', aud: 'sakhli', exp: 9999999999 })).toString('base64url')}.${validSignature}`,
      'recovery purpose': await signWithAppKey({ sid, purpose: 'recovery' }, subject, 600),
      'other audience': await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('http://localhost:3000')
        .setAudience('another-app')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(resolveJwtSecret(kit.context.config))),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await me(token);
      expect(response.statusCode, name).toBe(401);
      expect(['INVALID_TOKEN', 'TOKEN_EXPIRED'], name).toContain(response.json<{ code: string }>().code);
    }
    const basic = await kit.app.inject({
      method: 'GET',
      url: '/api/Auth/me',
      headers: { authorization: 'Basic YTpi' },
    });
    expect(basic.statusCode).toBe(401);
    const none = await kit.app.inject({ method: 'GET', url: '/api/Auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs out: the session’s refresh and access tokens stop working', async () => {
    const session = await signInSession('sessions@example.ge');
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/Auth/signout',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);

    // With the refresh token only (an expired access token is common at sign-out).
    const other = await signInSession('sessions@example.ge');
    expect((await kit.post('/api/Auth/signout', { refreshToken: other.refreshToken })).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
  });

  it('changes the password: every other session ends, the caller’s goes on', async () => {
    const email = 'changer@example.ge';
    const caller = await kit.createUser(email);
    const otherDevice = await signInSession(email);

    const change = (currentPassword: string, newPassword: string, token = caller.accessToken) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('Not my password 1', 'Brand new 123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Current password is incorrect',
    });
    const same = await change(PASSWORD, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      errors: { newPassword: ['New password must be different from current password'] },
    });
    expect((await me(otherDevice.accessToken)).statusCode).toBe(200);

    const changed = await change(PASSWORD, 'Brand new 123');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: 'Password changed successfully!' });
    expect((await me(caller.accessToken)).statusCode).toBe(200);
    expect((await refresh(caller.refreshToken, caller.accessToken)).statusCode).toBe(200);
    expect((await me(otherDevice.accessToken)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await kit.signIn(email)).statusCode).toBe(401);
    expect((await kit.signIn(email, 'Brand new 123')).statusCode).toBe(200);
  });

  it('saves the profile: names replaced, language optional, e-mail and role untouched', async () => {
    const response = await kit.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { firstName: 'Nino', lastName: 'Beridze', displayName: null, language: 'ru', email: 'x@y.ge' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'sessions@example.ge',
      firstName: 'Nino',
      lastName: 'Beridze',
      fullName: 'Nino Beridze',
      displayName: 'sessions',
      language: 'ru',
    });
    const blank = await kit.app.inject({
      method: 'PUT',
      url: '/api/Auth/profile',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { firstName: ' ', lastName: null, displayName: 'N' },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ errors: object }>().errors)).toEqual(['firstName']);
    const ensure = await kit.app.inject({
      method: 'POST',
      url: '/api/Auth/oauth/ensure-user',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(ensure.statusCode).toBe(200);
    expect(ensure.json()).toMatchObject({ id: user.user.id, language: 'ru' });
  });
});
