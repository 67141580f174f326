import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { hashToken } from '../../lib/secure-token';
import { createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';
import { confirmLinkOf } from './testing/smtp-inbox';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('no account enumeration, no credentials in logs', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext();
  });
  afterAll(() => kit.close());

  it('fails sign-in for an unknown address and a wrong password alike: status, body and time', async () => {
    await kit.createUser('real@example.ge');
    const unknown = await kit.signIn('nobody-here@example.ge', 'Wrong password 1');
    const wrong = await kit.signIn('real@example.ge', 'Wrong password 1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });

    // Both pay one argon2id verification (a dummy hash for the unknown address), so their times are
    // alike; without the dummy, the unknown address would answer in about a millisecond.
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      for (const [email, times] of [
        [`ghost${round}@example.ge`, unknownTimes],
        ['real@example.ge', wrongTimes],
      ] as const) {
        const started = performance.now();
        await kit.signIn(email, 'Wrong password 1');
        times.push(performance.now() - started);
      }
      if (round === 3) await kit.signIn('real@example.ge'); // stays under the account's failure limit
    }
    const ratio = median(unknownTimes) / median(wrongTimes);
    expect(median(unknownTimes)).toBeGreaterThan(5);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('writes no password, token, token hash or code to the log, whatever the flow', async () => {
    const secrets = new Set<string>([PASSWORD, 'Second secret 2', 'Third secret 3']);
    const remember = (session: AuthResponse) => {
      for (const token of [session.accessToken, session.refreshToken]) {
        secrets.add(token);
        secrets.add(hashToken(token));
      }
    };
    const email = 'private@example.ge';
    const { confirmationSecret } = await kit.signUp(email);
    const confirmation = confirmLinkOf(await kit.inbox.waitForMail(email));
    secrets.add(confirmation.token).add(hashToken(confirmation.token));
    secrets.add(confirmationSecret ?? 'missing').add(hashToken(confirmationSecret ?? 'missing'));
    const first = (
      await kit.post('/api/auth/verify', {
        token: confirmation.token,
        type: 'signup',
        browserSecret: confirmationSecret,
      })
    ).json<AuthResponse>();
    remember(first);
    const signedIn = (await kit.signIn(email)).json<AuthResponse>();
    remember(signedIn);
    const rotated = (
      await kit.post('/api/Auth/refresh', {
        refreshToken: signedIn.refreshToken,
        accessToken: signedIn.accessToken,
      })
    ).json<AuthResponse>();
    remember(rotated);
    await kit.post('/api/Auth/refresh', { refreshToken: signedIn.refreshToken });
    await kit.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${rotated.accessToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Second secret 2' },
    });
    await kit.post('/api/auth/forgot-password', { email });
    const recoveryLink = confirmLinkOf(await kit.inbox.waitForMail(email, { skip: 1 }));
    secrets.add(recoveryLink.token);
    const recovery = (
      await kit.post('/api/auth/verify', { token: recoveryLink.token, type: 'recovery' })
    ).json<AuthResponse>();
    remember(recovery);
    // The auth pages as a browser loads them, credentials in the address.
    for (const url of [
      `/auth/confirm?token=${recoveryLink.token}&type=recovery`,
      `/auth/reset-password?access_token=${recovery.accessToken}&refresh_token=${recovery.refreshToken}`,
      '/auth/callback?code=provider-code-secret&state=provider-state-secret',
    ]) {
      await kit.app.inject({ method: 'GET', url });
    }
    secrets.add('provider-code-secret').add('provider-state-secret');
    const reset = await kit.post('/api/auth/reset-password', {
      accessToken: recovery.accessToken,
      refreshToken: recovery.refreshToken,
      newPassword: 'Third secret 3',
    });
    remember(reset.json<AuthResponse>());
    await kit.post('/api/Auth/signin', { email, password: 'Wrong guess 4' });
    secrets.add('Wrong guess 4');
    await kit.app.inject({
      method: 'POST',
      url: '/api/Auth/signin',
      payload: '{"email": "broken',
      headers: { 'content-type': 'application/json' },
    });

    const log = kit.logs.join('\n');
    expect(kit.logs.length).toBeGreaterThan(20);
    expect(log).toContain('/auth/confirm?token=%5Bredacted%5D&type=recovery');
    for (const secret of secrets)
      expect(log.includes(secret), `a log line holds ${secret.slice(0, 12)}…`).toBe(false);
  });
});
