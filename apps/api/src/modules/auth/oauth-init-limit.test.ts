import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema/index';
import { createAuthTestContext, type AuthTestContext } from './testing/auth-test-kit';
import {
  APP_URL,
  REDIRECT_URI,
  startOidcProvider,
  TEST_CLIENT,
  type OidcTestProvider,
} from './testing/oidc-test-provider';

/** Each init stores a state row and asks the provider: RATE_LIMIT_OAUTH_INIT_PER_CLIENT (30 a minute) caps it. */
describe('POST /api/Auth/oauth/init per client', () => {
  let provider: OidcTestProvider;
  let kit: AuthTestContext;
  let now = Date.UTC(2026, 2, 1, 9, 0, 0);
  beforeAll(async () => {
    provider = await startOidcProvider(TEST_CLIENT, new Map());
    kit = await createAuthTestContext(
      {
        APP_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      },
      { clock: () => new Date(now) },
    );
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  const init = (client: string) =>
    kit.post('/api/Auth/oauth/init', { provider: 'oidc', redirectUri: REDIRECT_URI }, { client });
  const storedStates = async () => (await kit.db.select({ value: count() }).from(oauthStates))[0]?.value;

  it('answers the 31st call of a client within a minute 429 with Retry-After, storing no state for it', async () => {
    const client = '2001:db8:31::1';
    for (let call = 0; call < 30; call += 1) {
      expect((await init(client)).statusCode).toBe(200);
    }
    expect(await storedStates()).toBe(30);
    // Another address of the same /64 is the same client.
    const refused = await init('2001:db8:31::ffff');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await storedStates()).toBe(30);
    // Another client is not affected; a minute later this one may start again.
    expect((await init('192.0.2.31')).statusCode).toBe(200);
    now += 60_000;
    expect((await init(client)).statusCode).toBe(200);
  });
});
