import { describe, expect, it } from 'vitest';
import { WISH_KEYS } from '@sakhli/shared/schemas/assistant';
import {
  explainMask,
  listingWishMask,
  reportWishMask,
  WISH_FEATURES_VERSION,
  wishBit,
} from './score/wish-features';

const flat = (description: string) => ({ description, floor: 2, totalFloorsBuilding: 9 });

describe('wish masks (decision 024)', () => {
  it('gives every wish its own bit of a PostgreSQL integer, and explains a mask in the chat’s order', () => {
    const bits = WISH_KEYS.map(wishBit);
    expect(new Set(bits).size).toBe(WISH_KEYS.length);
    expect(bits.every((bit) => bit > 0 && bit <= 2 ** 30)).toBe(true);
    expect(explainMask(wishBit('metro') | wishBit('pool'), ['pool', 'balcony', 'metro'])).toEqual({
      matched: ['pool', 'metro'],
      missed: ['balcony'],
    });
  });

  it('reads a listing’s own description and fields for every wish at once', () => {
    const mask = listingWishMask(flat('Sunny flat with a balcony, no lift, близко к метро.'));
    expect(explainMask(mask, ['sunny', 'balcony', 'elevator', 'metro', 'lowFloor', 'notLastFloor'])).toEqual({
      matched: ['sunny', 'balcony', 'metro', 'lowFloor', 'notLastFloor'],
      missed: ['elevator'],
    });
    expect(listingWishMask({ ...flat('House.'), hasGarage: true }, ['parking', 'garage', 'garden'])).toBe(
      wishBit('parking') | wishBit('garage'),
    );
  });

  it('lets an amenity the owner set win over the description, and the description speak where it is unset', () => {
    const text = flat('Sunny flat with a balcony, no lift, central heating, pets welcome.');
    const keys = ['balcony', 'elevator', 'heating', 'pets', 'airConditioning', 'parking'] as const;
    expect(explainMask(listingWishMask(text), keys).matched).toEqual(['balcony', 'heating', 'pets']);
    const set = {
      ...text,
      hasBalcony: false,
      hasLift: true,
      heating: 'None' as const,
      petsAllowed: null,
      hasAirConditioning: true,
      hasParking: true,
    };
    expect(explainMask(listingWishMask(set), keys)).toEqual({
      matched: ['elevator', 'pets', 'airConditioning', 'parking'],
      missed: ['balcony', 'heating'],
    });
    // A house's garage is parking whatever the general answer says.
    expect(listingWishMask({ ...flat('House.'), hasGarage: true, hasParking: false }, ['parking'])).toBe(
      wishBit('parking'),
    );
  });

  it('judges "near the metro" by the stored walk where the listing has one (decision 044)', () => {
    const metro = ['metro'] as const;
    // Four minutes from a station: near, though the description never says so.
    expect(listingWishMask({ ...flat('Bright flat, new windows.'), metroWalkMinutes: 4 }, metro)).toBe(
      wishBit('metro'),
    );
    expect(listingWishMask({ ...flat('Quiet yard.'), metroWalkMinutes: 15 }, metro)).toBe(wishBit('metro'));
    // Twenty-five minutes away: the walk wins over a description that calls it near.
    expect(listingWishMask({ ...flat('Near the metro.'), metroWalkMinutes: 25 }, metro)).toBe(0);
    expect(listingWishMask({ ...flat('Near the metro.'), metroWalkMinutes: 16 }, metro)).toBe(0);
    // No station stored (Batumi, or none within 40 minutes): the description decides, as before.
    expect(listingWishMask({ ...flat('Near the metro.'), metroWalkMinutes: null }, metro)).toBe(
      wishBit('metro'),
    );
    expect(listingWishMask({ ...flat('у метро'), metroWalkMinutes: null }, metro)).toBe(wishBit('metro'));
    expect(listingWishMask({ ...flat('Quiet yard.'), metroWalkMinutes: null }, metro)).toBe(0);
  });

  it('reads a photo report’s words but not the listing’s fields, and a negation stays in its own text', () => {
    const report = { balconyAndView: { ka: 'აივანი', en: 'A balcony over the park', ru: 'Балкон' } };
    expect(reportWishMask(report)).toBe(wishBit('balcony') | wishBit('park'));
    expect(reportWishMask(null)).toBe(0);
    // A description ending in "no" does not negate the report's first word (read as one text it did).
    const photos = { naturalLightAndWindows: { text: 'balcony', hasProcessed: true } };
    expect(listingWishMask(flat('Heating: no')) | reportWishMask(photos)).toBe(
      wishBit('heating') | wishBit('balcony') | wishBit('lowFloor') | wishBit('notLastFloor'),
    );
  });

  it('names the words the stored masks were computed with', () => {
    expect(Number.isInteger(WISH_FEATURES_VERSION)).toBe(true);
    expect(WISH_FEATURES_VERSION).toBeGreaterThan(0);
    expect(WISH_FEATURES_VERSION).toBeLessThan(2 ** 31);
  });
});
