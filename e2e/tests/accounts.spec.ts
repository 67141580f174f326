import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  createConfirmedAccount,
  DEMO_PASSWORD,
  linkIn,
  signIn,
  tamperIdTokens,
  uniqueEmail,
  waitForMail,
} from '../support/accounts';

const dialog = (page: Page) => page.getByRole('dialog');
const signInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' });

async function signOut(page: Page, displayName: string) {
  await accountMenu(page, displayName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(signInButton(page)).toBeVisible();
}

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

    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, '/auth/confirm'));
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    // Two seconds later, home, signed in.
    await expect(page).toHaveURL(/\/\?listingType=Sale&propertyType=Apartment/, { timeout: 5_000 });
    await expect(accountMenu(page, 'Ana')).toBeVisible();

    // The link is single use.
    await page.goto(linkIn(mail, '/auth/confirm'));
    await expect(page.getByRole('heading', { name: 'Email not confirmed' })).toBeVisible();
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

test.describe('social sign-in through the local OpenID provider', () => {
  /** Starts at the modal's provider button and signs in on the provider's own pages. */
  async function signInWithProvider(page: Page, login: string) {
    await signInButton(page).click();
    await dialog(page).getByRole('button', { name: 'Continue with Test ID' }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

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

  test('refuses a state that is not the one this browser stored', async ({ page }) => {
    await page.goto('/?lang=en');
    await page.evaluate(() => localStorage.setItem('oauth_state', 'the-state-we-sent'));
    await page.goto('/auth/callback?code=stolen-code&state=another-state');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText('Invalid state parameter')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(signInButton(page)).toBeVisible();
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

test.describe('guarded routes', () => {
  test('a guest is sent to sign in and then brought back to the dashboard', async ({ page }) => {
    await page.goto('/dashboard/my-favorites?lang=en');
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill('user@sakhli.example');
    await dialog(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-favorites/);
    await expect(page.getByRole('heading', { name: 'My Favorites', level: 1 })).toBeVisible();
  });

  const cases = [
    { email: 'user@sakhli.example', name: 'Mariam', badge: 'Free', moderate: false, admin: false },
    {
      email: 'moderator@sakhli.example',
      name: 'Levan (Sakhli)',
      badge: 'Premium',
      moderate: true,
      admin: false,
    },
    { email: 'admin@sakhli.example', name: 'Tamar (Sakhli)', badge: 'Admin', moderate: true, admin: true },
  ];
  for (const role of cases) {
    test(`${role.badge}: menu and panels by role`, async ({ page }) => {
      await page.goto('/?lang=en');
      await signIn(page, role.email, DEMO_PASSWORD, role.name);
      await accountMenu(page, role.name).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText(role.badge, { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Moderation Panel' })).toHaveCount(
        role.moderate ? 1 : 0,
      );
      await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(role.admin ? 1 : 0);
      await expect(menu.getByRole('menuitem', { name: 'Upgrade to Premium' })).toHaveCount(
        role.badge === 'Free' ? 1 : 0,
      );
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/moderate?lang=en');
      if (role.moderate) {
        await expect(page.getByRole('heading', { name: 'Moderation Panel', level: 1 })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/dashboard\/my-properties/);
      }
      await page.goto('/dashboard/admin?lang=en');
      if (role.admin) {
        await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/dashboard\/my-properties/);
      }
    });
  }

  test('the auth modal and the settings page have no serious accessibility violations', async ({ page }) => {
    await page.goto('/?lang=en');
    await signInButton(page).click();
    await expect(dialog(page)).toBeVisible();
    const modal = await new AxeBuilder({ page }).analyze();
    expect(modal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.keyboard.press('Escape');
    await signIn(page, 'user@sakhli.example', DEMO_PASSWORD, 'Mariam');
    await page.goto('/dashboard/settings?lang=en');
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    const settings = await new AxeBuilder({ page }).analyze();
    expect(settings.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
