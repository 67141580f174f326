import { describe, expect, it } from 'vitest';
import { ask, districtNamed, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru', listingType: 'Sale' | 'Rent' = 'Sale') =>
  setFields(ask(message, { language, listingType }).filters);

describe('Georgian words borrowed into English and Russian messages', () => {
  it.each([
    ['en', 'need a 3 otaxiani in Vake', { minRooms: 3, maxRooms: 3, districtId: 5, districtName: 'Vake' }],
    ['en', 'flat with 2 sadzinebeli please', { minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', 'квартира 4 otaxiani, до 90к', { minRooms: 4, maxRooms: 4, maxPrice: 90000, currency: 'USD' }],
    ['ka', 'ბინა 2 sadzinebeli', { minBedrooms: 2, maxBedrooms: 2 }],
  ] as const)('%s %s', (language, message, expected) => expect(fields(message, language)).toEqual(expected));

  it('keeps English words that only look like a Georgian stem short of four letters', () => {
    expect(fields('a 2 room flat, bin day on monday', 'en')).toEqual({ minRooms: 2, maxRooms: 2 });
  });

  it('reads "verac mawyobs" (Vera suits me too) as Georgian in Latin letters', () => {
    const result = ask('verac mawyobs', {
      language: 'ka',
      filters: { districtId: 5, districtName: 'ვაკე' },
    });
    // "too" adds Vera beside Vake (districtIds, decision 040).
    expect(result.filters.districtId).toBe(5);
    expect(result.filters.districtIds).toEqual([districtNamed('Vera').id]);
  });
});

describe('numbers, units and ranges', () => {
  it.each([
    ['en', 'two hundred and forty-five thousand dollars max', 245000],
    ['en', 'ninety-nine thousand tops', 99000],
    ['ru', 'максимум двести сорок пять тысяч долларов', 245000],
    ['ka', 'მაქსიმუმ ორას ორმოცდახუთი ათასი დოლარი', 245000],
  ] as const)('%s compound number words: %s', (language, message, maxPrice) =>
    expect(fields(message, language)).toEqual({ maxPrice, currency: 'USD' }),
  );

  it.each([
    ['en', '150k-200k', { minPrice: 150000, maxPrice: 200000, currency: 'USD' }],
    ['ru', '150к-200к', { minPrice: 150000, maxPrice: 200000, currency: 'USD' }],
    ['ka', '150ათ-200ათ', { minPrice: 150000, maxPrice: 200000, currency: 'USD' }],
  ] as const)('%s a range with its multiplier on both ends: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['ka', 'არანაკლებ 65 კვ, 900$-მდე'],
    ['ru', 'от 65 кв, до 900$'],
    ['en', 'from 65 sq, up to 900$'],
  ] as const)('%s a short area word is a size, not a price: %s', (language, message) =>
    expect(fields(message, language, 'Rent')).toEqual({ minSize: 65, maxPrice: 900, currency: 'USD' }),
  );

  it.each([
    ['ka', '2 ოთახი, 120 ათასამდე, კვადრატის ფასი 1300$-მდე'],
    ['ru', '2 комнаты, до 120 тысяч, цена квадрата до 1300$'],
    ['en', '2 rooms, up to 120k, m2 price under 1300$'],
  ] as const)(
    '%s the price of a square metre after the unit word is no price filter: %s',
    (language, message) =>
      expect(fields(message, language)).toEqual({
        minRooms: 2,
        maxRooms: 2,
        maxPrice: 120000,
        currency: 'USD',
      }),
  );
});

describe('spellings of market words', () => {
  it.each([
    ['ru', 'с евро-ремонтом', { renovationStatus: 'NewRenovated' }],
    ['ka', 'ევრო-რემონტით', { renovationStatus: 'NewRenovated' }],
    ['en', 'with a euro-renovation', { renovationStatus: 'NewRenovated' }],
    ['ru', 'меблированая', { isFurnished: true }],
    ['en', 'furnishd', { isFurnished: true }],
  ] as const)('%s %s', (language, message, expected) => expect(fields(message, language)).toEqual(expected));
});

describe('the other page asked for with a verb', () => {
  it.each([
    ['ru', 'а покажите лучше дома'],
    ['ru', 'давайте посмотрим дома в Цавкиси'],
    ['en', 'rather show me houses'],
    ['ka', 'სჯობს სახლები მაჩვენო'],
  ] as const)('%s %s', (language, message) =>
    expect(ask(message, { language }).otherScope).toEqual({ listingType: 'Sale', propertyType: 'House' }),
  );
});

describe('set 17: bounds said "at the highest", asides, "X or not", two negations, one’s own furniture', () => {
  it.each([
    ['en', '3rd floor at the highest, 2 rooms', { maxFloor: 3, minRooms: 2, maxRooms: 2 }],
    ['en', 'the 2nd floor at the lowest', { minFloor: 2 }],
    ['en', '2 rooms, 45k max no top floor', { minRooms: 2, maxRooms: 2, maxPrice: 45_000, currency: 'USD' }],
    ['ru', 'двушка, без балкона не надо', { minRooms: 2, maxRooms: 2, hasBalcony: true }],
    ['ru', 'однушка, мебель нам не нужна, своя имеется', { minRooms: 1, maxRooms: 1, isFurnished: false }],
    ['ru', 'однушка, мебель не нужна, свою привозим', { minRooms: 1, maxRooms: 1, isFurnished: false }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'with furniture or without, all the same to me'],
    ['ru', 'с мебелью или без — решим на месте'],
    ['ka', 'ავეჯით თუ არა, სულერთია'],
  ] as const)('%s "%s" lets the furniture go', (language, message) =>
    expect(ask(message, { language, filters: { isFurnished: true } }).filters.isFurnished).toBeNull(),
  );

  it.each([
    ['ru', 'ремонт, в общем, любой'],
    ['en', 'the renovation honestly does not matter'],
  ] as const)('%s "%s": a word said aside changes nothing', (language, message) =>
    expect(
      ask(message, { language, filters: { renovationStatus: 'NewRenovated' } }).filters.renovationStatus,
    ).toBeNull(),
  );

  it('a word of the language near a name is that word ("bonus" is no Boni-Gorodoki)', () =>
    expect(
      ask('a garden would be a bonus', { language: 'en', city: 'Batumi' }).filters.districtId,
    ).toBeNull());
});

describe('a unit written after the bound word that follows its number (review of slice 14)', () => {
  it.each([
    ['ka', 'ბინა ოცდაათზე მეტი კვადრატი', { minSize: 30 }],
    ['ka', 'ბინა 90-ზე ნაკლები კვადრატი', { maxSize: 90 }],
    ['en', 'a flat of 120 or more sqm', { minSize: 120 }],
    ['ru', 'квартира 55 и больше квадратов', { minSize: 55 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});
