import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createConfirmedAccount, DEMO_PASSWORD, signIn, waitForMail } from '../support/accounts';
import { createLiveListing, liveDemoListing, type Listing } from '../support/listings';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

const OWNER = { email: 'owner@sakhli.example', displayName: 'Nino Beridze' };
const MODERATOR = { email: 'moderator@sakhli.example', displayName: 'Levan (Sakhli)' };

/** A fresh account with one live listing, signed in in the browser. */
async function signedInLister(page: Page, request: APIRequestContext, name: string) {
  const account = await createConfirmedAccount(request, name);
  const token = await apiToken(request, account.email, account.password);
  const listing = await createLiveListing(request, token);
  await page.goto('/?lang=en');
  await signIn(page, account.email, account.password, account.displayName);
  return { account, token, listing };
}

const card = (page: Page, code: number) => page.getByRole('article', { name: `Listing ${code}` });
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply Filters' });

test('the demo owner sees listings in every state, filters them by status and by code', async ({ page }) => {
  await page.goto('/?lang=en');
  await signIn(page, OWNER.email, DEMO_PASSWORD, OWNER.displayName);
  await page.goto('/dashboard/my-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible();
  const cards = page.getByTestId('my-property-card');
  await expect(cards.first()).toBeVisible();
  for (const status of ['Active', 'Inactive', 'Pending', 'Archived']) {
    await expect(cards.locator(`[data-status="${status}"]`).first()).toBeVisible();
  }
  await expect(
    page.getByText('This property has been archived and cannot be modified.').first(),
  ).toBeVisible();
  const stats = page.getByTestId('my-properties-stats');
  // The total is the whole list's, the cards one page's (15 at most).
  const count = await cards.count();
  expect(Number(await stats.locator('[data-stat="total"]').textContent())).toBeGreaterThanOrEqual(count);
  await expectNoSeriousAxeViolations(page);

  await expect(applyButton(page)).toBeDisabled();
  await page.getByLabel('Status').selectOption('Inactive');
  await expect(applyButton(page)).toBeEnabled();
  await applyButton(page).click();
  await expect(applyButton(page)).toBeDisabled();
  await expect(cards.locator('[data-status]').first()).toHaveAttribute('data-status', 'Inactive');
  const statuses = await cards
    .locator('[data-status]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['Inactive']));
  await expect(stats.locator('[data-stat="active"]')).toHaveText('0');
  await expect(stats.locator('[data-stat="inactive"]')).toHaveText(String(statuses.length));

  const code = (await cards.first().getAttribute('aria-label'))!.replace('Listing ', '');
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Property code').fill(`#${code}x`);
  await expect(page.getByLabel('Property code')).toHaveValue(code);
  await applyButton(page).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Listing ${code}`);
  await expect(stats.locator('[data-stat="total"]')).toHaveText('1');

  await page.getByLabel('Property code').fill('999999999');
  await applyButton(page).click();
  await expect(page.getByText('No properties found')).toBeVisible();
});

test('deactivate and activate from the list; Edit opens the edit form in a new tab', async ({
  page,
  request,
}) => {
  const { token, listing } = await signedInLister(page, request, 'lister');
  await page.goto('/dashboard/my-properties');
  const item = card(page, listing.code);
  await expect(item.locator('[data-status]')).toHaveAttribute('data-status', 'Active');
  await expect(item.getByText(/^Expires on /)).toBeVisible();

  await item.getByRole('button', { name: 'Deactivate' }).click();
  await expect(item.locator('[data-status]')).toHaveAttribute('data-status', 'Inactive');
  await expect(item.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Activate' }).click();
  await expect(item.locator('[data-status]')).toHaveAttribute('data-status', 'Active');
  const read = await request.get(`/api/Property/${listing.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await read.json()) as Listing).publishStatus).toBe('Active');

  const [editTab] = await Promise.all([
    page.context().waitForEvent('page'),
    item.getByRole('link', { name: /^Edit listing/ }).click(),
  ]);
  await editTab.waitForLoadState();
  expect(new URL(editTab.url()).pathname).toBe(`/dashboard/edit-property/${listing.id}`);
  await editTab.close();

  const [listingTab] = await Promise.all([
    page.context().waitForEvent('page'),
    item.getByRole('link', { name: `Open listing ${listing.code} in a new tab` }).click(),
  ]);
  await listingTab.waitForLoadState();
  expect(new URL(listingTab.url()).pathname).toBe(`/property/${listing.id}`);
});

test('archive from the detail page: it reloads and shows the archived note', async ({ page, request }) => {
  const { listing } = await signedInLister(page, request, 'archiver');
  await page.goto(`/property/${listing.id}`);
  const management = page.getByRole('region', { name: 'Manage listing' });
  await expect(management.getByText('Active', { exact: true })).toBeVisible();
  await expect(management.getByTestId('listing-expiry')).toContainText('Published until');
  await expect(management.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/dashboard/edit-property/${listing.id}`,
  );
  await expectNoSeriousAxeViolations(page);
  await management.getByRole('button', { name: 'Archive' }).click();
  await expect(management.getByText('This property has been archived and cannot be modified.')).toBeVisible();
  await expect(management.getByRole('button')).toHaveCount(0);
  await expect(management.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // A reload shows the same: the server archived it.
  await page.reload();
  await expect(management.getByText('Archived', { exact: true })).toBeVisible();
});

test('a guest sends an inquiry from the detail page and the owner receives it by mail', async ({
  browser,
  page,
  request,
}) => {
  const { account, listing } = await signedInLister(page, request, 'landlord');
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(`/property/${listing.id}?lang=en`, page.url()).toString());
  await guest.getByRole('button', { name: 'Send inquiry' }).click();
  const form = guest.getByRole('form', { name: 'Message to the owner' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  await form.getByLabel('Your name').fill('Tamar Guest');
  await form.getByLabel('Your email').fill('tamar.guest@example.ge');
  await form.getByLabel('Phone (optional)').fill('+995 555 11 22 33');
  await form.getByLabel('Message').fill('Is the flat still available? Could I see it on Saturday?');
  await expectNoSeriousAxeViolations(guest);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText('Your message has been sent. The owner will reply to your email.'),
  ).toBeVisible();
  await expect(guest.getByText(account.email)).toHaveCount(0);

  // The first mail to the address was its confirmation; the second is the inquiry.
  const mail = await waitForMail(account.email, 1);
  expect(mail.subject).toMatch(/^Inquiry about your listing: /);
  expect(mail.text).toContain('Tamar Guest');
  expect(mail.text).toContain('Is the flat still available? Could I see it on Saturday?');
  expect(mail.text).toContain('+995 555 11 22 33');
  expect(mail.text).toContain(`code ${listing.code}`);
  await guest.context().close();
});

test('a moderator sees the image processing status and the process report', async ({ page, request }) => {
  const listing = await liveDemoListing(request);
  await page.goto('/?lang=en');
  await signIn(page, MODERATOR.email, DEMO_PASSWORD, MODERATOR.displayName);
  await page.goto(`/property/${listing.id}`);
  const images = page.getByRole('region', { name: 'Image processing status' });
  await expect(images.getByTestId('image-record').first()).toBeVisible();
  await expect(images.getByTestId('image-record')).toHaveCount(listing.propertyPhotos.length);
  await expect(images.getByText('Completed').first()).toBeVisible();
  const report = page.getByRole('region', { name: 'Property process report' });
  // Either the report's ten sections or, before the photos are analysed, that it is not available yet.
  await expect(
    report.locator('[data-section], [data-testid="process-report-unavailable"]').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manage listing' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('phone width: the list and the management card fit the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { listing } = await signedInLister(page, request, 'phone');
  await page.goto('/dashboard/my-properties');
  await expect(card(page, listing.code)).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await card(page, listing.code).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('region', { name: 'Manage listing' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
