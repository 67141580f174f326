import { escapeXml } from '../../lib/html-text';
import type { SitemapEntry } from './sitemap.repository';
import { listingAlternates, listingUrl } from '../../lib/public-urls';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A <urlset> of listings (sitemaps.org), each with its language versions as hreflang alternates. */
export function listingUrlSet(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = listingAlternates(appUrl, entry.id)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    const loc = escapeXml(listingUrl(appUrl, entry.id));
    return `<url><loc>${loc}</loc><lastmod>${entry.updatedAt}</lastmod>${alternates}</url>`;
  });
  return `${XML_DECLARATION}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** A <sitemapindex> naming each page of the sitemap. */
export function sitemapIndex(pageUrls: string[]): string {
  const sitemaps = pageUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_DECLARATION}
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.join('\n')}
</sitemapindex>
`;
}

/** robots.txt: the pages are open to crawlers; the API, the dashboard and the pages of one-time links are not. */
export const robotsText = (appUrl: string) => `User-agent: *
Disallow: /api/
Disallow: /dashboard
Disallow: /auth/
Disallow: /unsubscribe/
Allow: /

Sitemap: ${appUrl}/sitemap.xml
`;
