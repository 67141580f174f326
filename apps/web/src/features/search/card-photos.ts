import type { Property, PropertyPhoto } from '@sakhli/shared/schemas/property';

/** A card's photos in their sort order. */
export const cardPhotos = (property: Property): PropertyPhoto[] =>
  [...property.propertyPhotos].sort((a, b) => a.sortOrder - b.sortOrder);

/** What a card shows of a photo: the thumbnail, or the original when there is none. */
export const cardPhotoUrl = (photo: PropertyPhoto) => photo.thumbnailUrl ?? photo.originalUrl;
