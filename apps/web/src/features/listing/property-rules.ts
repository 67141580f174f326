import type { Property } from '@sakhli/shared/schemas/property';

/** SPEC.md: the floor is shown only when both floor and total floors are non-zero. */
export function hasFloor(property: Pick<Property, 'floor' | 'totalFloorsBuilding'>): boolean {
  return Boolean(property.floor) && Boolean(property.totalFloorsBuilding);
}

/** SPEC.md: the map pin and the coordinates show only when latitude and longitude are both non-zero. */
export function hasCoordinates(property: Pick<Property, 'latitude' | 'longitude'>): boolean {
  return property.latitude !== 0 && property.longitude !== 0;
}

/** The street in the reader's script: Georgian in ka, English otherwise (falling back to the other one). */
export function streetName(
  property: Pick<Property, 'streetNameGeo' | 'streetNameEng'>,
  language: string,
): string | null {
  return (
    (language === 'ka'
      ? property.streetNameGeo || property.streetNameEng
      : property.streetNameEng || property.streetNameGeo) || null
  );
}

/** "Street, District, City" without the parts that are missing. */
export function addressLine(
  property: Pick<Property, 'streetNameGeo' | 'streetNameEng' | 'districtName' | 'cityName'>,
  language: string,
): string {
  return [streetName(property, language), property.districtName, property.cityName]
    .filter(Boolean)
    .join(', ');
}
