import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, OAuthInitResponse } from '@sakhli/shared/schemas/auth';
import { oauthStates, userIdentities, users } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';
import {
  APP_URL,
  REDIRECT_URI,
  startOidcProvider,
  TEST_CLIENT,
  type OidcTestProvider,
  type TestAccount,
} from './testing/oidc-test-provider';

const ACCOUNTS = new Map<string, TestAccount>([
  ['alice', { email: 'Alice@Example.ge', email_verified: true, name: 'Alice Social' }],
  ['mallory', { email: 'password-owner@example.ge', email_verified: false, name: 'Mallory' }],
  ['owner', { email: 'linked-owner@example.ge', email_verified: true }],
  ['late-owner', { email: 'squatted@example.ge', email_verified: true }],
  ['tampered', { email: 'tampered@example.ge', email_verified: true }],
  ['mailless', { name: 'No Mail' }],
  ['unverified', { email: 'nobody-checked@example.ge', email_verified: false, name: 'Unverified' }],
  ['legacy-squatter', { email: 'legacy@example.ge', email_verified: false }],
  ['legacy-owner', { email: 'legacy@example.ge', email_verified: true }],
]);

describe('social sign-in through a real OpenID Connect provider', () => {
  let provider: OidcTestProvider;
  let kit: AuthTestContext;
  beforeAll(async () => {
    provider = await startOidcProvider(TEST_CLIENT, ACCOUNTS);
    kit = await createAuthTestContext({
      APP_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_NAME: 'Test ID',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  const init = (body: object = { provider: 'oidc', redirectUri: REDIRECT_URI }) =>
    kit.post('/api/Auth/oauth/init', body);
  const callback = (body: { code: string; state: string; browserSecret: string; provider?: string }) =>
    kit.post('/api/Auth/oauth/callback', { provider: 'oidc', redirectUri: REDIRECT_URI, ...body });
  /**
   * Starts a sign-in and plays the browser at the provider; answers what the callback page sends: the
   * provider's code and state, and the secret the starting browser kept.
   */
  const authorize = async (accountId: string) => {
    const started = await init();
    expect(started.statusCode, started.body).toBe(200);
    const { authUrl, state, browserSecret } = started.json<OAuthInitResponse>();
    const result = await provider.signIn(authUrl, accountId);
    expect(result.state).toBe(state);
    return { ...result, browserSecret };
  };
  const userCount = async (email: string) =>
    (await kit.db.select({ value: count() }).from(users).where(eq(users.email, email)))[0]?.value;
  const identityCount = async (subject: string) =>
    (
      await kit.db.select({ value: count() }).from(userIdentities).where(eq(userIdentities.subject, subject))
    )[0]?.value;

  it('starts with PKCE (S256), state and nonce, keeping the verifier on the server', async () => {
    const started = await init();
    expect(started.headers['cache-control']).toBe('no-store');
    const { authUrl, state } = started.json<OAuthInitResponse>();
    const url = new URL(authUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state,
    });
    expect(url.searchParams.get('nonce')).toEqual(expect.any(String));
    const [stored] = await kit.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(stored?.provider).toBe('oidc');
    expect(authUrl).not.toContain(stored?.codeVerifier ?? 'missing');
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('refuses other redirect URIs, unknown providers and unconfigured ones', async () => {
    const elsewhere = await init({ provider: 'oidc', redirectUri: 'https://evil.example/auth/callback' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ errors: { redirectUri: [`Must be ${REDIRECT_URI}`] } });
    const unknown = await init({ provider: 'facebook', redirectUri: REDIRECT_URI });
    expect(unknown.json()).toMatchObject({ errors: { provider: ['OAuth provider not found'] } });

    const bare = await createTestApp({ APP_URL });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/Auth/oauth/init',
        payload: { provider: 'google', redirectUri: REDIRECT_URI },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'OAuth provider not found',
        code: 'OAUTH_PROVIDER_NOT_FOUND',
      });
    } finally {
      await bare.close();
    }
  });

  it('creates an account on first sign-in and finds it by issuer and subject afterwards', async () => {
    const first = await callback(await authorize('alice'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const session = first.json<AuthResponse>();
    expect(session.user).toMatchObject({
      email: 'alice@example.ge',
      displayName: 'Alice Social',
      provider: 'oidc',
      emailConfirmed: true,
      role: 'User',
    });
    expect((await kit.get('/api/Auth/me', session.accessToken)).statusCode).toBe(200);
    const [identity] = await kit.db.select().from(userIdentities).where(eq(userIdentities.subject, 'alice'));
    expect(identity).toMatchObject({ issuer: provider.issuer, userId: session.user.id, emailVerified: true });

    const second = (await callback(await authorize('alice'))).json<AuthResponse>();
    expect(second.user.id).toBe(session.user.id);
    expect(await identityCount('alice')).toBe(1);

    // A social-only account has no password to change, and forgot-password sends it nothing.
    const change = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${second.accessToken}` },
      payload: { currentPassword: 'Anything 1', newPassword: 'Something 2' },
    });
    expect(change.json()).toMatchObject({ code: 'PASSWORD_NOT_SET' });
    // Signing up with its address tells the owner to use the provider.
    await kit.signUp('alice@example.ge');
    expect((await kit.inbox.waitForMail('alice@example.ge')).text).toContain('Test ID-ით');
    expect((await kit.signIn('alice@example.ge')).statusCode).toBe(401);
  });

  it('refuses a wrong, reused, expired or other-provider state with 400 OAUTH_INVALID_STATE', async () => {
    const invalid = { message: 'Invalid state parameter', code: 'OAUTH_INVALID_STATE' };
    const result = await authorize('alice');
    expect((await callback({ ...result, state: 'made-up-state' })).json()).toEqual(invalid);
    expect((await callback({ ...result, provider: 'google' })).json()).toEqual(invalid);
    // The other-provider attempt used the state up.
    expect((await callback(result)).json()).toEqual(invalid);

    const fresh = await authorize('alice');
    expect((await callback(fresh)).statusCode).toBe(200);
    const reused = await callback(fresh);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalid);

    const late = await authorize('alice');
    await kit.db.execute(
      sql`update oauth_states set expires_at = now() - interval '1 second' where state = ${late.state}`,
    );
    expect((await callback(late)).json()).toEqual(invalid);
  });

  it('refuses a code of another sign-in (its PKCE verifier does not match)', async () => {
    const first = await authorize('alice');
    const second = await authorize('alice');
    const swapped = await callback({ ...second, code: first.code });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({ code: 'OAUTH_FAILED' });
  });

  it('refuses a tampered ID token: a broken signature, or a valid one from another sign-in (nonce)', async () => {
    let captured = '';
    provider.tamper.idToken = (idToken) => {
      captured = idToken;
      return idToken;
    };
    expect((await callback(await authorize('tampered'))).statusCode).toBe(200);
    await kit.db.delete(users).where(eq(users.email, 'tampered@example.ge'));
    try {
      provider.tamper.idToken = (idToken) => {
        const [header, payload = '', signature] = idToken.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'alice' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      };
      const forgedSignature = await callback(await authorize('tampered'));
      expect(forgedSignature.statusCode).toBe(400);
      expect(forgedSignature.json()).toMatchObject({
        code: 'OAUTH_FAILED',
        message: 'OAuth authentication failed',
      });

      provider.tamper.idToken = () => captured;
      const replayed = await callback(await authorize('tampered'));
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({ code: 'OAUTH_FAILED' });
    } finally {
      delete provider.tamper.idToken;
    }
    expect(await userCount('tampered@example.ge')).toBe(0);
    const refusals = kit.logs.filter((line) => line.includes('OIDC sign-in refused')).slice(-2);
    expect(refusals[0]).toMatch(/signature/i);
    expect(refusals[1]).toContain('claim=nonce');
  });

  it('finishes only in the browser that started the sign-in (login CSRF)', async () => {
    const started = await authorize('alice');
    // The attacker's callback link opened in another browser: no secret, or that browser's own.
    for (const browserSecret of ['', 'another-browsers-secret']) {
      const response = await callback({ ...started, browserSecret });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: browserSecret ? 'OAUTH_INVALID_STATE' : 'VALIDATION_FAILED',
      });
    }
    // Those attempts did not use the state up: the starting browser still finishes.
    expect((await callback(started)).statusCode).toBe(200);
    const [stored] = await kit.db.select().from(oauthStates).where(eq(oauthStates.state, started.state));
    expect(stored?.browserSecretHash).not.toContain(started.browserSecret);
  });

  it('never creates an account for an address the provider has not verified', async () => {
    const response = await callback(await authorize('unverified'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'OAUTH_EMAIL_UNVERIFIED' });
    expect(await userCount('nobody-checked@example.ge')).toBe(0);
    expect(await identityCount('unverified')).toBe(0);
  });

  it("drops every other identity of an unconfirmed account its address's verified owner joins", async () => {
    // An unconfirmed account with an identity whose address nobody verified, as older versions made them.
    const squatter = await kit.signUp('legacy@example.ge', 'Squatter pass 1');
    await kit.db.insert(userIdentities).values({
      userId: squatter.user.id,
      provider: 'oidc',
      issuer: provider.issuer,
      subject: 'legacy-squatter',
      email: 'legacy@example.ge',
      emailVerified: false,
    });
    const owner = await callback(await authorize('legacy-owner'));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await identityCount('legacy-squatter')).toBe(0);
    const squatterAgain = await callback(await authorize('legacy-squatter'));
    expect(squatterAgain.statusCode).toBe(403);
    expect((await kit.signIn('legacy@example.ge', 'Squatter pass 1')).statusCode).toBe(401);
  });

  it('never lets an unverified provider address take over an existing account (nothing linked)', async () => {
    const owner = await kit.createUser('password-owner@example.ge');
    const response = await callback(await authorize('mallory'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'OAUTH_EMAIL_UNVERIFIED' });
    expect(await identityCount('mallory')).toBe(0);
    const signIn = await kit.signIn('password-owner@example.ge');
    expect(signIn.json<AuthResponse>().user).toMatchObject({ id: owner.user.id, provider: 'email' });
  });

  it('links a verified provider address to the existing account', async () => {
    const owner = await kit.createUser('linked-owner@example.ge');
    const response = await callback(await authorize('owner'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AuthResponse>().user.id).toBe(owner.user.id);
    expect(await identityCount('owner')).toBe(1);
    expect((await kit.signIn('linked-owner@example.ge')).statusCode).toBe(200);
  });

  it('takes an unconfirmed account back from whoever registered the address first', async () => {
    const squatter = await kit.signUp('squatted@example.ge', 'Squatter pass 1');
    const response = await callback(await authorize('late-owner'));
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json<AuthResponse>();
    expect(session.user).toMatchObject({ id: squatter.user.id, emailConfirmed: true, provider: 'oidc' });
    expect((await kit.signIn('squatted@example.ge', 'Squatter pass 1')).statusCode).toBe(401);
  });

  it('refuses a provider that shares no e-mail address', async () => {
    const response = await callback(await authorize('mailless'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'OAUTH_FAILED' });
    expect(await identityCount('mailless')).toBe(0);
  });

  it('keeps the password policy out of it: a social account signs in without one', async () => {
    expect((await kit.signIn('alice@example.ge', PASSWORD)).statusCode).toBe(401);
  });
});
