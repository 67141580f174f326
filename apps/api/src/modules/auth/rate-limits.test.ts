import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';

const WRONG = 'Wrong password 1';
const FIFTEEN_MINUTES = 15 * 60;

type Response = Awaited<ReturnType<AuthTestContext['post']>>;

/** Answers the response's Retry-After after checking it is CONTRACT.md's 429. */
function expectLimited(response: Response, windowSeconds = FIFTEEN_MINUTES): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}

const signInWith =
  (kit: AuthTestContext) => (email: string, password: string, client: string, forwardedFor?: string) =>
    kit.post(
      '/api/Auth/signin',
      { email, password },
      { client, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
    );

describe('sign-in limits (CONTRACT.md section 6) without a trusted proxy', () => {
  let kit: AuthTestContext;
  let signInAs: ReturnType<typeof signInWith>;
  beforeAll(async () => {
    kit = await createAuthTestContext();
    signInAs = signInWith(kit);
  });
  afterAll(() => kit.close());

  it('refuses an account-and-client pair after 10 failures, even the right password; the owner elsewhere signs in', async () => {
    const email = 'pair@example.ge';
    await kit.createUser(email);
    const client = '192.0.2.1';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs(email, WRONG, client)).statusCode).toBe(401);
    }
    expectLimited(await signInAs(email, WRONG, client));
    expectLimited(await signInAs(email, PASSWORD, client));
    // The same client may still try other accounts, and the owner signs in from a client that has not failed.
    expect((await signInAs('someone-else@example.ge', WRONG, client)).statusCode).toBe(401);
    expect((await signInAs(email, PASSWORD, '192.0.2.2')).statusCode).toBe(200);
    // Unknown addresses are limited alike, so the 429 says nothing about existence.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs('ghost@example.ge', WRONG, client)).statusCode).toBe(401);
    }
    expectLimited(await signInAs('ghost@example.ge', WRONG, client));
  });

  it('lets the owner in from a fresh client during a flood of 60 failures from other clients, and stops the flooders', async () => {
    const email = 'flooded@example.ge';
    await kit.createUser(email);
    const flooders = Array.from({ length: 12 }, (_, index) => `198.51.100.${index + 1}`);
    const statuses: number[] = [];
    for (const client of flooders) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await signInAs(email, WRONG, client)).statusCode);
      }
    }
    // 50 failures reach the per-account cap; past it each flooder that has failed for the account is refused,
    // a new one gets its first try only.
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([401, 429, 429, 429, 429, 401, 429, 429, 429, 429]);
    expectLimited(await signInAs(email, PASSWORD, flooders[0]!));
    expect((await signInAs(email, PASSWORD, '203.0.113.99')).statusCode).toBe(200);
  });

  it('caps a client at 100 failures across accounts; a spoofed X-Forwarded-For does not reset it', async () => {
    const client = '192.0.2.10';
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await signInAs(`spray${attempt}@example.ge`, WRONG, client, `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await signInAs('spray-next@example.ge', WRONG, client, '203.0.113.77'));
    expectLimited(await signInAs('spray-next@example.ge', WRONG, client));
    // Another client is not affected.
    expect((await signInAs('spray-next@example.ge', WRONG, '192.0.2.11')).statusCode).toBe(401);
  });

  it('counts every IPv6 address of one /64 as one client', async () => {
    const email = 'ipv6@example.ge';
    await kit.createUser(email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const address = `2001:db8:aa:bb:${attempt.toString(16)}:${attempt + 7}::1`;
      expect((await signInAs(email, WRONG, address)).statusCode).toBe(401);
    }
    expectLimited(await signInAs(email, PASSWORD, '2001:db8:aa:bb:ffff:ffff:ffff:fffe'));
    // The neighbouring /64 is another client.
    expect((await signInAs(email, PASSWORD, '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('forgets a pair’s failures on a successful sign-in', async () => {
    const email = 'forgetful@example.ge';
    await kit.createUser(email);
    const client = '192.0.2.20';
    for (let attempt = 0; attempt < 9; attempt += 1) await signInAs(email, WRONG, client);
    expect((await signInAs(email, PASSWORD, client)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signInAs(email, WRONG, client)).statusCode).toBe(401);
    }
    expectLimited(await signInAs(email, WRONG, client));
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

  it('caps each client at 20 mail-sending requests an hour across addresses, a /64 as one client', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await kit.post(
        '/api/auth/forgot-password',
        { email: `many${attempt}@example.ge` },
        { client: `2001:db8:5::${attempt + 1}` },
      );
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await kit.post(
        '/api/auth/forgot-password',
        { email: 'many-more@example.ge' },
        { client: '2001:db8:5::ff' },
      ),
      3600,
    );
  });
});

describe('Retry-After of sign-in (an injected clock)', () => {
  let kit: AuthTestContext;
  let signInAs: ReturnType<typeof signInWith>;
  let now = Date.UTC(2026, 2, 1, 9, 0, 0);
  beforeAll(async () => {
    kit = await createAuthTestContext({}, { clock: () => new Date(now) });
    signInAs = signInWith(kit);
  });
  afterAll(() => kit.close());

  it('is never shorter than the wait: exactly Retry-After seconds later the next attempt is allowed, a second earlier not', async () => {
    const email = 'patient@example.ge';
    await kit.createUser(email);
    const client = '192.0.2.30';
    expect((await signInAs(email, WRONG, client)).statusCode).toBe(401);
    now += 4 * 60_000 + 321;
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await signInAs(email, WRONG, client)).statusCode).toBe(401);
    }
    const retryAfter = expectLimited(await signInAs(email, PASSWORD, client));
    now += (retryAfter - 1) * 1000;
    expectLimited(await signInAs(email, PASSWORD, client));
    now += 1000;
    expect((await signInAs(email, PASSWORD, client)).statusCode).toBe(200);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY), with a RATE_LIMIT_ variable', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SIGNIN_PER_CLIENT: '5/15m' });
  });
  afterAll(() => kit.close());

  it('counts per client address forwarded by the proxy', async () => {
    const viaProxy = (email: string, forwardedFor: string) =>
      kit.post(
        '/api/Auth/signin',
        { email, password: WRONG },
        { client: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await viaProxy(`proxied${attempt}@example.ge`, '2001:db8:77::1')).statusCode).toBe(401);
    }
    expect((await viaProxy('proxied-next@example.ge', '2001:db8:77::2')).statusCode).toBe(429);
    expect((await viaProxy('proxied-next@example.ge', '198.51.100.2')).statusCode).toBe(401);
  });
});
