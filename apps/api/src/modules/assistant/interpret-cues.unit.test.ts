import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('bound words belong to the right number', () => {
  it.each([
    ['en', 'searching for 2 bedrooms', { minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', 'ищу за 2 спальни', { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', 'for 95k', { maxPrice: 95_000, currency: 'USD' }],
  ] as const)('%s "%s": a price word bounds only a price', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', '2 bedrooms max 90 sqm', { minBedrooms: 2, maxBedrooms: 2, maxSize: 90 }],
    ['ru', '3 комнаты до 100 кв.м', { minRooms: 3, maxRooms: 3, maxSize: 100 }],
  ] as const)(
    '%s "%s": a bound word before the next number is that number\'s',
    (language, message, expected) => expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['ka', 'სამი საძინებელი მაინც', { minBedrooms: 3 }],
    ['ru', 'хотя бы две спальни', { minBedrooms: 2 }],
    ['ru', 'как минимум 60 квадратов', { minSize: 60 }],
  ] as const)('%s "%s": at least, before or after', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('numbers that are no filter, and fractions', () => {
  it.each([
    ['en', '2 rooms, ceiling no lower than 2.8 m', { minRooms: 2, maxRooms: 2 }],
    ['ru', '2 комнаты, потолки не ниже 3 м', { minRooms: 2, maxRooms: 2 }],
  ] as const)('%s "%s": a ceiling with a bound word is no size or price', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'up to two quarters of a million', 500_000],
    ['ru', 'до трех четвертей миллиона долларов', 750_000],
  ] as const)('%s "%s": a count of a fraction', (language, message, maxPrice) =>
    expect(ask(message, { language }).filters.maxPrice).toBe(maxPrice),
  );

  it('"fresh reno" is a new renovation', () =>
    expect(fields('new reno, 2 bedrooms', 'en')).toEqual({
      renovationStatus: 'NewRenovated',
      minBedrooms: 2,
      maxBedrooms: 2,
    }));
});
