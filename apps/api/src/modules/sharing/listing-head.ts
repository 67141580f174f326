import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import { escapeHtml } from '@sakhli/shared/rules/escape-html';
import { jsonForScript } from '../../lib/html-text';
import { summarizeListing } from '../inquiries/listing-summary';
import { listingStructuredData } from './listing-structured-data';
import { absoluteUrl, listingAlternates, listingUrl, SITE_PICTURE } from '../../lib/public-urls';

const SITE_NAME: Record<Language, string> = { ka: 'სახლი', en: 'Sakhli', ru: 'Сахли' };
const OG_LOCALE: Record<Language, string> = { ka: 'ka_GE', en: 'en_US', ru: 'ru_RU' };
const NOT_FOUND: Record<Language, string> = {
  ka: 'განცხადება ვერ მოიძებნა',
  en: 'Listing not found',
  ru: 'Объявление не найдено',
};

/** Link previews show about this much of a description; search engines about 160 characters. */
const DESCRIPTION_LENGTH = 200;

/** The owner's words on one line, cut at a word near `length` with an ellipsis. */
function excerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > length * 0.6 ? cut.slice(0, wordEnd) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

export interface ListingHeadInput {
  /** The read model in `language`. */
  property: Property;
  language: Language;
  appUrl: string;
  /** The address named the language (`?lang=`): the page is that language's version, its own canonical. */
  isLanguageInUrl: boolean;
}

/**
 * The head of a listing's page (CONTRACT.md section 7): title, description, canonical and hreflang links,
 * Open Graph and Twitter tags with the cover photo's large rendition (the site's picture without photos),
 * and JSON-LD. Every value from the listing is escaped for where it goes.
 */
export function listingHead({ property, language, appUrl, isLanguageInUrl }: ListingHeadInput): string {
  const summary = summarizeListing(property, language);
  const name = `${summary.title} — ${summary.price}`;
  const description = excerpt(
    [summary.location, property.description].filter(Boolean).join('. '),
    DESCRIPTION_LENGTH,
  );
  const url = listingUrl(appUrl, property.id, isLanguageInUrl ? language : undefined);
  const photos = property.propertyPhotos.map((photo) => absoluteUrl(appUrl, photo.originalUrl));
  const street =
    language === 'ka'
      ? (property.streetNameGeo ?? property.streetNameEng)
      : (property.streetNameEng ?? property.streetNameGeo);
  const image = photos[0] ?? `${appUrl}${SITE_PICTURE.path}`;
  return [
    `<title>${escapeHtml(`${name} · ${SITE_NAME[language]}`)}</title>`,
    meta('name', 'description', description),
    link({ rel: 'canonical', href: url }),
    ...listingAlternates(appUrl, property.id).map((alternate) => link({ rel: 'alternate', ...alternate })),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME[language]),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(photos.length === 0
      ? [
          meta('property', 'og:image:width', String(SITE_PICTURE.width)),
          meta('property', 'og:image:height', String(SITE_PICTURE.height)),
        ]
      : []),
    meta('property', 'og:image:alt', summary.title),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${jsonForScript(
      listingStructuredData({ property, name, description, url, images: photos, street }),
    )}</script>`,
  ].join('\n    ');
}

/** The head of a listing page that is missing to the public: kept out of every index. */
export function missingListingHead(language: Language): string {
  return [
    `<title>${escapeHtml(`${NOT_FOUND[language]} · ${SITE_NAME[language]}`)}</title>`,
    meta('name', 'robots', 'noindex'),
  ].join('\n    ');
}
