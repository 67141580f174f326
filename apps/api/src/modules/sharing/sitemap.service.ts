import type { Db } from '../../db/client';
import { selectSitemapEntries, selectSitemapPages } from './sitemap.repository';
import { listingUrlSet, sitemapIndex } from './sitemap-xml';

/** sitemaps.org: at most 50,000 URLs in one sitemap; past that, a sitemap index names pages of it. */
export const SITEMAP_MAX_URLS = 50_000;

/** Listing ids are PostgreSQL integers. */
const MAX_ID = 2 ** 31 - 1;

/** The address of page `page` of the sitemap (a route of sharing.routes.ts). */
export const sitemapPagePath = (page: number) => `/sitemap/${page}.xml`;

/**
 * /sitemap.xml lists every live listing while they fit in one sitemap, else it is an index of pages. A page
 * is a range of `pageSize` listing ids (keyset: `id >= start and id < end`, never OFFSET), so it holds at most
 * `pageSize` URLs, its address keeps its content as listings come and go, and it costs one index range scan.
 * Nothing is kept between requests: a listing is listed from the moment it is Active (the answers may be
 * cached by clients for 5 minutes, sharing.routes.ts).
 */
export function createSitemaps(
  db: Db,
  { appUrl, pageSize = SITEMAP_MAX_URLS }: { appUrl: string; pageSize?: number },
) {
  return {
    async main(): Promise<string> {
      const entries = await selectSitemapEntries(db, { fromId: 0, toId: MAX_ID, limit: pageSize + 1 });
      if (entries.length <= pageSize) return listingUrlSet(appUrl, entries);
      const pages = await selectSitemapPages(db, pageSize);
      return sitemapIndex(pages.map((page) => `${appUrl}${sitemapPagePath(page)}`));
    },

    /** Page `page` of the index; undefined past the last id a listing can have. */
    async page(page: number): Promise<string | undefined> {
      const fromId = page * pageSize;
      if (!Number.isSafeInteger(fromId) || fromId > MAX_ID) return undefined;
      const toId = Math.min(fromId + pageSize, MAX_ID);
      return listingUrlSet(appUrl, await selectSitemapEntries(db, { fromId, toId, limit: pageSize }));
    },
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;
