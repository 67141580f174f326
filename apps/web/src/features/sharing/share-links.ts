import type { Language } from '@sakhli/shared/enums';

/**
 * The address to share: the listing's page in the sharer's language, so it opens in that language for whoever
 * receives it (the server writes the preview's texts in it too).
 */
export const listingShareUrl = (propertyId: number, language: Language, origin = window.location.origin) =>
  `${origin}/property/${propertyId}?lang=${language}`;

/** Where each messenger takes a link to share: its own sharing page or app, the text typed in. */
export function messengerShareLinks(url: string, text: string) {
  const message = `${text} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    viber: `viber://forward?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  };
}
