import { expect, test } from '@playwright/test';
import {
  accountMenu,
  authDialog as dialog,
  createConfirmedAccount,
  DEMO_PASSWORD,
  linkIn,
  signIn,
  signInButton,
  signInWithProvider,
  signOut,
  signUpInModal,
  tamperIdTokens,
  uniqueEmail,
  unusedCallbackAddress,
  waitForMail,
} from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.describe('e-mail accounts', () => {
  test('sign up with validation, confirm by the mailed link, arrive signed in', async ({ page }) => {
    const email = uniqueEmail('ana');
    await page.goto('/?lang=en');
    await signInButton(page).click();
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    const form = dialog(page).getByRole('form', { name: 'Create an account' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('onlyletters');
    await form.getByLabel('Confirm password').fill('different1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Password must contain at least one letter and one number')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('Sakhli journey 1');
    await form.getByLabel('Confirm password').fill('Sakhli journey 1');
    await form.getByLabel('Display name').fill('Ana');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(dialog(page).getByText(email)).toBeVisible();
    // Not signed in until the address is confirmed.
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(signInButton(page)).toBeVisible();

    // This browser signed up: its kept secret confirms with the click alone, and is then forgotten.
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, '/auth/confirm'));
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sakhli_confirmation_secret'))).toBeNull();
    // Two seconds later, home, signed in.
    await expect(page).toHaveURL(/\/\?listingType=Sale&propertyType=Apartment/, { timeout: 5_000 });
    await expect(accountMenu(page, 'Ana')).toBeVisible();

    // The link is single use. Signed in now, the browser is asked first; a failed link keeps the session.
    await page.goto(linkIn(mail, '/auth/confirm'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Email not confirmed' })).toBeVisible();
    await expect(accountMenu(page, 'Ana')).toBeVisible();
  });

  test('sign in refuses a wrong password, then signs in and out (Georgian and Russian)', async ({ page }) => {
    await page.goto('/?lang=ka');
    await page.getByRole('banner').getByRole('button', { name: 'შესვლა' }).click();
    await dialog(page).getByLabel('ელფოსტა').fill('user@sakhli.example');
    await dialog(page).getByLabel('პაროლი', { exact: true }).fill('wrong password 1');
    await dialog(page).getByRole('button', { name: 'შესვლა', exact: true }).click();
    await expect(dialog(page).getByText('ელფოსტა ან პაროლი არასწორია')).toBeVisible();
    await dialog(page).getByLabel('პაროლი', { exact: true }).fill(DEMO_PASSWORD);
    await dialog(page).getByRole('button', { name: 'შესვლა', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mariam: ანგარიშის მენიუ' })).toBeVisible();

    // The session survives a reload, in another language too.
    await page.goto('/?lang=ru');
    await page.getByRole('button', { name: 'Меню аккаунта Mariam' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('forgot password: the mailed link leads to a new password that signs in', async ({
    page,
    request,
  }) => {
    const account = await createConfirmedAccount(request, 'Dato');
    await page.goto('/?lang=en');
    await signInButton(page).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill(account.email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog(page).getByText(`If an account exists for ${account.email}`)).toBeVisible();

    // The second mail to the address (the first confirmed it).
    const mail = await waitForMail(account.email, 1);
    await page.goto(linkIn(mail, '/auth/confirm'));
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Brand new pass 7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Brand new pass 7');
    await page.getByLabel('Confirm new password').fill('Brand new pass 7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?listingType=Sale/, { timeout: 5_000 });
    await expect(accountMenu(page, account.displayName)).toBeVisible();

    await signOut(page, account.displayName);
    await signIn(page, account.email, 'Brand new pass 7', account.displayName);
  });

  test('change password in the profile settings; profile names save for real', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'Eka');
    await page.goto('/?lang=en');
    await signIn(page, account.email, account.password, account.displayName);
    await accountMenu(page, account.displayName).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email.toLowerCase());
    await expect(page.getByText('Contact support to change your email address')).toBeVisible();

    await page.getByLabel('Display name').fill('Eka Settings');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(accountMenu(page, 'Eka Settings')).toBeVisible();

    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill('not my password 1');
    await change.getByLabel('New password', { exact: true }).fill('Changed pass 9');
    await change.getByLabel('Confirm new password').fill('Changed pass 9');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByText('Current password is incorrect')).toBeVisible();
    await change.getByLabel('Current password').fill(account.password);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByText('Password changed successfully!')).toBeVisible();

    await page.reload();
    await expect(accountMenu(page, 'Eka Settings')).toBeVisible();
    await signOut(page, 'Eka Settings');
    await signIn(page, account.email, 'Changed pass 9', 'Eka Settings');
  });
});

test.describe('who a mailed confirmation link signs in (CONTRACT.md section 6)', () => {
  test('opened in another browser, the link asks for the password chosen at sign-up', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('nana');
    await page.goto('/?lang=en');
    await signUpInModal(page, email, 'Nana chose 2026', 'Nana');
    const link = linkIn(await waitForMail(email), '/auth/confirm');

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(link);
      await expect(other.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
      await expect(other.getByText(/Someone else may have signed up with your address/)).toBeVisible();
      await expectNoSeriousAxeViolations(other);
      await other.getByLabel('Password', { exact: true }).fill('a guess 2026');
      await other.getByRole('button', { name: 'Confirm email' }).click();
      await expect(
        other.getByText('This is not the password chosen at sign-up. Please try again.'),
      ).toBeVisible();
      await other.getByLabel('Password', { exact: true }).fill('Nana chose 2026');
      await other.getByRole('button', { name: 'Confirm email' }).click();
      await expect(other.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
      await expect(other).toHaveURL(/\/\?listingType=Sale/, { timeout: 5_000 });
      await expect(accountMenu(other, 'Nana')).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });

  test("signed in as someone, the browser is asked before someone else's link switches it", async ({
    page,
    request,
  }) => {
    const account = await createConfirmedAccount(request, 'Irakli');
    // Another person signs up elsewhere; their link reaches this browser.
    const email = uniqueEmail('lela');
    const signUp = await request.post('/api/Auth/signup', {
      data: { email, password: 'Lela chose 2026', displayName: 'Lela' },
    });
    expect(signUp.status()).toBe(200);
    const link = linkIn(await waitForMail(email), '/auth/confirm');

    await page.goto('/?lang=en');
    await signIn(page, account.email, account.password, account.displayName);
    const before = await page.evaluate(() => localStorage.getItem('sakhli_refresh_token'));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Switch account?' })).toBeVisible();
    await expect(page.getByText('You are signed in as Irakli.', { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page).toHaveURL(/\/\?listingType=Sale/);
    await expect(accountMenu(page, account.displayName)).toBeVisible();

    // Nothing used the link: followed now, it asks for Lela's password (this browser did not sign up).
    await page.goto(link);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Lela chose 2026');
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(accountMenu(page, 'Lela')).toBeVisible({ timeout: 5_000 });
    // Irakli's session was revoked on the server, not only forgotten here.
    const refresh = await request.post('/api/Auth/refresh', { data: { refreshToken: before } });
    expect(refresh.status()).toBe(401);
  });
});

test.describe('social sign-in through the local OpenID provider', () => {
  test('signs in, returns to where the visitor was; the used callback cannot be replayed', async ({
    page,
  }) => {
    await page.goto('/property/12?lang=en');
    let callbackUrl = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/auth/callback?')) callbackUrl = frame.url();
    });
    await signInWithProvider(page, 'giorgi');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(page).toHaveURL(/\/property\/12/, { timeout: 5_000 });
    await expect(accountMenu(page, 'Giorgi Kapanadze')).toBeVisible();
    await accountMenu(page, 'Giorgi Kapanadze').click();
    // A social account has no password to change.
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change password' })).toHaveCount(0);
    await signOut(page, 'Giorgi Kapanadze');

    expect(callbackUrl).toContain('state=');
    await page.goto(callbackUrl);
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
  });

  test('refuses a state that is not the one this tab stored', async ({ page }) => {
    await page.goto('/?lang=en');
    await page.evaluate(() => {
      sessionStorage.setItem('oauth_state', 'the-state-we-sent');
      sessionStorage.setItem('oauth_provider', 'oidc');
      sessionStorage.setItem('oauth_browser_secret', 'the-secret-we-got');
    });
    await page.goto('/auth/callback?code=stolen-code&state=another-state');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText('Invalid state parameter')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(signInButton(page)).toBeVisible();
  });

  test('a callback address from a sign-in started in another browser is refused (login CSRF)', async ({
    page,
    browser,
  }) => {
    const callbackUrl = await unusedCallbackAddress(browser, 'nino');

    // The victim, signed in as themselves, is made to open it.
    await page.goto('/?lang=en');
    await signIn(page, 'user@sakhli.example', DEMO_PASSWORD, 'Mariam');
    const exchanges: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/Auth/oauth/callback')) exchanges.push(sent.url());
    });
    await page.goto(callbackUrl);
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText('Invalid state parameter')).toBeVisible();
    expect(exchanges).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(accountMenu(page, 'Mariam')).toBeVisible();
  });

  test('refuses an ID token whose claims were forged (the signature no longer matches)', async ({ page }) => {
    await tamperIdTokens('forge');
    try {
      await page.goto('/?lang=en');
      await signInWithProvider(page, 'nino');
      await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
      await page.goto('/?lang=en');
      await expect(signInButton(page)).toBeVisible();
    } finally {
      await tamperIdTokens('off');
    }
  });
});
