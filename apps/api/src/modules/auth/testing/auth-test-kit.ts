import type { AuthResponse, SignUpResponse } from '@sakhli/shared/schemas/auth';
import { expect } from 'vitest';
import type { Adapters, AppOptions } from '../../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { confirmLinkOf, startSmtpInbox, type SmtpInbox } from './smtp-inbox';

export const PASSWORD = 'Correct horse 42';

/** Every log line the app writes, for checking that no credential reaches a log. */
export function captureLogs() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

/**
 * The app on a fresh database, mailing to a real SMTP server started for the test, logging everything
 * (level trace) into memory. Each helper acts as a client of its own address (`remoteAddress`), so the
 * per-client limits of one test do not spill into another.
 */
export async function createAuthTestContext(
  overrides: Record<string, string> = {},
  adapters: Pick<Adapters, 'clock'> = {},
  options: AppOptions = {},
) {
  const inbox = await startSmtpInbox();
  const logs = captureLogs();
  const context = await createTestApp(
    { SMTP_URL: inbox.url, LOG_LEVEL: 'trace', APP_URL: 'http://localhost:3000', ...overrides },
    { logDestination: logs.destination, ...adapters },
    options,
  );
  let clientCounter = 0;
  const nextClient = () => {
    clientCounter += 1;
    return `10.0.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
  };

  const post = (
    url: string,
    payload: object,
    options: { headers?: Record<string, string>; client?: string } = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      payload,
      headers: options.headers,
      remoteAddress: options.client ?? nextClient(),
    });
  const get = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** The confirmation secret each address's latest sign-up gave "its browser" (the test). */
  const browserSecrets = new Map<string, string>();

  /** Signs up and answers the body (no tokens while confirmation is required). */
  async function signUp(
    email: string,
    password = PASSWORD,
    extra: object = {},
    headers?: Record<string, string>,
  ) {
    const response = await post('/api/Auth/signup', { email, password, ...extra }, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SignUpResponse>();
    if (body.confirmationSecret) browserSecrets.set(email.toLowerCase(), body.confirmationSecret);
    return body;
  }

  /**
   * Follows the link of the next unread confirmation or reset mail to `email` through /api/auth/verify,
   * as the browser that signed up (its confirmation secret) unless `extra` says otherwise.
   */
  async function followMailLink(
    email: string,
    skip = 0,
    headers?: Record<string, string>,
    extra: { browserSecret?: string; password?: string } = {
      browserSecret: browserSecrets.get(email.toLowerCase()),
    },
  ) {
    const mail = await inbox.waitForMail(email, { skip });
    const { token, type } = confirmLinkOf(mail);
    return post('/api/auth/verify', { token, type, ...extra }, { headers });
  }

  /** A confirmed account and its first session. */
  async function createUser(email: string, password = PASSWORD, extra: object = {}): Promise<AuthResponse> {
    const earlierMails = inbox.mailsTo(email).length;
    await signUp(email, password, extra);
    const response = await followMailLink(email, earlierMails);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuthResponse>();
  }

  async function signIn(email: string, password = PASSWORD) {
    return post('/api/Auth/signin', { email, password });
  }

  return {
    context,
    app: context.app,
    db: context.db,
    inbox,
    logs: logs.lines,
    post,
    get,
    signUp,
    signIn,
    followMailLink,
    createUser,
    nextClient,
    async close() {
      await context.close();
      await inbox.close();
    },
  };
}
export type AuthTestContext = Awaited<ReturnType<typeof createAuthTestContext>>;
export type { SmtpInbox, TestApp };
