import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';

const WRONG = 'Wrong password 1';

describe('rate limits without a trusted proxy', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext();
  });
  afterAll(() => kit.close());

  const signInAs = (email: string, password: string, client: string, forwardedFor?: string) =>
    kit.post(
      '/api/Auth/signin',
      { email, password },
      { client, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    );
  const expectLimited = (response: Awaited<ReturnType<typeof signInAs>>, windowSeconds = 15 * 60) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  it('refuses sign-in to an account after 10 failures within 15 minutes, from any client, even the right password', async () => {
    const email = 'target@example.ge';
    await kit.createUser(email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs(email, WRONG, kit.nextClient())).statusCode).toBe(401);
    }
    expectLimited(await signInAs(email, WRONG, kit.nextClient()));
    expectLimited(await signInAs(email, PASSWORD, kit.nextClient()));
    // Unknown addresses are limited alike, so the 429 says nothing about existence.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs('ghost@example.ge', WRONG, kit.nextClient())).statusCode).toBe(401);
    }
    expectLimited(await signInAs('ghost@example.ge', WRONG, kit.nextClient()));
  });

  it('refuses a client after 10 failures on any accounts; a spoofed X-Forwarded-For does not reset it', async () => {
    const client = '192.0.2.10';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await signInAs(`spray${attempt}@example.ge`, WRONG, client, `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await signInAs('spray-next@example.ge', WRONG, client, '203.0.113.77'));
    expectLimited(await signInAs('spray-next@example.ge', WRONG, client));
    // Another client is not affected.
    expect((await signInAs('spray-next@example.ge', WRONG, '192.0.2.11')).statusCode).toBe(401);
  });

  it('clears an account’s failures on a successful sign-in', async () => {
    const email = 'forgetful@example.ge';
    await kit.createUser(email);
    for (let attempt = 0; attempt < 9; attempt += 1) await signInAs(email, WRONG, kit.nextClient());
    expect((await signInAs(email, PASSWORD, kit.nextClient())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await signInAs(email, WRONG, kit.nextClient())).statusCode).toBe(401);
    }
  });

  it.each([
    ['/api/Auth/signup', (email: string) => ({ email, password: PASSWORD })],
    ['/api/auth/forgot-password', (email: string) => ({ email })],
    ['/api/auth/resend-confirmation', (email: string) => ({ email })],
  ])('allows %s at most 5 times an hour per address, from any client', async (url, body) => {
    const email = `limit-${url.split('/').at(-1)}@example.ge`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await kit.post(url, body(email.toUpperCase()))).statusCode).toBe(200);
    }
    expectLimited(await kit.post(url, body(email)), 3600);
    expect((await kit.post(url, body(`other-${email}`))).statusCode).toBe(200);
  });

  it('caps each client at 20 mail-sending requests an hour across addresses', async () => {
    const client = '192.0.2.50';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await kit.post(
        '/api/auth/forgot-password',
        { email: `many${attempt}@example.ge` },
        { client },
      );
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await kit.post('/api/auth/forgot-password', { email: 'many-more@example.ge' }, { client }),
      3600,
    );
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => kit.close());

  it('counts per client address forwarded by the proxy', async () => {
    const viaProxy = (email: string, forwardedFor: string) =>
      kit.post(
        '/api/Auth/signin',
        { email, password: WRONG },
        { client: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await viaProxy(`proxied${attempt}@example.ge`, '198.51.100.1')).statusCode).toBe(401);
    }
    expect((await viaProxy('proxied-next@example.ge', '198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('proxied-next@example.ge', '198.51.100.2')).statusCode).toBe(401);
  });
});
