import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createConfirmedAccount, DEMO_PASSWORD, signIn, waitForMail } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

const OWNER = { email: 'owner@sakhli.example', displayName: 'Nino Beridze' };
const PHONE = { width: 390, height: 844 };

interface Listing {
  id: number;
  currency: 'USD' | 'GEL';
  priceUsd: number;
  priceGel: number;
  publishStatus: string;
  listingType: string;
  propertyType: string;
}

/** An Active apartment for sale of the demo owner, through the API. */
async function ownersApartment(request: APIRequestContext): Promise<Listing> {
  const signin = await request.post('/api/Auth/signin', {
    data: { email: OWNER.email, password: DEMO_PASSWORD },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const response = await request.get('/api/Property/my-properties', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const listings = (await response.json()) as Listing[];
  const listing = listings.find(
    (item) =>
      item.publishStatus === 'Active' && item.listingType === 'Sale' && item.propertyType === 'Apartment',
  );
  expect(listing, 'an Active apartment for sale of the demo owner').toBeDefined();
  return listing!;
}

/** The owner sets a new price in the edit form, as they would. */
async function lowerPrice(page: Page, id: number, price: number) {
  await page.goto('/?lang=en');
  await signIn(page, OWNER.email, DEMO_PASSWORD, OWNER.displayName);
  await page.goto(`/dashboard/edit-property/${id}`);
  // The form is filled in once the listing, its photos and its address are in.
  await expect(page.getByText('Existing photo').first()).toBeVisible();
  await expect(page.getByTestId('address-preview')).toContainText('Tbilisi, Georgia');
  const field = page.getByRole('main').getByLabel('Price', { exact: true });
  await field.fill(String(price));
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText('Property updated successfully!')).toBeVisible({ timeout: 20_000 });
}

test('a favourite gets cheaper: the mail arrives, the cards show the drop and the page the price history', async ({
  page,
  browser,
  request,
}) => {
  const user = await createConfirmedAccount(request, 'bargain', 'ka');
  const listing = await ownersApartment(request);
  // A seeded listing has no history yet: its first change records its first price too.
  const { priceHistory } = (await (await request.get(`/api/Property/${listing.id}`)).json()) as {
    priceHistory: unknown[];
  };
  const pointsAfter = Math.max(1, priceHistory.length) + 1;
  const before = listing.currency === 'USD' ? listing.priceUsd : listing.priceGel;
  const after = Math.round(before * 0.95);

  await page.goto(`/property/${listing.id}?lang=en`);
  await signIn(page, user.email, user.password, user.displayName);
  const heart = page.getByRole('button', { name: 'Save to favourites' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-busy', 'false');
  // No chart for a price that never changed (a run again on the same data finds the earlier run's).
  await expect(page.getByTestId('price-history')).toHaveCount(priceHistory.length > 1 ? 1 : 0);

  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await lowerPrice(await ownerContext.newPage(), listing.id, after);
  await ownerContext.close();

  const mail = await waitForMail(user.email, 1);
  // The account was made in Georgian: its mails are Georgian.
  expect(mail.subject).toMatch(/^ფასი შემცირდა \(−5%\): /);
  expect(mail.text).toContain(`/property/${listing.id}`);
  expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[\w.-]+>$/);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The detail page: the drop by the price, the history as a chart with its table.
  await page.reload();
  await expect(page.getByTestId('price-drop')).toHaveText('−5%Price down 5%');
  const history = page.getByTestId('price-history');
  await expect(history.getByRole('img')).toHaveAccessibleName(/^First price .+, now .+\.$/);
  await history.getByText('Show every price').click();
  await expect(history.getByRole('row')).toHaveCount(pointsAfter + 1);
  await expectNoSeriousAxeViolations(page);

  // The search card (found by its price) and the favourites card.
  const currencyParameter = `currency=${listing.currency}&minPrice=${after}&maxPrice=${after}`;
  await page.goto(`/?listingType=Sale&propertyType=Apartment&${currencyParameter}&lang=en`);
  const card = page.locator('article').filter({ has: page.locator(`a[href="/property/${listing.id}"]`) });
  await expect(card.getByTestId('price-drop')).toContainText('−5%');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/dashboard/my-favorites?lang=en');
  await expect(page.getByRole('article').getByTestId('price-drop')).toContainText('−5%');
  await expectNoSeriousAxeViolations(page);

  // On a phone, in Georgian: the chart fits.
  await page.setViewportSize(PHONE);
  await page.goto(`/property/${listing.id}?lang=ka`);
  await expect(page.getByRole('heading', { name: 'ფასის ისტორია' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

test('the price-drop mails switch in the settings, in Russian', async ({ page, request }) => {
  const user = await createConfirmedAccount(request, 'switcher');
  await page.goto('/?lang=en');
  await signIn(page, user.email, user.password, user.displayName);
  await page.goto('/dashboard/settings?lang=ru');
  const toggle = page.getByRole('switch', { name: 'Снижение цен в избранном' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'письма о снижении цен выключены' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Снижение цен в избранном' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectNoSeriousAxeViolations(page);
});
