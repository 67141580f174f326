import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingBuilder, insertListings, insertPhotos } from '../properties/test-fixtures';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';

const APP_URL = 'https://sakhli.example';
const HOSTILE = `</script><script>alert("x")</script> <!-- "quoted" & 'single' -->`;

/** The web app's own index.html as the template, as `vite build` leaves it (the head is not rewritten). */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sakhli-web-'));
  copyFileSync(
    fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
    path.join(root, 'index.html'),
  );
  return root;
}

const unescape = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The content of every <meta> with this name or property, unescaped. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => unescape(match[1]!));
}
const meta = (html: string, key: string) => metas(html, key)[0];
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" ([^>]*)/>`, 'g'))].map((match) => match[1]!.trim());
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
/** The JSON-LD, as far as these tests read it. */
interface StructuredData {
  description: string;
  image?: string[];
  offers: { itemOffered: { address: { addressRegion?: string; streetAddress?: string } } };
}
const structuredData = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as StructuredData;

describe('GET /property/{id}: the head link previews and search engines read', () => {
  let context: ListingTestContext;
  let withPhotos: number;
  let withoutPhotos: number;
  let hostile: number;
  const hidden: Record<string, number> = {};

  beforeAll(async () => {
    context = await createListingTestContext({ APP_URL }, { webRoot: webBuild() });
    const listing = createListingBuilder({ ...context.districts, ownerId: context.users.owner.id });
    [withPhotos, withoutPhotos, hostile, hidden.Pending, hidden.Inactive, hidden.Archived, hidden.expired] =
      (await insertListings(context.db, [
        listing({
          rooms: 3,
          size: 85,
          price: 120_000,
          streetNameEng: 'Chavchavadze Ave',
          streetNameGeo: 'ჭავჭავაძის გამზ.',
          description: 'Bright flat with a view of the park.',
        }),
        listing({ listingType: 'Rent', price: 900 }),
        listing({ description: HOSTILE, streetNameEng: `"><img src=x onerror=alert(1)>` }),
        listing({ publishStatus: 'Pending' }),
        listing({ publishStatus: 'Inactive' }),
        listing({ publishStatus: 'Archived' }),
        listing({ expiryDate: new Date('2020-01-01T00:00:00Z') }),
      ])) as [number, number, number, number, number, number, number];
    await insertPhotos(context.db, withPhotos, [
      { key: 'cover', sortOrder: 0 },
      { key: 'second', sortOrder: 1 },
    ]);
  });
  afterAll(() => context.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('writes title, description, Open Graph, Twitter, canonical, hreflang and JSON-LD in English', async () => {
    const response = await page(`/property/${withPhotos}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBeUndefined();
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(title(html)).toBe('3-room apartment for sale, 85 m² — $120,000 (₾324,000) · Sakhli');
    expect(meta(html, 'description')).toBe(
      'Chavchavadze Ave, Vake, Tbilisi. Bright flat with a view of the park.',
    );
    expect(metas(html, 'description')).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const url = `${APP_URL}/property/${withPhotos}?lang=en`;
    expect(meta(html, 'og:title')).toBe('3-room apartment for sale, 85 m² — $120,000 (₾324,000)');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBe(`${APP_URL}/media/photos/cover-display.webp`);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(metas(html, 'og:locale:alternate')).toEqual(['ka_GE', 'ru_RU']);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(links(html, 'canonical')).toEqual([`href="${url}"`]);
    expect(links(html, 'alternate')).toEqual([
      `hreflang="ka" href="${APP_URL}/property/${withPhotos}?lang=ka"`,
      `hreflang="en" href="${APP_URL}/property/${withPhotos}?lang=en"`,
      `hreflang="ru" href="${APP_URL}/property/${withPhotos}?lang=ru"`,
      `hreflang="x-default" href="${APP_URL}/property/${withPhotos}"`,
    ]);
    expect(structuredData(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url,
      image: [`${APP_URL}/media/photos/cover-display.webp`, `${APP_URL}/media/photos/second-display.webp`],
      offers: {
        '@type': 'Offer',
        price: 120_000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemOffered: {
          '@type': 'Apartment',
          numberOfRooms: 3,
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Chavchavadze Ave',
            addressRegion: 'Vake',
            addressLocality: 'Tbilisi',
            addressCountry: 'GE',
          },
        },
      },
    });
    // The web app still takes over: its script and root are there.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/src/main.tsx"');
  });

  it('writes the page in Georgian and Russian, ?lang= winning over Accept-Language', async () => {
    const georgian = (await page(`/property/${withPhotos}?lang=ka`, { 'accept-language': 'ru-RU' })).body;
    expect(georgian).toContain('<html lang="ka">');
    expect(title(georgian)).toMatch(/^იყიდება 3-ოთახიანი ბინა, 85 მ² — .* · სახლი$/);
    expect(meta(georgian, 'description')).toMatch(/^ჭავჭავაძის გამზ\., ვაკე, თბილისი\./);
    expect(meta(georgian, 'og:locale')).toBe('ka_GE');
    const russian = (await page(`/property/${withPhotos}?lang=ru`, { 'accept-language': 'en-US' })).body;
    expect(title(russian)).toMatch(/^Продаётся 3-комнатная квартира, 85 м² — .* · Сахли$/);
    expect(structuredData(russian).offers.itemOffered.address.addressRegion).toBe('Ваке');
  });

  it('takes the language from Accept-Language without ?lang=, the address without it being canonical', async () => {
    const html = (await page(`/property/${withPhotos}`, { 'accept-language': 'ru-RU,ru;q=0.9' })).body;
    expect(html).toContain('<html lang="ru">');
    expect(meta(html, 'og:locale')).toBe('ru_RU');
    expect(meta(html, 'og:url')).toBe(`${APP_URL}/property/${withPhotos}`);
    expect((await page(`/property/${withPhotos}?lang=xx`)).body).toContain('<html lang="ka">');
  });

  it("shows the site's own 1200×630 picture for a listing without photos", async () => {
    const html = (await page(`/property/${withoutPhotos}?lang=en`)).body;
    expect(meta(html, 'og:image')).toBe(`${APP_URL}/social-preview.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(title(html)).toMatch(/^2-room apartment for rent, 50 m² — \$900 .* per month · Sakhli$/);
    expect(structuredData(html).image).toBeUndefined();
  });

  it('escapes what an owner wrote: nothing breaks out of an attribute or the JSON-LD script', async () => {
    const html = (await page(`/property/${hostile}?lang=en`)).body;
    const template = (await page(`/property/${withPhotos}?lang=en`)).body;
    // As many elements as any listing's page: no <script> or <img> came in from the listing.
    expect(html.match(/<script/g)?.length).toBe(template.match(/<script/g)?.length);
    expect(html.match(/<\/script>/g)?.length).toBe(template.match(/<\/script>/g)?.length);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!-- "quoted"');
    expect(meta(html, 'description')).toBe(`"><img src=x onerror=alert(1)>, Vake, Tbilisi. ${HOSTILE}`);
    const data = structuredData(html);
    expect(data.description).toBe(meta(html, 'description'));
    expect(data.offers.itemOffered.address.streetAddress).toBe(`"><img src=x onerror=alert(1)>`);
  });

  it('answers 404 with noindex for a missing listing and for Pending, Inactive, Archived and expired ones', async () => {
    for (const url of [
      '/property/999999',
      '/property/abc',
      '/property/99999999999',
      ...Object.values(hidden).map((id) => `/property/${id}`),
    ]) {
      const response = await page(`${url}?lang=en`);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(meta(response.body, 'robots'), url).toBe('noindex');
      expect(title(response.body), url).toBe('Listing not found · Sakhli');
      expect(meta(response.body, 'og:title'), url).toBeUndefined();
      // The web app renders its own page over it (an owner, signed in there, sees their Pending listing).
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('still shows the owner their own Pending listing through the API the web app calls', async () => {
    expect((await page(`/property/${hidden.Pending}`)).statusCode).toBe(404);
    const asOwner = await context.call('owner', 'GET', `/api/Property/${hidden.Pending}`);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json<{ publishStatus: string }>().publishStatus).toBe('Pending');
    expect((await context.call('guest', 'GET', `/api/Property/${hidden.Pending}`)).statusCode).toBe(404);
  });
});
