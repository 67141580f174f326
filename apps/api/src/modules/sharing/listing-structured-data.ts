import type { PropertyType } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';

/** The schema.org type of what is offered. */
const ITEM_TYPE: Record<PropertyType, string> = {
  Apartment: 'Apartment',
  House: 'SingleFamilyResidence',
  CommercialSpace: 'Place',
  Land: 'Landform',
};

export interface StructuredListing {
  property: Property;
  name: string;
  description: string;
  url: string;
  images: string[];
  street: string | null;
}

/**
 * schema.org RealEstateListing with an Offer (price, currency, availability) for what is offered, with its
 * address and position. A listing without a price (price on request) has an Offer without one.
 */
export function listingStructuredData({
  property,
  name,
  description,
  url,
  images,
  street,
}: StructuredListing) {
  const price = property.currency === 'USD' ? property.priceUsd : property.priceGel;
  const hasPosition = property.latitude !== 0 && property.longitude !== 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name,
    description,
    url,
    datePosted: property.createdAt,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      ...(price && price > 0 ? { price, priceCurrency: property.currency } : {}),
      availability: 'https://schema.org/InStock',
      businessFunction: `http://purl.org/goodrelations/v1#${property.listingType === 'Sale' ? 'Sell' : 'LeaseOut'}`,
      url,
      itemOffered: {
        '@type': ITEM_TYPE[property.propertyType],
        name,
        address: {
          '@type': 'PostalAddress',
          ...(street ? { streetAddress: street } : {}),
          ...(property.districtName ? { addressRegion: property.districtName } : {}),
          addressLocality: property.cityName,
          addressCountry: 'GE',
        },
        ...(hasPosition
          ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
          : {}),
        ...(property.rooms > 0 ? { numberOfRooms: property.rooms } : {}),
        floorSize: { '@type': 'QuantitativeValue', value: property.size, unitCode: 'MTK' },
      },
    },
  };
}
