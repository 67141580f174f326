import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

interface Listing {
  id: number;
  phoneNumber: string | null;
  publishStatus: string;
  propertyPhotos: { originalUrl: string }[];
}

const OWNER = { email: 'owner@sakhli.example', displayName: 'Nino Beridze' };
const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  twitter: 'Twitterbot/1.0',
  telegram: 'TelegramBot (like TwitterBot)',
};
const PHONE = { width: 390, height: 844 };

/** A live demo apartment for sale with photos and a Georgian mobile number. */
async function liveListing(request: APIRequestContext): Promise<Listing> {
  const response = await request.get(
    '/api/Property/properties/chunk?listingType=Sale&propertyType=Apartment&chunkSize=1&pageSize=50',
  );
  const { items } = (await response.json()) as { items: Listing[] };
  const listing = items.find(
    (item) => item.propertyPhotos.length > 0 && /^\+995\s?5/.test(item.phoneNumber ?? ''),
  );
  expect(listing, 'a live listing with photos and a mobile number').toBeDefined();
  return listing!;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The browser offers no share sheet (desktop Chromium on Linux): the menu is the way. */
const withoutShareSheet = (page: Page) =>
  page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });

test('link previews: the raw HTML a crawler fetches carries the tags in the asked language', async ({
  request,
  baseURL,
}) => {
  const listing = await liveListing(request);
  for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
    for (const [language, locale, word] of [
      ['ka', 'ka_GE', 'იყიდება'],
      ['ru', 'ru_RU', 'Продаётся'],
      ['en', 'en_US', 'for sale'],
    ] as const) {
      const response = await request.get(`/property/${listing.id}?lang=${language}`, {
        headers: { 'User-Agent': userAgent },
      });
      expect(response.status(), crawler).toBe(200);
      const html = await response.text();
      expect(html, crawler).toContain(`<html lang="${language}">`);
      expect(metaContent(html, 'og:title'), crawler).toContain(word);
      expect(metaContent(html, 'og:locale'), crawler).toBe(locale);
      expect(metaContent(html, 'og:url'), crawler).toBe(`${baseURL}/property/${listing.id}?lang=${language}`);
      expect(metaContent(html, 'twitter:card'), crawler).toBe('summary_large_image');
      expect(metaContent(html, 'description'), crawler).toBeTruthy();
      expect(html, crawler).toContain('"@type":"RealEstateListing"');
      expect(html, crawler).toContain(
        `<link rel="canonical" href="${baseURL}/property/${listing.id}?lang=${language}" />`,
      );
      const image = metaContent(html, 'og:image')!;
      expect(image.startsWith(`${baseURL}/media/`), crawler).toBe(true);
    }
  }
  // The preview's picture is there for the crawler to fetch.
  const html = await (
    await request.get(`/property/${listing.id}`, { headers: { 'User-Agent': CRAWLERS.facebook } })
  ).text();
  const picture = await request.get(metaContent(html, 'og:image')!, {
    headers: { 'User-Agent': CRAWLERS.facebook },
  });
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `<loc>${baseURL}/property/${listing.id}</loc>`,
  );
});

test("the shared link opens the listing in the sharer's language, title and description in step", async ({
  browser,
  request,
}) => {
  const listing = await liveListing(request);
  const context = await browser.newContext({ locale: 'ka-GE' });
  const page = await context.newPage();
  await page.goto(`/property/${listing.id}?lang=ru`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Продаётся');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/Продаётся.*Сахли/);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  const listingDescription = await description.getAttribute('content');
  // Away from the listing, the app's own description in the same language.
  await page.getByRole('link', { name: 'Сахли — главная страница' }).click();
  await expect(description).not.toHaveAttribute('content', listingDescription ?? '');
  await expect(description).toHaveAttribute('content', /Квартиры и дома/);
  await context.close();
});

test('share on a 390 px page: the menu copies the link (with a confirmation) and offers the messengers', async ({
  browser,
  request,
  baseURL,
}) => {
  const listing = await liveListing(request);
  const context = await browser.newContext({
    viewport: PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await withoutShareSheet(page);
  await page.goto(`/property/${listing.id}?lang=en`);
  await page.getByRole('button', { name: 'Share' }).click();
  const copy = page.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeVisible();
  const url = `${baseURL}/property/${listing.id}?lang=en`;
  const encoded = encodeURIComponent(url);
  await expect(page.getByRole('link', { name: 'WhatsApp' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encoded}$`),
  );
  await expect(page.getByRole('link', { name: 'Viber' }).first()).toHaveAttribute(
    'href',
    new RegExp(`^viber://forward\\?text=.*${encoded}$`),
  );
  await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    new RegExp(`^https://t\\.me/share/url\\?url=${encoded.replace(/[.?]/g, '\\$&')}&text=`),
  );
  await expectNoSeriousAxeViolations(page);
  await copy.click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSidewaysScroll(page);

  // On the results, each card shares its listing.
  await page.goto('/?lang=ru');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Поделиться объявлением' }).click();
  await expect(card.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /lang%3Dru/);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

test("the system share sheet gets the listing's link in the sharer's language where the browser has one", async ({
  browser,
  request,
  baseURL,
}) => {
  const listing = await liveListing(request);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/property/${listing.id}?lang=ka`);
  await page.getByRole('button', { name: 'გაზიარება' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([expect.objectContaining({ url: `${baseURL}/property/${listing.id}?lang=ka` })]);
  await expect(page.getByRole('button', { name: 'ბმულის კოპირება' })).toHaveCount(0);
  await context.close();
});

test('WhatsApp and Viber beside Call open a chat with the owner; a reveal is counted', async ({
  page,
  request,
  baseURL,
}) => {
  const listing = await liveListing(request);
  await page.goto(`/property/${listing.id}?lang=en`);
  const number = `995${listing.phoneNumber!.replace(/\D/g, '').slice(-9)}`;
  const whatsApp = page.getByRole('link', { name: 'Write to the owner on WhatsApp' });
  const message = encodeURIComponent(
    `Hello! I am writing about your listing on Sakhli: ${baseURL}/property/${listing.id}?lang=en`,
  );
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/${number}?text=${message}`);
  await expect(page.getByRole('link', { name: 'Write to the owner on Viber' })).toHaveAttribute(
    'href',
    `viber://chat?number=%2B${number}`,
  );
  const counted = page.waitForResponse((response) =>
    response.url().endsWith(`/api/Property/${listing.id}/contact`),
  );
  await page.getByRole('button', { name: 'Call' }).click();
  const response = await counted;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({ channel: 'phone' });
  await expectNoSeriousAxeViolations(page);
});

test('a Pending listing answers 404 noindex to the public, and its owner still sees it in the app', async ({
  page,
  request,
}) => {
  const signin = await request.post('/api/Auth/signin', {
    data: { email: OWNER.email, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const mine = (await (
    await request.get('/api/Property/my-properties', { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json()) as Listing[];
  const pending = mine.find((listing) => listing.publishStatus === 'Pending');
  expect(pending, 'a Pending demo listing of the owner').toBeDefined();
  const raw = await request.get(`/property/${pending!.id}`, { headers: { 'User-Agent': CRAWLERS.twitter } });
  expect(raw.status()).toBe(404);
  expect(raw.headers()['x-robots-tag']).toBe('noindex');
  expect(metaContent(await raw.text(), 'robots')).toBe('noindex');

  await page.goto('/?lang=en');
  await signIn(page, OWNER.email, DEMO_PASSWORD, OWNER.displayName);
  await page.goto(`/property/${pending!.id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Error - property not found')).toHaveCount(0);
});
