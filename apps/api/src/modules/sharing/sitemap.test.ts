import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';

const APP_URL = 'https://sakhli.example';
/** A sitemap holds 3 listings in this test (50,000 in the app): the fourth turns it into an index. */
const PAGE_SIZE = 3;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml and /robots.txt', () => {
  let context: TestApp;
  let listing: ReturnType<typeof createListingBuilder>;
  let ids: number[];

  beforeAll(async () => {
    context = await createTestApp({ APP_URL }, {}, { sitemapPageSize: PAGE_SIZE });
    listing = createListingBuilder(await insertSearchFixtures(context.db));
    ids = await insertListings(context.db, [
      listing(),
      listing({ publishStatus: 'Pending' }),
      listing({ publishStatus: 'Archived' }),
      listing({ expiryDate: new Date('2020-01-01T00:00:00Z') }),
      listing({ updatedAt: new Date('2026-02-03T04:05:06Z') }),
    ]);
  });
  afterAll(() => context.close());

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('lists every live listing with its lastmod and its ka/en/ru and x-default alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(xml)).toEqual([`${APP_URL}/property/${ids[0]}`, `${APP_URL}/property/${ids[4]}`]);
    expect(xml).toContain(
      `<url><loc>${APP_URL}/property/${ids[4]}</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${APP_URL}/property/${ids[4]}?lang=ka"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/property/${ids[4]}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="${APP_URL}/property/${ids[4]}?lang=ru"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/property/${ids[4]}"/></url>`,
    );
  });

  it('sends the sitemap compressed to a crawler that accepts it', async () => {
    const plain = (await get('/sitemap.xml')).body;
    const response = await context.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain);
  });

  it('lists a listing from the moment it goes Active (nothing is kept between requests)', async () => {
    await context.db.update(properties).set({ publishStatus: 'Active' }).where(eq(properties.id, ids[1]!));
    expect(locs((await get('/sitemap.xml')).body)).toContain(`${APP_URL}/property/${ids[1]}`);
  });

  it('becomes an index of id-range pages past the bound, each page listing its range', async () => {
    const more = await insertListings(
      context.db,
      Array.from({ length: 5 }, () => listing()),
    );
    const live = [ids[0]!, ids[1]!, ids[4]!, ...more];
    const index = (await get('/sitemap.xml')).body;
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const pages = [...new Set(live.map((id) => Math.floor(id / PAGE_SIZE)))].sort((a, b) => a - b);
    expect(locs(index)).toEqual(pages.map((page) => `${APP_URL}/sitemap/${page}.xml`));
    const listed: string[] = [];
    for (const page of pages) {
      const response = await get(`/sitemap/${page}.xml`);
      expect(response.statusCode).toBe(200);
      const urls = locs(response.body);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      listed.push(...urls.map(String));
    }
    expect(listed).toEqual(live.sort((a, b) => a - b).map((id) => `${APP_URL}/property/${id}`));
  });

  it('answers 404 for a page that cannot exist', async () => {
    for (const url of ['/sitemap/abc.xml', '/sitemap/1', '/sitemap/999999999.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(locs((await get('/sitemap/99.xml')).body)).toEqual([]);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the API, the dashboard and the sign-in flows', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /auth/',
        'Disallow: /unsubscribe/',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
  });
});
