import { expect, test, type Page } from '@playwright/test';
import { apiToken, createConfirmedAccount, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { createLiveListing, liveDemoListing } from '../support/listings';

const ADMIN = { email: 'admin@sakhli.example', displayName: 'Tamar (Sakhli)' };
const PHONE = { width: 390, height: 844 };
const SCOPE = 'listingType=Sale&propertyType=Apartment';

const cardOf = (page: Page, id: number) =>
  page.locator('article').filter({ has: page.locator(`a[href="/property/${id}"]`) });

/**
 * Issue 16: a user becomes an agency with a name and a logo, an admin verifies it, the cards say who sells,
 * "owners only" hides the agency's listing, and the agency's public page lists it.
 */
test('an agency is named on its cards, verified by an admin, hidden by "owners only" and has its own page', async ({
  page,
  request,
  browser,
}) => {
  // Two accounts, a listing going live, a logo and five pages checked with axe: longer than one page's journey.
  test.setTimeout(90_000);
  const agent = await createConfirmedAccount(request, 'agent');
  const agentToken = await apiToken(request, agent.email, agent.password);
  const listing = await createLiveListing(request, agentToken, { price: 187_654 });
  const agencyName = `Rustaveli Realty ${Date.now().toString(36)}`;

  // The profile: account type, agency name, logo.
  await page.goto('/?lang=en');
  await signIn(page, agent.email, agent.password, agent.displayName);
  await page.goto('/dashboard/settings?lang=en');
  await page.getByLabel('I sell as').selectOption('Agency');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the name of your agency or company')).toBeVisible();
  await page.getByLabel('Agency or company name').fill(agencyName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const demo = await liveDemoListing(request);
  const logo = await request.get(demo.propertyPhotos[0]!.originalUrl);
  await page.getByTestId('logo-input').setInputFiles({
    name: 'logo.jpg',
    mimeType: 'image/jpeg',
    buffer: await logo.body(),
  });
  await expect(page.getByAltText('Your current logo')).toBeVisible();
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // An admin grants the badge (the agency cannot: the server refuses it).
  const selfVerify = await request.put('/api/Auth/profile', {
    headers: { Authorization: `Bearer ${agentToken}` },
    data: { isVerified: true },
  });
  expect(selfVerify.status()).toBe(403);
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await admin.goto('/?lang=en');
  await signIn(admin, ADMIN.email, DEMO_PASSWORD, ADMIN.displayName);
  await admin.goto('/dashboard/admin');
  await admin.getByLabel('Search users').fill(agencyName);
  const row = admin.getByTestId('admin-user');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-user-seller')).toHaveText(`Agency · ${agencyName}`);
  await row.getByRole('button', { name: `Verify ${agent.displayName}` }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `${agent.displayName} is now verified.` }),
  ).toBeVisible();
  await expect(row.getByRole('img', { name: 'Verified seller: checked by Sakhli' })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await adminContext.close();

  // The card says who sells, with the badge.
  await page.goto(`/?${SCOPE}&lang=en`);
  const card = cardOf(page, listing.id);
  await expect(card.getByRole('link', { name: `Agency · ${agencyName}` })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Verified seller: checked by Sakhli' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // "Owners only" from the filter form hides it; its chip says so and takes it away again.
  const form = page.getByRole('form', { name: 'Hard filters' });
  await form.getByLabel('Seller').selectOption('Owner');
  await form.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/sellerType=Owner/);
  await expect(page.locator('article').first()).toBeVisible();
  await expect(cardOf(page, listing.id)).toHaveCount(0);
  await page.getByRole('button', { name: 'Applied filters (1)' }).click();
  await page.getByRole('button', { name: 'Remove filter: Owners only' }).click();
  await expect(page).not.toHaveURL(/sellerType/);
  await expect(cardOf(page, listing.id)).toBeVisible();
  // The address alone carries it too (a shared link).
  await page.goto(`/?${SCOPE}&sellerType=Owner&lang=en`);
  await expect(page.getByRole('button', { name: 'Applied filters (1)' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(cardOf(page, listing.id)).toHaveCount(0);
  // A signed-in visitor's filter is kept (CONTRACT.md section 4): taken away again by its chip.
  await page.getByRole('button', { name: 'Applied filters (1)' }).click();
  await page.getByRole('button', { name: 'Remove filter: Owners only' }).click();
  await expect(cardOf(page, listing.id)).toBeVisible();

  // The agency's page lists its Active listings.
  await cardOf(page, listing.id)
    .getByRole('link', { name: `Agency · ${agencyName}` })
    .click();
  await expect(page).toHaveURL(/\/agency\//);
  await expect(page.getByRole('heading', { level: 1, name: agencyName })).toBeVisible();
  await expect(page.getByText('1 active listing')).toBeVisible();
  await expect(cardOf(page, listing.id)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verified seller: checked by Sakhli' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${new URL(page.url()).pathname}?lang=ka`);
  await expect(page.getByRole('heading', { level: 1, name: agencyName })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // The detail page names the agency too.
  await page.goto(`/property/${listing.id}?lang=ru`);
  await expect(page.getByRole('link', { name: `Агентство · ${agencyName}` })).toBeVisible();

  // A comparison names the agency, with its link and badge, in the listing's column.
  const other = await liveDemoListing(request, listing.id);
  await page.goto(`/compare?ids=${other.id},${listing.id}&lang=en`);
  const seller = page.getByTestId('compare-table').locator('tr[data-row="seller"] td').nth(1);
  await expect(seller.getByRole('link', { name: `Agency · ${agencyName}` })).toHaveAttribute(
    'href',
    /^\/agency\//,
  );
  await expect(seller.getByRole('img', { name: 'Verified seller: checked by Sakhli' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // An owner has no public page.
  const owner = await createConfirmedAccount(request, 'owner');
  const ownerId = (
    (await (
      await request.get('/api/Auth/me', {
        headers: { Authorization: `Bearer ${await apiToken(request, owner.email, owner.password)}` },
      })
    ).json()) as { id: string }
  ).id;
  await page.goto(`/agency/${ownerId}?lang=en`);
  await expect(page.getByText('404')).toBeVisible();
});
