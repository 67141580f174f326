import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.locator('main article');
const summary = (page: Page) => page.getByTestId('pagination-summary');
const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** Opens the search page in English and waits until the first results are on screen. */
async function openSearch(page: Page, query = '') {
  await page.goto(`/?lang=en${query ? `&${query}` : ''}`);
  await expect(cards(page).first()).toBeVisible();
}

/** Whole-dollar amounts of the cards' USD prices, in screen order. */
async function cardPrices(page: Page) {
  const texts = await page.getByTestId('card-price').allTextContents();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '')));
}

test('while the code downloads the page shows the top bar frame, which gives way to the real top bar', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/?lang=en');
  await expect(page.locator('#app-shell')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.goto('/?lang=en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sakhli home page' })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
});

test("the first card's photo is asked for while the page's code is still on its way", async ({ page }) => {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/assets/home-*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  const photoRequest = page.waitForRequest(
    (request) => request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/'),
  );
  await page.goto('/?lang=en', { waitUntil: 'commit' });
  const photo = await photoRequest;
  releaseCode();
  await expect(cards(page).first()).toBeVisible();
  const firstPhoto = await cards(page).first().locator('img').first().getAttribute('src');
  expect(new URL(photo.url()).pathname).toBe(firstPhoto);
});

test('the page scripts load at low priority, the first one compiled while it streams in', async ({
  request,
}) => {
  const html = await (await request.get('/?lang=en')).text();
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain('fetchpriority="low"');
  const entry = /<script[^>]*src="(\/assets\/initial-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const code = await (await request.get(entry!)).text();
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test.describe('address', () => {
  test('missing or invalid scope falls back to Sale and Apartment, rewritten in place', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { historyAtLoad: number }).historyAtLoad = history.length;
    });
    await page.goto('/?lang=en&listingType=Auction&propertyType=Castle&minRooms=many');
    await expect(page).toHaveURL(/\/\?listingType=Sale&propertyType=Apartment&lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments for sale in Tbilisi');
    // Rewritten in place: the invalid address left no history entry to go back to.
    const historyAtLoad = await page.evaluate(
      () => (window as unknown as { historyAtLoad: number }).historyAtLoad,
    );
    expect(await page.evaluate(() => history.length)).toBe(historyAtLoad);
    await page.goto('/?lang=en');
    await expect(page).toHaveURL(/\/\?listingType=Sale&propertyType=Apartment&lang=en$/);
  });

  test('a shared address reproduces its search and becomes the visitor’s saved filter', async ({ page }) => {
    await openSearch(
      page,
      'listingType=Rent&propertyType=Apartment&minRooms=2&sortBy=Price&sortDirection=Ascending',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments for rent in Tbilisi');
    await expect(page.getByRole('button', { name: 'Applied filters (1)' })).toBeEnabled();
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('Price');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Without filters in the address, the saved filter comes back into it.
    await page.goto('/?lang=en&listingType=Rent&propertyType=Apartment');
    await expect(page).toHaveURL(/minRooms=2/);
  });

  test('footer shortcuts and unknown paths', async ({ page }) => {
    await page.goto('/search?type=house&lang=en');
    await expect(page).toHaveURL(/\/\?listingType=Sale&propertyType=House/);
    await page.goto('/search?feature=new&lang=en');
    await expect(page).toHaveURL(/buildingStatus=New/);
    await page.goto('/no-such-page?lang=en');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/listingType=Sale&propertyType=Apartment/);
  });
});

test.describe('top bar', () => {
  test('quick links reload the page at their scope and the active one is highlighted', async ({ page }) => {
    await openSearch(page);
    const quickLinks = page.getByRole('navigation', { name: 'Browse listings' });
    await expect(quickLinks.getByRole('link')).toHaveCount(6);
    await expect(quickLinks.getByRole('link', { name: 'Apartments for sale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await quickLinks.getByRole('link', { name: 'Houses for rent' }).click();
    await expect(page).toHaveURL(/\/\?listingType=Rent&propertyType=House/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses for rent in Tbilisi');
    await expect(quickLinks.getByRole('link', { name: 'Houses for rent' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Batumi is coming soon; sign-in opens the auth modal, Escape closes it', async ({ page }) => {
    await openSearch(page);
    const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
    await expect(city).toHaveValue('Tbilisi');
    await expect(city.locator('option[value=Batumi]')).toBeDisabled();
    await expect(city.locator('option[value=Batumi]')).toHaveText('Batumi (Coming Soon)');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the language picker switches ka, en and ru and remembers the choice', async ({ page }) => {
    await openSearch(page);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(heading).toHaveText('Квартиры на продажу в Тбилиси');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).not.toHaveURL(/lang=/);
    await page.reload();
    await expect(heading).toHaveText('Квартиры на продажу в Тбилиси');
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('ka');
    await expect(heading).toHaveText('იყიდება ბინები თბილისში');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ka');
  });
});

test.describe('results', () => {
  test('pagination texts, page changes, and page 1 again after a new sort', async ({ page }) => {
    await openSearch(page);
    await expect(summary(page)).toContainText(/Showing 1-15 of [\d,]+/);
    await expect(summary(page)).toContainText(/Page 1 of \d+/);
    await expect(cards(page)).toHaveCount(15);
    const firstPageIds = await page
      .getByTestId('card-price')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(summary(page)).toContainText(/Showing 16-30 of/);
    await expect(summary(page)).toContainText(/Page 2 of/);
    expect(searchParams(page).get('page')).toBe('2');
    const secondPageIds = await page
      .getByTestId('card-price')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPageIds.some((id) => firstPageIds.includes(id))).toBe(false);

    await page.getByLabel('Sort by', { exact: true }).selectOption('Price');
    await expect(page).not.toHaveURL(/page=/);
    await expect(summary(page)).toContainText(/Page 1 of/);
    await page.getByRole('button', { name: 'Sort direction: Descending' }).click();
    await expect(page).toHaveURL(/sortBy=Price&sortDirection=Ascending/);
    await expect(async () => {
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
  });

  test('a card opens the listing in a new tab and reveals the phone number', async ({ page, context }) => {
    await openSearch(page);
    const card = cards(page).first();
    const price = card.getByTestId('card-price');
    await expect(price).toHaveAttribute('target', '_blank');
    await expect(price).toHaveAttribute('href', /^\/property\/\d+$/);
    const [detail] = await Promise.all([context.waitForEvent('page'), price.click()]);
    await expect(detail).toHaveURL(/\/property\/\d+$/);
    await detail.close();
    await card.getByRole('button', { name: 'Call' }).click();
    await expect(card.getByRole('link', { name: /^\+?\d[\d\s]+$/ })).toHaveAttribute('href', /^tel:/);
  });

  test('View on map switches to the map focused on the listing', async ({ page }) => {
    await openSearch(page);
    const href = await cards(page).first().getByTestId('card-price').getAttribute('href');
    await cards(page).first().getByRole('button', { name: 'View on map' }).click();
    expect(searchParams(page).get('view')).toBe('map');
    expect(searchParams(page).get('focus')).toBe(href?.split('/').pop());
    await expect(page.getByRole('button', { name: 'Map', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).not.toHaveURL(/view=map/);
  });
});

test.describe('hard filters', () => {
  test('apply, validate, and delete filters', async ({ page }) => {
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Hard filters' });
    await expect(form.getByLabel('Floor: from', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Number of floors: from', { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Rent duration (days): from', { exact: true })).toHaveCount(0);

    await form.getByLabel('Price: from', { exact: true }).fill('300000');
    await form.getByLabel('Price: to', { exact: true }).fill('100000');
    await form.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(form.getByText('The minimum must not exceed the maximum')).toBeVisible();

    await form.getByLabel('Price: to', { exact: true }).fill('');
    await form.getByLabel('Price: from', { exact: true }).fill('150000');
    await form.getByLabel('Rooms: from', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/minPrice=150000/);
    expect(searchParams(page).get('minRooms')).toBe('2');
    await expect(page.getByRole('button', { name: 'Applied filters (2)' })).toBeEnabled();
    await expect(async () => {
      for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(150000);
    }).toPass();

    await page.getByRole('button', { name: 'Applied filters (2)' }).click();
    await page.getByRole('button', { name: 'Remove filter: Price from $150,000' }).click();
    await expect(page).not.toHaveURL(/minPrice/);
    await expect(page.getByRole('button', { name: 'Applied filters (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter: Rooms from 2' }).click();
    await expect(page.getByRole('button', { name: 'Applied filters (0)' })).toBeDisabled();
    await expect(form.getByLabel('Rooms: from', { exact: true })).toHaveValue('');
  });

  test('houses and rentals show their own fields; districts come from the API', async ({ page }) => {
    await openSearch(page, 'listingType=Rent&propertyType=House');
    const form = page.getByRole('form', { name: 'Hard filters' });
    await expect(form.getByLabel('Floor: from', { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Number of floors: from', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Rent duration (days): from', { exact: true })).toBeVisible();
    await expect(form.getByLabel('District', { exact: true }).locator('option')).not.toHaveCount(1);
  });

  test('the chat tab asks a guest to sign in', async ({ page }) => {
    await openSearch(page);
    await page.getByRole('tab', { name: 'AI chat' }).click();
    await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await page.getByRole('tabpanel', { name: 'Current' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('no sideways scrolling; quick links in a menu; filters in a bottom sheet', async ({ page }) => {
    await openSearch(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters & AI chat' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters and AI assistant' });
    await sheet.getByLabel('Rooms: from', { exact: true }).fill('3');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(sheet).toBeHidden();
    expect(searchParams(page).get('minRooms')).toBe('3');
  });
});

test.describe('accessibility', () => {
  for (const language of ['ka', 'en', 'ru']) {
    for (const width of [1440, 375]) {
      test(`no serious axe violations in ${language} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/?lang=${language}`);
        await expect(cards(page).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
        expect(
          serious.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  }
});
