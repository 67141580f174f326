import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createConfirmedAccount, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

interface Listing {
  id: number;
  code: number;
  priceGel: number | null;
  publishStatus: string;
  rejectionReason?: string | null;
}
interface QueueItem extends Listing {
  owner: { email: string };
}

const AGENT = { email: 'agent@sakhli.example', displayName: 'Tbilisi Home Realty' };
const MODERATOR = { email: 'moderator@sakhli.example', displayName: 'Levan (Sakhli)' };
const ADMIN = { email: 'admin@sakhli.example', displayName: 'Tamar (Sakhli)' };
const PHONE = { width: 375, height: 812 };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function firstListing(request: APIRequestContext, scope: string): Promise<Listing> {
  const response = await request.get(`/api/Property/properties/chunk?chunkSize=1&pageSize=15&${scope}`);
  const { items } = (await response.json()) as { items: Listing[] };
  expect(items[0], `a live listing for ${scope}`).toBeDefined();
  return items[0]!;
}

/** A search card by the listing it shows, and its heart. */
const searchCard = (page: Page, id: number) =>
  page.locator('article').filter({ has: page.locator(`a[href="/property/${id}"]`) });
const heartOf = (page: Page, id: number) =>
  searchCard(page, id).getByRole('button', { name: 'Save to favourites' });

/** The English figure of an average in laris, rounded as the page rounds it. */
const gelText = (amounts: number[]) =>
  `₾${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
    Math.round((amounts.reduce((sum, value) => sum + value, 0) / amounts.length) * 100) / 100,
  )}`;

test('a user saves a listing from a search card and one from its page, sees both with their average, removes one', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'saver');
  const onCard = await firstListing(request, 'listingType=Sale&propertyType=Apartment');
  const onPage = await firstListing(request, 'listingType=Rent&propertyType=Apartment');
  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await signIn(page, account.email, account.password, account.displayName);

  await expect(heartOf(page, onCard.id)).toHaveAttribute('aria-pressed', 'false');
  await heartOf(page, onCard.id).click();
  await expect(heartOf(page, onCard.id)).toHaveAttribute('aria-pressed', 'true');
  // The server kept it: the results read after a reload carry the heart.
  await expect(heartOf(page, onCard.id)).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(heartOf(page, onCard.id)).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/property/${onPage.id}?lang=en`);
  const heart = page.getByRole('button', { name: 'Save to favourites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-busy', 'false');

  await page.goto('/dashboard/my-favorites?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  await expect(page.getByTestId('favorites-count')).toHaveText('2');
  await expect(page.getByTestId('favorites-average')).toHaveText(
    gelText([onCard.priceGel!, onPage.priceGel!]),
  );
  const saved = page.getByRole('article');
  await expect(saved).toHaveCount(2);
  // Most recently saved first.
  await expect(saved.first().getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/property/${onPage.id}`,
  );
  await expectNoSeriousAxeViolations(page);

  await saved.first().getByRole('button', { name: 'Remove' }).click();
  await expect(saved).toHaveCount(1);
  await expect(page.getByTestId('favorites-count')).toHaveText('1');
  await expect(page.getByTestId('favorites-average')).toHaveText(gelText([onCard.priceGel!]));
  await page.reload();
  await expect(saved).toHaveCount(1);
  await saved.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${onCard.id}`));
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/my-favorites?lang=ka');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});

test("a guest's heart asks to sign in; signed in, it shows what the account had saved", async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'returning');
  const listing = await firstListing(request, 'listingType=Sale&propertyType=Apartment');
  const token = await apiToken(request, account.email, account.password);
  const saved = await request.post('/api/Favorite', {
    headers: bearer(token),
    data: { propertyId: listing.id },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await expect(heartOf(page, listing.id)).toHaveAttribute('aria-pressed', 'false');
  await heartOf(page, listing.id).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(heartOf(page, listing.id)).toHaveAttribute('aria-pressed', 'true');
});

test('a moderator approves one Pending listing and rejects another with a reason its owner reads', async ({
  page,
  request,
  browser,
}) => {
  const moderatorToken = await apiToken(request, MODERATOR.email, DEMO_PASSWORD);
  const queueAnswer = await request.get('/api/moderation/queue?pageSize=100', {
    headers: bearer(moderatorToken),
  });
  const { items } = (await queueAnswer.json()) as { items: QueueItem[] };
  // The demo agency's seeded Pending listings: the demo owner's stay Pending for the my-properties journeys.
  const [toApprove, toReject] = items.filter((item) => item.owner.email === AGENT.email);
  expect(toReject, 'two Pending listings of the demo agency (a fresh DATA_DIR)').toBeDefined();
  const reason = `The photos show another building (${Date.now()}).`;

  await page.goto('/?lang=en');
  await signIn(page, MODERATOR.email, DEMO_PASSWORD, MODERATOR.displayName);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/moderate');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation Panel' })).toBeVisible();
  const item = (code: number) => page.getByRole('article').filter({ hasText: `Code ${code}` });
  await expect(item(toApprove!.code)).toBeVisible();
  await expect(item(toApprove!.code).getByText(AGENT.email)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await item(toApprove!.code).getByRole('button', { name: 'Approve' }).click();
  await expect(item(toApprove!.code)).toHaveCount(0);
  await expect(page.getByTestId('counter-approved')).toHaveText('1');

  await item(toReject!.code).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject listing ${toReject!.code}` });
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(toReject!.code)).toHaveCount(0);
  await expect(page.getByTestId('counter-rejected')).toHaveText('1');
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();

  const approved = await request.get(`/api/Property/${toApprove!.id}`);
  expect(((await approved.json()) as Listing).publishStatus).toBe('Active');

  const ownerPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await ownerPage.goto('/?lang=en');
  await signIn(ownerPage, AGENT.email, DEMO_PASSWORD, AGENT.displayName);
  await ownerPage.goto(`/property/${toReject!.id}?lang=en`);
  await expect(ownerPage.getByText(reason)).toBeVisible();
  await expect(ownerPage.getByText('This property has been archived and cannot be modified.')).toBeVisible();
  await ownerPage.close();
});

test('an admin sees the real counts and makes a user Moderator and back', async ({ page, request }) => {
  const target = await createConfirmedAccount(request, 'promoted');
  const targetToken = await apiToken(request, target.email, target.password);
  const adminToken = await apiToken(request, ADMIN.email, DEMO_PASSWORD);
  const stats = (await (await request.get('/api/admin/stats', { headers: bearer(adminToken) })).json()) as {
    users: { total: number; byRole: Record<string, number> };
    listings: { total: number; byStatus: Record<string, number> };
    photoJobs: { failed: number };
  };
  const figure = (value: number) => new Intl.NumberFormat('en-US').format(value);
  const roleOf = async () =>
    ((await (await request.get('/api/Auth/me', { headers: bearer(targetToken) })).json()) as { role: string })
      .role;

  await page.goto('/?lang=en');
  await signIn(page, ADMIN.email, DEMO_PASSWORD, ADMIN.displayName);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const users = page.getByTestId('stats-users');
  await expect(users).toContainText(figure(stats.users.total));
  await expect(users.locator('[data-stat="Admin"] dd')).toHaveText(figure(stats.users.byRole.Admin!));
  const listings = page.getByTestId('stats-listings');
  await expect(listings).toContainText(figure(stats.listings.total));
  await expect(listings.locator('[data-stat="Active"] dd')).toHaveText(
    figure(stats.listings.byStatus.Active!),
  );
  await expect(page.getByTestId('stats-photo-jobs').locator('[data-stat="failed"] dd')).toHaveText(
    figure(stats.photoJobs.failed),
  );

  await page.getByLabel('Search users').fill(target.email);
  const row = page.getByTestId('admin-user');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(target.email);
  await expectNoSeriousAxeViolations(page);

  const role = row.getByRole('combobox', { name: `Role of ${target.displayName}` });
  await role.selectOption('Moderator');
  const dialog = page.getByRole('dialog', { name: 'Change the role?' });
  await expect(dialog).toContainText(`becomes Moderator instead of User`);
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is now Moderator' })).toBeVisible();
  await expect(role).toHaveValue('Moderator');
  expect(await roleOf()).toBe('Moderator');

  await role.selectOption('User');
  await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(role).toHaveValue('User');
  expect(await roleOf()).toBe('User');

  // Their own role is not theirs to take away.
  await page.getByLabel('Search users').fill(ADMIN.email);
  await expect(row.getByRole('combobox')).toBeDisabled();
  await expect(row).toContainText('Another Admin has to change your role.');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
});
