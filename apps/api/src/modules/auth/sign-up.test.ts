import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AuthResponse, SignUpResponse, User } from '@sakhli/shared/schemas/auth';
import { createTestApp } from '../../test/test-app';
import { captureLogs, createAuthTestContext, PASSWORD, type AuthTestContext } from './testing/auth-test-kit';
import { confirmLinkOf } from './testing/smtp-inbox';

describe('sign-up with e-mail confirmation', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext();
  });
  afterAll(() => kit.close());

  it('signs up without tokens, mails a link in the chosen language, and the link confirms and signs in', async () => {
    const email = 'nino@example.ge';
    const response = await kit.post(
      '/api/Auth/signup',
      { email: 'Nino@Example.ge', password: PASSWORD, displayName: 'Nino', fullName: 'Nino Beridze' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SignUpResponse.parse(response.json());
    expect(body).toMatchObject({ accessToken: null, refreshToken: null, expiresIn: null });
    expect(body.user).toMatchObject({
      email,
      displayName: 'Nino',
      fullName: 'Nino Beridze',
      firstName: 'Nino',
      lastName: 'Beridze',
      role: 'User',
      emailConfirmed: false,
      provider: 'email',
      language: 'en',
    });

    const mail = await kit.inbox.waitForMail(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Sakhli');
    expect(mail.from).toContain('Sakhli');
    // Not by the name the sign-up gave: whoever typed it may not own the address.
    expect(mail.text).toContain('Hello!');
    const link = confirmLinkOf(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://localhost:3000/auth/confirm');
    expect(link.type).toBe('signup');
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    expect(mail.html).toContain(link.url.href.replaceAll('&', '&amp;'));

    expect(body.confirmationSecret?.length).toBeGreaterThanOrEqual(43);
    const verified = await kit.post('/api/auth/verify', {
      token: link.token,
      type: 'signup',
      browserSecret: body.confirmationSecret,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    const session = AuthResponse.parse(verified.json());
    expect(session.expiresIn).toBe(3600);
    expect(session.user.emailConfirmed).toBe(true);

    const me = await kit.get('/api/Auth/me', session.accessToken);
    expect(me.statusCode).toBe(200);
    expect(User.parse(me.json())).toMatchObject({ email, emailConfirmed: true });

    const signIn = await kit.signIn('NINO@example.ge');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect(AuthResponse.parse(signIn.json()).user.id).toBe(session.user.id);

    // The link was used once.
    const again = await kit.post('/api/auth/verify', { token: link.token, type: 'signup' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('answers 403 EMAIL_NOT_CONFIRMED before confirmation, but only to the right password', async () => {
    await kit.signUp('unconfirmed@example.ge');
    const right = await kit.signIn('unconfirmed@example.ge');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
    const wrong = await kit.signIn('unconfirmed@example.ge', 'Wrong password 1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('resends the confirmation, in the language stored at sign-up, and the new link works', async () => {
    const email = 'resend@example.ge';
    const { confirmationSecret } = await kit.signUp(email, PASSWORD, {}, { 'accept-language': 'ru-RU' });
    expect((await kit.inbox.waitForMail(email)).subject).toBe('Подтвердите адрес электронной почты — Сахли');
    const resend = await kit.post('/api/auth/resend-confirmation', { email });
    expect(resend.statusCode).toBe(200);
    const second = await kit.inbox.waitForMail(email, { skip: 1 });
    expect(second.text).toContain('Здравствуйте!');
    const verified = await kit.post('/api/auth/verify', {
      token: confirmLinkOf(second).token,
      type: 'signup',
      // Resent links stay tied to the browser of the sign-up.
      browserSecret: confirmationSecret,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Confirmed, unknown and confirmed-again addresses get the same answer, and no mail.
    const answers = await Promise.all(
      [email, 'nobody@example.ge'].map((address) =>
        kit.post('/api/auth/resend-confirmation', { email: address }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.inbox.mailsTo(email)).toHaveLength(2);
    expect(kit.inbox.mailsTo('nobody@example.ge')).toHaveLength(0);
  });

  it('mails Georgian by default (no Accept-Language)', async () => {
    await kit.signUp('georgian@example.ge');
    const mail = await kit.inbox.waitForMail('georgian@example.ge');
    expect(mail.subject).toBe('დაადასტურეთ ელფოსტის მისამართი — სახლი');
    expect(mail.text).toContain('გამარჯობა!');
  });

  it('answers a taken address exactly like a new one and tells its owner by mail instead', async () => {
    const owner = 'owner@example.ge';
    await kit.createUser(owner);
    const payload = { password: 'Another pass 7', displayName: 'Someone' };
    const taken = await kit.post('/api/Auth/signup', { email: owner, ...payload });
    const fresh = await kit.post('/api/Auth/signup', { email: 'fresh@example.ge', ...payload });
    expect(taken.statusCode).toBe(fresh.statusCode);
    const normalise = (body: SignUpResponse) => ({
      ...body,
      user: { ...body.user, id: '', createdAt: '', email: '' },
      confirmationSecret: body.confirmationSecret === null ? null : 'a secret',
    });
    const takenBody = taken.json<SignUpResponse>();
    const freshBody = fresh.json<SignUpResponse>();
    expect(normalise(takenBody)).toEqual(normalise(freshBody));
    expect(Object.keys(takenBody.user)).toEqual(Object.keys(freshBody.user));

    const notice = await kit.inbox.waitForMail(owner, { skip: 1 });
    expect(notice.text).toMatch(/already have an account|უკვე გაქვთ/);
    expect(notice.text).not.toContain('/auth/confirm');
    // The password of the account did not change.
    expect((await kit.signIn(owner)).statusCode).toBe(200);
    expect((await kit.signIn(owner, payload.password)).statusCode).toBe(401);
  });

  it.each([
    [{ password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: '', password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-address', password: PASSWORD }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@b.ge' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@b.ge', password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@b.ge', password: 'ab1' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ email: 'a@b.ge', password: 'onlyletters' }, 'password', AUTH_MESSAGES.passwordLetterAndNumber],
    [{ email: 'a@b.ge', password: '12345678' }, 'password', AUTH_MESSAGES.passwordLetterAndNumber],
    [{ email: 'a@b.ge', password: `a1${'x'.repeat(127)}` }, 'password', AUTH_MESSAGES.passwordTooLong],
    [
      { email: 'a@b.ge', password: PASSWORD, displayName: '  ' },
      'displayName',
      AUTH_MESSAGES.displayNameBlank,
    ],
    [{ email: 'a@b.ge', password: PASSWORD, fullName: '' }, 'fullName', AUTH_MESSAGES.fullNameBlank],
  ])('rejects %j naming %s: %s', async (payload, field, message) => {
    const response = await kit.post('/api/Auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
  });

  it('takes a 64-character Georgian password through sign-up, sign-in, change and reset', async () => {
    const email = 'qartuli@example.ge';
    const georgian = 'ჩემისაიდუმლოპაროლიძალიანგრძელიადაუსაფრთხოა2024წელსთბილისშიმზეაკი';
    expect(georgian).toHaveLength(64);
    const session = await kit.createUser(email, georgian);
    expect((await kit.signIn(email, georgian)).statusCode).toBe(200);

    const changed = 'ახალიპაროლი'.repeat(5) + '1234567890';
    const change = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { currentPassword: georgian, newPassword: changed },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await kit.signIn(email, changed)).statusCode).toBe(200);

    await kit.post('/api/auth/forgot-password', { email });
    const recovery = await kit.followMailLink(email, 1);
    const { accessToken, refreshToken } = recovery.json<AuthResponse>();
    const reset = await kit.post('/api/auth/reset-password', {
      accessToken,
      refreshToken,
      newPassword: georgian,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await kit.signIn(email, georgian)).statusCode).toBe(200);
  });
});

describe('sign-up without e-mail confirmation', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(() => kit.close());

  it('signs in at once, and a taken address answers 409 EMAIL_TAKEN', async () => {
    const response = await kit.post('/api/Auth/signup', { email: 'direct@example.ge', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = SignUpResponse.parse(response.json());
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.user.emailConfirmed).toBe(false);
    expect((await kit.get('/api/Auth/me', body.accessToken ?? '')).statusCode).toBe(200);

    const taken = await kit.post('/api/Auth/signup', { email: 'DIRECT@example.ge', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await kit.signIn('direct@example.ge')).statusCode).toBe(200);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail into DATA_DIR/outbox and logs its link', async () => {
    const logs = captureLogs();
    const context = await createTestApp(
      { LOG_LEVEL: 'info', APP_URL: 'http://localhost:3000' },
      { logDestination: logs.destination },
    );
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/Auth/signup',
        payload: { email: 'outbox@example.ge', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const outbox = path.join(context.config.dataDir, 'outbox');
      await expect
        .poll(() => readdirSync(outbox, { withFileTypes: true }).length, { timeout: 10_000 })
        .toBe(1);
      const [file] = readdirSync(outbox);
      const eml = readFileSync(path.join(outbox, file ?? ''), 'utf8');
      expect(eml).toContain('To: outbox@example.ge');
      const line = logs.lines
        .map((entry) => JSON.parse(entry) as Record<string, unknown>)
        .find((entry) => entry.link);
      expect(line).toMatchObject({ level: 30, mail: 'confirm', msg: 'mail written to the outbox' });
      expect(String(line?.link)).toMatch(
        /^http:\/\/localhost:3000\/auth\/confirm\?token=[\w-]{43}&type=signup$/,
      );
    } finally {
      await context.close();
    }
  });
});
