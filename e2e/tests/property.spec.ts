import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Listing {
  id: number;
  code: number;
  listingType: string;
  propertyType: string;
  latitude: number;
  longitude: number;
  floor: number | null;
  totalFloorsBuilding: number | null;
  phoneNumber: string | null;
  description: string;
  propertyPhotos: { thumbnailUrl: string | null }[];
}

/** An Active listing of the demo data that matches `accept`, read from the search API. */
async function findListing(request: APIRequestContext, scope: string, accept: (listing: Listing) => boolean) {
  const response = await request.get(`/api/Property/properties/chunk?${scope}&chunkSize=1&pageSize=100`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  const listing = items.find(accept);
  expect(listing, `a listing for ${scope}`).toBeDefined();
  return listing!;
}

const photoCount = (listing: Listing) => listing.propertyPhotos.filter((photo) => photo.thumbnailUrl).length;
const isPlaced = (listing: Listing) => listing.latitude !== 0 && listing.longitude !== 0;
const galleryCounter = (page: Page) => page.getByLabel('Photos', { exact: true }).getByText(/^\d+ \/ \d+$/);

async function openSaleListing(page: Page, request: APIRequestContext, language = 'en') {
  const listing = await findListing(
    request,
    'listingType=Sale&propertyType=Apartment',
    (item) => photoCount(item) >= 3 && isPlaced(item),
  );
  await page.goto(`/property/${listing.id}?lang=${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return listing;
}

test('gallery: previous and next, counter, thumbnails; the title names the listing', async ({
  page,
  request,
}) => {
  const listing = await openSaleListing(page, request);
  const total = photoCount(listing);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('apartment for sale');
  await expect(page).toHaveTitle(/apartment for sale.*Sakhli/);
  await expect(galleryCounter(page)).toHaveText(`1 / ${total}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(galleryCounter(page)).toHaveText(`2 / ${total}`);
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(galleryCounter(page)).toHaveText(`${total} / ${total}`);
  const thumbnails = page.getByRole('list', { name: 'All photos' });
  await expect(thumbnails.getByRole('button')).toHaveCount(total);
  await thumbnails.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(galleryCounter(page)).toHaveText(`3 / ${total}`);
  await expect(thumbnails.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('lightbox: opens full screen, arrow keys, thumbnails, Escape and backdrop close it, scroll locked', async ({
  page,
  request,
}) => {
  const listing = await openSaleListing(page, request);
  const total = photoCount(listing);
  await page.getByRole('button', { name: 'Open photo 1 full screen' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Show photo 2' }).click();
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The page shows the photo the viewer was closed on.
  await expect(galleryCounter(page)).toHaveText(`2 / ${total}`);

  await page.getByRole('button', { name: 'Open photo 2 full screen' }).click();
  await expect(viewer).toBeVisible();
  const backdrop = await viewer.getByTestId('lightbox-backdrop').boundingBox();
  await page.mouse.click(backdrop!.x + 8, backdrop!.y + 8);
  await expect(viewer).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('facts, description, location and the phone number behind Call', async ({ page, request }) => {
  const listing = await openSaleListing(page, request);
  const facts = page.getByRole('region', { name: 'Details', exact: true });
  for (const label of [
    'Property type',
    'Listing type',
    'Size',
    'Rooms',
    'Bedrooms',
    'Bathrooms',
    'Building status',
    'Renovation',
    'Furnished',
    'Views',
    'Listed on',
  ]) {
    await expect(facts.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(facts.locator('[data-fact="code"] dd')).toHaveText(String(listing.code));
  if (listing.floor && listing.totalFloorsBuilding) {
    await expect(facts.locator('[data-fact="floor"] dd')).toHaveText(
      `${listing.floor} / ${listing.totalFloorsBuilding}`,
    );
  } else {
    await expect(facts.locator('[data-fact="floor"]')).toHaveCount(0);
  }
  await expect(page.getByTestId('description')).toHaveText(listing.description.trim());

  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location.getByTestId('coordinates')).toContainText(listing.latitude.toFixed(6));
  await expect(location.getByText('Location not available')).toHaveCount(0);

  const contact = page.getByRole('region', { name: 'Contact the owner', exact: true });
  await contact.getByRole('button', { name: 'Call' }).click();
  const phone = contact.getByRole('link', { name: listing.phoneNumber! });
  await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
});

test('mortgage calculator: 20 % down by default, recalculated when the rate changes', async ({
  page,
  request,
}) => {
  await openSaleListing(page, request);
  const calculator = page.getByRole('region', { name: 'Mortgage calculator', exact: true });
  await expect(calculator.getByLabel('Down payment (%)')).toHaveValue('20');
  await expect(calculator.getByLabel('Interest rate (% a year)')).toHaveValue('6.5');
  await expect(calculator.getByLabel('Term (years)')).toHaveValue('30');
  const monthly = calculator.getByTestId('monthly-payment');
  const before = await monthly.textContent();
  await calculator.getByLabel('Interest rate (% a year)').fill('9');
  await expect(monthly).not.toHaveText(before!);
  const amount = (text: string | null) => Number(text?.replace(/\D/g, ''));
  expect(amount(await monthly.textContent())).toBeGreaterThan(amount(before));
});

test('a rental shows its price per month and no mortgage calculator', async ({ page, request }) => {
  const listing = await findListing(request, 'listingType=Rent&propertyType=Apartment', () => true);
  await page.goto(`/property/${listing.id}?lang=en`);
  await expect(page.getByTestId('price-usd')).toContainText('/ month');
  await expect(
    page.getByRole('region', { name: 'Details', exact: true }).getByText('For rent'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mortgage calculator', exact: true })).toHaveCount(0);
});

test('a guest who presses the heart is asked to sign in', async ({ page, request }) => {
  await openSaleListing(page, request);
  await page.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('missing listing, failed load, missing position and a map that cannot load', async ({
  page,
  request,
}) => {
  await page.goto('/property/2147483000?lang=en');
  await expect(page.getByRole('alert')).toContainText('Error - property not found');
  await page.goto('/property/not-a-number?lang=en');
  await expect(page.getByRole('alert')).toContainText('Error - property not found');

  const listing = await findListing(request, 'listingType=Sale&propertyType=Apartment', isPlaced);
  await page.route(`**/api/Property/${listing.id}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL_ERROR' } }),
  );
  await page.goto(`/property/${listing.id}?lang=en`);
  await expect(page.getByRole('alert')).toContainText('Failed to load property', { timeout: 20_000 });
  await page.unroute(`**/api/Property/${listing.id}`);

  await page.route(`**/api/Property/${listing.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Listing;
    await route.fulfill({ response, json: { ...body, latitude: 0, longitude: 0 } });
  });
  await page.goto(`/property/${listing.id}?lang=en`);
  const location = page.getByRole('region', { name: 'Location', exact: true });
  await expect(location.getByText('Location not available')).toBeVisible();
  await expect(location.getByTestId('coordinates')).toHaveCount(0);
  await expect(location.locator('.leaflet-marker-icon')).toHaveCount(0);
  await page.unroute(`**/api/Property/${listing.id}`);

  await page.route('**/assets/location-map-*.js', (route) => route.abort());
  await page.goto(`/property/${listing.id}?lang=en`);
  // The map downloads when its section comes near the screen.
  const mapSection = page.getByRole('region', { name: 'Location', exact: true });
  await mapSection.scrollIntoViewIfNeeded();
  await expect(mapSection.getByText('Unable to load map')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details', exact: true })).toBeVisible();
});

test('every string is translated: Georgian and Russian', async ({ page, request }) => {
  await openSaleListing(page, request, 'ka');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('იყიდება');
  await expect(page.getByRole('heading', { name: 'იპოთეკური კალკულატორი' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'დარეკვა' })).toBeVisible();
  await openSaleListing(page, request, 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Продаётся');
  await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
});

test('fits a 375 px phone without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSaleListing(page, request);
  await expect(page.getByRole('region', { name: 'Mortgage calculator', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('no serious or critical accessibility violations (page and lightbox)', async ({ page, request }) => {
  for (const language of ['en', 'ka']) {
    await openSaleListing(page, request, language);
    await page.locator('#location-heading').scrollIntoViewIfNeeded(); // the map loads near the screen
    await expect(page.locator('.leaflet-container')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await openSaleListing(page, request);
  await page.getByRole('button', { name: 'Open photo 1 full screen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const lightbox = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    lightbox.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
});
