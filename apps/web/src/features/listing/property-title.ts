import type { TFunction } from 'i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Language } from '@sakhli/shared/enums';
import { formatNumber } from '@/lib/format';

/** The listing's short title, e.g. "3-room apartment for sale, 85 m²" (word order per language). */
export function propertyTitle(
  t: TFunction<'listing'>,
  language: Language,
  property: Pick<Property, 'propertyType' | 'listingType' | 'rooms' | 'size'>,
): string {
  return t('title.pattern', {
    what: t(`title.what.${property.propertyType}`, { rooms: property.rooms }),
    deal: t(`title.deal.${property.listingType}`),
    size: formatNumber(property.size, language, 1),
  });
}
