import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import { users } from '../../db/schema/index';
import { createAuthTestContext, type AuthTestContext } from './testing/auth-test-kit';
import { confirmLinkOf } from './testing/smtp-inbox';

const ATTACKER_PASSWORD = 'Attacker pass 1';
const OWNER_PASSWORD = 'Owner pass 2';

/**
 * Someone signs up an address they do not own, with their own password, before its owner does (issue 11,
 * item 1). Whatever the order of the two sign-ups and of the clicks, the attacker's password never opens
 * a confirmed account.
 */
describe('sign-up of an address someone else registered first', () => {
  let kit: AuthTestContext;
  beforeAll(async () => {
    kit = await createAuthTestContext({ ADMIN_EMAILS: 'boss@example.ge' });
  });
  afterAll(() => kit.close());

  const verify = (token: string, extra: object = {}) =>
    kit.post('/api/auth/verify', { token, type: 'signup', ...extra });
  const roleOf = async (email: string) =>
    (await kit.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

  it("replaces the attacker's password and retires the attacker's link when the owner signs up", async () => {
    const email = 'boss@example.ge';
    await kit.signUp(email, ATTACKER_PASSWORD);
    const attackerLink = confirmLinkOf(await kit.inbox.waitForMail(email)).token;
    const owner = await kit.signUp(email, OWNER_PASSWORD);
    const ownerLink = confirmLinkOf(await kit.inbox.waitForMail(email, { skip: 1 })).token;
    expect(ownerLink).not.toBe(attackerLink);

    // The link issued for the attacker's sign-up is dead, even in the owner's browser.
    const stale = await verify(attackerLink, { browserSecret: owner.confirmationSecret });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_LINK' });

    const confirmed = await verify(ownerLink, { browserSecret: owner.confirmationSecret });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<AuthResponse>().user).toMatchObject({ emailConfirmed: true, role: 'Admin' });
    expect((await kit.signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await kit.signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it("never confirms the attacker's password through a link the owner opens, whoever signed up last", async () => {
    const email = 'victim@example.ge';
    const owner = await kit.signUp(email, OWNER_PASSWORD);
    // The attacker signs up after the owner: the owner's mailbox now holds a link for the attacker's password.
    await kit.signUp(email, ATTACKER_PASSWORD);
    const ownerLink = confirmLinkOf(await kit.inbox.waitForMail(email)).token;
    const attackerLink = confirmLinkOf(await kit.inbox.waitForMail(email, { skip: 1 })).token;
    expect((await verify(ownerLink, { browserSecret: owner.confirmationSecret })).json()).toMatchObject({
      code: 'INVALID_LINK',
    });

    // Opened in the owner's browser, the attacker's link asks for the password it was issued for.
    const asked = await verify(attackerLink, { browserSecret: owner.confirmationSecret });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'CONFIRMATION_PASSWORD_REQUIRED' });
    const wrong = await verify(attackerLink, { password: OWNER_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await kit.signIn(email, ATTACKER_PASSWORD)).json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
    });

    // The owner signs up again; the new link confirms the owner's password in the owner's browser.
    const again = await kit.signUp(email, OWNER_PASSWORD);
    const latest = confirmLinkOf(await kit.inbox.waitForMail(email, { skip: 2 })).token;
    expect((await verify(latest, { browserSecret: again.confirmationSecret })).statusCode).toBe(200);
    expect((await kit.signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect(await roleOf(email)).toBe('User');
  });

  it('confirms from another browser with the password the sign-up chose, and not without it', async () => {
    const email = 'two-devices@example.ge';
    await kit.signUp(email, OWNER_PASSWORD);
    const link = confirmLinkOf(await kit.inbox.waitForMail(email)).token;
    const elsewhere = await verify(link, { browserSecret: 'another-browser-secret' });
    expect(elsewhere.json()).toMatchObject({ code: 'CONFIRMATION_PASSWORD_REQUIRED' });
    // Asking did not use the link up.
    const confirmed = await verify(link, { password: OWNER_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await verify(link, { password: OWNER_PASSWORD })).json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('greets an unconfirmed address without the name its sign-up gave (the writer may not own it)', async () => {
    const email = 'greeting@example.ge';
    const displayName = 'Your bank: call +995 555 000 000 now';
    await kit.signUp(email, OWNER_PASSWORD, { displayName }, { 'accept-language': 'en-US' });
    const mail = await kit.inbox.waitForMail(email);
    expect(mail.text).toContain('Hello!');
    expect(mail.text).not.toContain('995');
    expect(mail.html).not.toContain('995');
    await kit.post('/api/auth/forgot-password', { email });
    const reset = await kit.inbox.waitForMail(email, { skip: 1 });
    expect(reset.text).not.toContain('995');
  });
});
