import { describe, expect, it } from 'vitest';
import { LUXURY_MIN_PRICE_USD, searchShortcutTarget } from './search-shortcuts';

const target = (query: string) => searchShortcutTarget(new URLSearchParams(query));

describe('footer search shortcuts', () => {
  it('opens the property type named by `type`', () => {
    expect(target('type=apartment')).toBe('/?listingType=Sale&propertyType=Apartment');
    expect(target('type=house')).toBe('/?listingType=Sale&propertyType=House');
  });
  it('turns feature=new into new buildings', () => {
    expect(target('feature=new')).toBe('/?listingType=Sale&propertyType=Apartment&buildingStatus=New');
  });
  it('turns feature=luxury into newly renovated listings from the luxury price', () => {
    expect(target('feature=luxury')).toBe(
      `/?listingType=Sale&propertyType=Apartment&minPrice=${LUXURY_MIN_PRICE_USD}&currency=USD&renovationStatus=NewRenovated`,
    );
  });
  it('keeps the language and ignores unknown values', () => {
    expect(target('type=castle&feature=cheap&lang=en')).toBe(
      '/?listingType=Sale&propertyType=Apartment&lang=en',
    );
  });
});
