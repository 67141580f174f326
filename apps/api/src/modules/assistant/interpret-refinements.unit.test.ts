import { describe, expect, it } from 'vitest';
import { ask, converse, districtNamed, setFields } from './testing/assistant-test-kit';

describe('follow-ups', () => {
  it.each([
    ['en', 'cheaper'],
    ['en', 'too expensive'],
    ['ru', 'подешевле'],
    ['ru', 'а дешевле есть?'],
    ['ka', 'უფრო იაფი'],
  ] as const)('%s "%s" lowers the price range by 15 %%', (language, message) => {
    const { filters } = ask(message, {
      language,
      filters: { minPrice: 100_000, maxPrice: 150_000, currency: 'USD' },
    });
    expect([filters.minPrice, filters.maxPrice]).toEqual([85_000, 127_500]);
  });

  it.each([
    ['en', 'a little more expensive is ok'],
    ['ru', 'можно подороже'],
    ['ka', 'უფრო ძვირიც შეიძლება'],
  ] as const)('%s "%s" raises it by 15 %%', (language, message) => {
    expect(ask(message, { language, filters: { maxPrice: 100_000, currency: 'USD' } }).filters.maxPrice).toBe(
      115_000,
    );
  });

  it('does not read "не дороже" as "more expensive"', () => {
    expect(
      ask('не дороже 70к', { language: 'ru', filters: { maxPrice: 100_000, currency: 'USD' } }).filters
        .maxPrice,
    ).toBe(70_000);
  });

  it('asks for a budget when "cheaper" has no price to lower', () => {
    const result = ask('cheaper');
    expect(result.isChanged).toBe(false);
    expect(result.reply(10)).toContain('Tell me a budget');
  });

  it.each([
    ['en', 'forget the price'],
    ['en', 'price doesn’t matter'],
    ['ru', 'без ограничения по цене'],
    ['ru', 'цена не важна'],
    ['ka', 'ფასი არ მაინტერესებს'],
  ] as const)('%s "%s" clears the price and its currency', (language, message) => {
    const { filters } = ask(message, {
      language,
      filters: { minPrice: 1, maxPrice: 2, currency: 'USD', minRooms: 2 },
    });
    expect(setFields(filters)).toEqual({ minRooms: 2 });
  });

  it.each([
    ['en', 'any district is fine'],
    ['ru', 'район не важен'],
    ['ka', 'უბანს არ აქვს მნიშვნელობა'],
  ] as const)('%s "%s" clears the district', (language, message) => {
    const { filters } = ask(message, {
      language,
      filters: { districtId: 5, districtName: 'Vake', minRooms: 2 },
    });
    expect(setFields(filters)).toEqual({ minRooms: 2 });
  });

  it('"forget X, anywhere" does not set X again', () => {
    expect(
      setFields(converse(['flat in ortachala', 'actually forget ortachala, anywhere is fine']).filters),
    ).toEqual({});
  });

  it.each([
    ['en', 'start over. 1 bedroom in isani'],
    ['ru', 'давай заново: 1 спальня в Исани'],
    ['ka', 'თავიდან დავიწყოთ, 1 საძინებელი ისანში'],
  ] as const)('%s reset keeps only what the same message asks', (language, message) => {
    const result = ask(message, {
      language,
      filters: { maxPrice: 100_000, currency: 'USD', minRooms: 3, maxRooms: 3 },
      wishes: [{ key: 'balcony', weight: 1 }],
    });
    expect(setFields(result.filters)).toMatchObject({
      minBedrooms: 1,
      maxBedrooms: 1,
      districtId: districtNamed('Isani').id,
    });
    expect(result.filters.maxPrice).toBeNull();
    expect(result.wishes).toEqual([]);
    expect(result.changes[0]).toEqual({ kind: 'reset' });
  });

  it('"more rooms" asks for one more than the most so far, "fewer rooms" one fewer', () => {
    expect(setFields(converse(['2 rooms', 'more rooms']).filters)).toEqual({ minRooms: 3 });
    expect(
      setFields(
        ask('а можно больше комнат', { language: 'ru', filters: { minRooms: 2, maxRooms: 2 } }).filters,
      ),
    ).toEqual({ minRooms: 3 });
    expect(setFields(ask('fewer rooms', { filters: { minRooms: 3, maxRooms: 3 } }).filters)).toEqual({
      maxRooms: 2,
    });
  });

  it('"bigger" scales the size, and a bare number after it is a size', () => {
    expect(setFields(ask('bigger', { filters: { minSize: 50 } }).filters)).toEqual({ minSize: 60 });
    expect(setFields(ask('побольше, от 70', { language: 'ru', filters: { minSize: 50 } }).filters)).toEqual({
      minSize: 70,
    });
  });

  it('an exact value gives way to a one-sided one, a range keeps its other side', () => {
    expect(setFields(converse(['3 rooms', 'at least 2 rooms']).filters)).toEqual({ minRooms: 2 });
    expect(setFields(converse(['at least 60 m2', 'up to 100 m2']).filters)).toEqual({
      minSize: 60,
      maxSize: 100,
    });
  });

  it('"actually 3 rooms" replaces the rooms, "also furnished" adds to the rest', () => {
    expect(setFields(converse(['2 rooms in vake', 'actually 3 rooms', 'also furnished']).filters)).toEqual({
      minRooms: 3,
      maxRooms: 3,
      districtId: 5,
      districtName: 'Vake',
      isFurnished: true,
    });
  });
});

describe('starting over, more words (seventh round)', () => {
  it.each(['ditch everything, 1 room in Nadzaladevi', 'scrap this, 1 room in Nadzaladevi'])(
    '"%s" starts over',
    (message) =>
      expect(setFields(converse(['3 rooms in Vake, new building', message]).filters)).toEqual({
        minRooms: 1,
        maxRooms: 1,
        districtId: districtNamed('Nadzaladevi').id,
        districtName: 'Nadzaladevi',
      }),
  );
});

describe('arithmetic on a count (ninth round)', () => {
  it.each([
    ['ka', 'ერთი საძინებლით ნაკლები', { minBedrooms: 3, maxBedrooms: 3 }],
    ['ka', 'ერთი სველი წერტილით მეტი', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ru', 'на две спальни больше', { minBedrooms: 6, maxBedrooms: 6 }],
    ['ru', 'сделайте на 1 комнату больше', { minRooms: 5, maxRooms: 5 }],
    ['en', 'make it one room fewer', { minRooms: 3, maxRooms: 3 }],
    ['en', 'one bedroom less', { minBedrooms: 3, maxBedrooms: 3 }],
    // The noun first, a numeral omitted (one), the numeral before "more" (tenth round).
    ['ka', 'საძინებელი ორით მეტი მინდა', { minBedrooms: 6, maxBedrooms: 6 }],
    ['ka', 'სველი წერტილი ერთით მეტი', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ru', 'давайте на спальню меньше', { minBedrooms: 3, maxBedrooms: 3 }],
    ['en', 'two more bedrooms', { minBedrooms: 6, maxBedrooms: 6 }],
    ['en', 'one fewer room, please', { minRooms: 3, maxRooms: 3 }],
  ] as const)('%s "%s" shifts the count it names by that many', (language, message, expected) =>
    expect(
      setFields(
        ask(message, {
          language,
          filters: {
            minRooms: 4,
            maxRooms: 4,
            minBedrooms: 4,
            maxBedrooms: 4,
            minBathrooms: 1,
            maxBathrooms: 1,
          },
        }).filters,
      ),
    ).toMatchObject(expected),
  );

  it('a range moves both its ends', () =>
    expect(
      setFields(
        ask('на одну комнату больше', { language: 'ru', filters: { minRooms: 2, maxRooms: 3 } }).filters,
      ),
    ).toEqual({ minRooms: 3, maxRooms: 4 }));
});
