import { expect, test } from '@playwright/test';
import { accountMenu, authDialog as dialog, DEMO_PASSWORD, signIn, signInButton } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

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
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await signIn(page, 'user@sakhli.example', DEMO_PASSWORD, 'Mariam');
    await page.goto('/dashboard/settings?lang=en');
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
