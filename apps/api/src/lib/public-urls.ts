import { LANGUAGES, type Language } from '@sakhli/shared/enums';

/** A listing's page; with a language, the page in that language (`?lang=`, which the web app honours too). */
export const listingUrl = (appUrl: string, id: number, language?: Language) =>
  `${appUrl}/property/${id}${language ? `?lang=${language}` : ''}`;

/** Where each language's version of a listing lives, and x-default (the page that picks by the browser). */
export function listingAlternates(appUrl: string, id: number): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: listingUrl(appUrl, id, language) })),
    { hreflang: 'x-default', href: listingUrl(appUrl, id) },
  ];
}

/** An address the storage answers (`/media/…`, or already absolute) as an absolute URL. */
export const absoluteUrl = (appUrl: string, url: string) => (url.startsWith('/') ? `${appUrl}${url}` : url);

/** The site's own picture for link previews of a listing without photos (apps/web/public). */
export const SITE_PICTURE = { path: '/social-preview.png', width: 1200, height: 630 } as const;
