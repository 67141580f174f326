import type { City, Currency, Language } from '@sakhli/shared/enums';
import type { PropertyPayload } from '@sakhli/shared/schemas/property-payload';
import { nearestMetroOf } from '@sakhli/shared/rules/metro';
import { pricePerSqmUsd, pricesIn } from '@sakhli/shared/rules/money';
import { listingWishMask } from '../assistant/score/wish-features';
import type { ListingValues } from './listing.repository';

/** The language a description is written in, by its letters (the assistant's scoring reads it). */
export function descriptionLanguageOf(text: string): Language | null {
  if (/\p{Script=Georgian}/u.test(text)) return 'ka';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  return /\p{L}/u.test(text) ? 'en' : null;
}

/**
 * The columns a payload sets. Prices are kept in both currencies through the one stored rate (the entered
 * one exact), with the price per m² in USD that search sorts by. The part of the other property type is
 * cleared. Owner, status, views, code and dates are never taken from the client.
 */
export function listingValuesOf(
  payload: PropertyPayload,
  city: City,
  rate: number,
): Omit<ListingValues, 'publishStatus' | 'expiryDate' | 'updatedAt'> & { currency: Currency } {
  const prices = pricesIn(payload.price, payload.currency, rate);
  const { apartment, house, location } = payload;
  return {
    city,
    districtId: location.districtId,
    listingType: payload.listingType,
    propertyType: payload.propertyType,
    currency: payload.currency,
    ...prices,
    pricePerSqmUsd: pricePerSqmUsd(prices.priceUsd, payload.size),
    size: payload.size,
    rooms: payload.rooms,
    bedrooms: payload.bedrooms,
    bathrooms: payload.bathrooms,
    buildingStatus: payload.buildingStatus,
    renovationStatus: payload.renovationStatus,
    buildingYear: payload.buildingYear,
    cadastralCode: payload.cadastralCode,
    hideCadastralCode: payload.hideCadastralCode,
    isFurnished: payload.isFurnished,
    rentDuration: payload.rentDuration,
    description: payload.description,
    descriptionLanguage: descriptionLanguageOf(payload.description),
    phoneNumber: payload.phoneNumber,
    latitude: location.latitude,
    longitude: location.longitude,
    streetNameGeo: location.streetNameGeo,
    streetNameEng: location.streetNameEng,
    floor: apartment?.floor ?? null,
    totalFloorsBuilding: apartment?.totalFloorsBuilding ?? null,
    landArea: house?.landArea ?? null,
    numberOfFloors: house?.numberOfFloors ?? null,
    parkingSpots: house?.parkingSpots ?? null,
    hasGarden: house?.hasGarden ?? null,
    hasGarage: house?.hasGarage ?? null,
    heating: payload.heating,
    hasAirConditioning: payload.hasAirConditioning,
    hasBalcony: payload.hasBalcony,
    hasLift: payload.hasLift,
    hasParking: payload.hasParking,
    petsAllowed: payload.petsAllowed,
    ...nearestMetroOf(city, location.latitude, location.longitude),
  };
}

/**
 * The AI Score's wishes a listing's own description and fields meet (decision 024). Saved with the
 * listing's content but not as part of it: a save of unchanged content still writes nothing.
 */
export function listingWishesOf(values: ReturnType<typeof listingValuesOf>): number {
  return listingWishMask({
    description: values.description ?? '',
    floor: values.floor ?? null,
    totalFloorsBuilding: values.totalFloorsBuilding ?? null,
    hasGarden: values.hasGarden,
    hasGarage: values.hasGarage,
    parkingSpots: values.parkingSpots,
    heating: values.heating,
    hasAirConditioning: values.hasAirConditioning,
    hasBalcony: values.hasBalcony,
    hasLift: values.hasLift,
    hasParking: values.hasParking,
    petsAllowed: values.petsAllowed,
    metroWalkMinutes: values.metroWalkMinutes,
  });
}
