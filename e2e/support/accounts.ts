import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The control server of apps/api/src/test/e2e-server.ts: the mail the app sent, the OpenID provider. */
const control = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

export const DEMO_PASSWORD = 'Demo12345';

interface Mail {
  subject: string;
  text: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A fresh address per call, so journeys and their retries never meet each other's accounts. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ge`;
}

/** The mails that reached `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${control}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** The `skip`-th mail (0: the first) that reached `address`, waiting for it to arrive. */
export async function waitForMail(address: string, skip = 0): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(address))[skip];
        return mail !== undefined;
      },
      { message: `mail #${skip + 1} to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail as Mail;
}

/** The link of a mail that leads to `path` (/auth/confirm…), as the recipient would click it. */
export function linkIn(mail: Mail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/** `forge`: the provider's next ID tokens claim another e-mail under its old signature; `off`: genuine again. */
export async function tamperIdTokens(mode: 'forge' | 'off') {
  await fetch(`${control}/oidc/tamper?mode=${mode}`, { method: 'POST' });
}

/** An access token for the API calls a journey makes as that account. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/Auth/signin', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const ACCEPT_LANGUAGE = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' } as const;

/**
 * A confirmed e-mail account made through the API, as sign-up and the mailed link would make it; its mails are
 * in `language` (a new account takes the language its sign-up was asked in).
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  name: string,
  language: keyof typeof ACCEPT_LANGUAGE = 'en',
) {
  const email = uniqueEmail(name);
  const password = 'Journey pass 2026';
  const signUp = await request.post('/api/Auth/signup', {
    headers: { 'Accept-Language': ACCEPT_LANGUAGE[language] },
    data: { email, password, displayName: name, fullName: `${name} E2E` },
  });
  expect(signUp.status()).toBe(200);
  // The secret the signing-up browser keeps: with it the mailed link confirms with a click.
  const { confirmationSecret } = (await signUp.json()) as { confirmationSecret: string };
  const token = new URL(linkIn(await waitForMail(email), '/auth/confirm')).searchParams.get('token');
  const verify = await request.post('/api/auth/verify', {
    data: { token, type: 'signup', browserSecret: confirmationSecret },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, password, displayName: name };
}

export const authDialog = (page: Page) => page.getByRole('dialog');
export const signInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' });

/** Signs in through the top bar's modal and waits for the account menu. */
export async function signIn(page: Page, email: string, password: string, displayName: string) {
  await signInButton(page).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, displayName)).toBeVisible();
}

/** Signs up through the modal; the address then waits for its confirmation. */
export async function signUpInModal(page: Page, email: string, password: string, displayName: string) {
  await signInButton(page).click();
  await authDialog(page).getByRole('button', { name: 'Create an account' }).click();
  const form = authDialog(page).getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByLabel('Display name').fill(displayName);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

export async function signOut(page: Page, displayName: string) {
  await accountMenu(page, displayName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(signInButton(page)).toBeVisible();
}

/** Social sign-in from the modal's provider button, through the provider's own pages. */
export async function signInWithProvider(page: Page, login: string) {
  await signInButton(page).click();
  await authDialog(page).getByRole('button', { name: 'Continue with Test ID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * An attacker's move: a social sign-in started in a browser of their own, stopped where the provider sends
 * it back, so the address's code is still unused: that address, to slip to someone else's browser.
 */
export async function unusedCallbackAddress(browser: Browser, login: string): Promise<string> {
  const attacker = await browser.newContext();
  try {
    await attacker.route('**/api/Auth/oauth/callback', (route) => route.abort());
    const page = await attacker.newPage();
    await page.goto('/?lang=en');
    await signInWithProvider(page, login);
    await page.waitForURL(/\/auth\/callback\?.*code=/);
    return page.url();
  } finally {
    await attacker.close();
  }
}

export const accountMenu = (page: Page, displayName: string) =>
  page.getByRole('button', { name: `Account menu of ${displayName}` });
