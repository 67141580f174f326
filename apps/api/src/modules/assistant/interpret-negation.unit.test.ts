import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('negation and exclusion', () => {
  it.each([
    ['en', 'anything except Isani', {}],
    [
      'en',
      '2 rooms not in Saburtalo, under 100k',
      { minRooms: 2, maxRooms: 2, maxPrice: 100000, currency: 'USD' },
    ],
    ['en', 'anywhere but Gldani, 3 rooms', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'не на Сабуртало', {}],
    ['ru', '2 комнаты, только не в Глдани', { minRooms: 2, maxRooms: 2 }],
    ['ru', 'что угодно за исключением Исани', {}],
    ['ka', 'ოღონდ არა გლდანში', {}],
    ['ka', '3 ოთახიანი, არა ისანში', { minRooms: 3, maxRooms: 3 }],
  ] as const)('%s never sets an excluded district: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it('an excluded district leaves the named one', () => {
    expect(fields('Vake, but not Vera', 'en')).toMatchObject({ districtName: 'Vake' });
    expect(fields('не в Глдани, а в Ваке', 'ru')).toMatchObject({ districtName: 'Ваке' });
  });

  it.each([
    ['en', 'not on the ground floor', { minFloor: 2 }],
    ['en', 'no higher than the 4th', { maxFloor: 4 }],
    ['en', 'above the 3rd', { minFloor: 4 }],
    ['en', 'above the 3rd floor', { minFloor: 4 }],
    ['ru', 'не на первом этаже', { minFloor: 2 }],
    ['ru', 'не ниже 4-го', { minFloor: 4 }],
    ['ru', 'не выше 5-го', { maxFloor: 5 }],
    ['ka', 'არა პირველ სართულზე', { minFloor: 2 }],
    ['ka', 'მე-3-ის ზემოთ', { minFloor: 4 }],
  ] as const)('%s floor comparison: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'no Didube and no Nadzaladevi, 2 rooms', { minRooms: 2, maxRooms: 2 }],
    ['en', 'anything apart from Isani and Samgori', {}],
    ['ru', 'всё, кроме Исани или Варкетили', {}],
    ['ka', 'ისნის და სამგორის გარდა', {}],
  ] as const)('%s every place joined to an excluded one is excluded too: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'not Gldani, Vake please', 'Vake'],
    ['ru', 'не Глдани, а Ваке', 'Ваке'],
    ['ka', 'გლდანი კი არა, ვაკე', 'ვაკე'],
  ] as const)('%s the place named after the excluded one is the one wanted: %s', (language, message, name) =>
    expect(fields(message, language)).toMatchObject({ districtName: name }),
  );

  it("excluding the conversation's district lets it go", () => {
    const result = ask('not Vake after all', { filters: { districtId: 5, districtName: 'Vake' } });
    expect(result.filters.districtId).toBeNull();
  });
});

describe('a market word under negation sets nothing, in every language', () => {
  it.each([
    ['en', 'nothing under construction, 2 rooms'],
    ['en', 'not in an old building, 2 rooms'],
    ['en', "don't want a new building, 2 rooms"],
    ['en', 'no stalin-era blocks, 2 rooms'],
    ['ru', 'никаких хрущевок, 2 комнаты'],
    ['ru', 'сталинку не предлагайте, 2 комнаты'],
    ['ru', 'строящиеся не интересуют, 2 комнаты'],
    ['ru', 'черный каркас не нужен, 2 комнаты'],
    ['ka', 'ჩეხური პროექტი არ მინდა, 2 ოთახი'],
    ['ka', 'ახალი აშენებული არ მინდა, 2 ოთახი'],
    ['ka', 'მშენებარე არ მაინტერესებს, 2 ოთახი'],
    ['ka', 'ნუ შემომთავაზებთ ძველ კორპუსებს, 2 ოთახი'],
  ] as const)('%s "%s"', (language, message) =>
    expect(fields(message, language)).toEqual({ minRooms: 2, maxRooms: 2 }),
  );

  it('leaves a bound word after a negation to the bound ("не дороже" is no denied verb)', () => {
    expect(
      setFields(ask('с мебелью не дороже 500$', { language: 'ru', listingType: 'Rent' }).filters),
    ).toEqual({
      isFurnished: true,
      maxPrice: 500,
      currency: 'USD',
    });
  });
});

describe('a thing ruled out (seventh round)', () => {
  it.each([
    ['en', 'two rooms, the first floor is out of the question'],
    ['ru', 'двушка, первый этаж исключается'],
    ['ka', 'ოროთახიანი, პირველი სართული გამოირიცხება'],
  ] as const)('%s "%s" is from the second floor', (language, message) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ minRooms: 2, maxRooms: 2, minFloor: 2 }),
  );

  it('lets go of a required amenity "not required" in Georgian ("ლიფტი აუცილებელი არ არის")', () =>
    expect(
      ask('ლიფტი აუცილებელი არ არის', { language: 'ka', filters: { hasLift: true } }).filters.hasLift,
    ).toBeNull());
});

describe('Georgian "არა" negates what follows it, or what it follows when nothing does', () => {
  it.each([
    ['ისანში არა მეხუთე სართულზე მაღლა', { districtName: 'ისანი', maxFloor: 5 }],
    ['დიდუბეში არა უმეტეს 80 ათასი დოლარი', { districtName: 'დიდუბე', maxPrice: 80_000, currency: 'USD' }],
    [
      'გლდანში არა პირველ სართულზე, 2 ოთახიანი',
      { districtName: 'გლდანი', minFloor: 2, minRooms: 2, maxRooms: 2 },
    ],
  ] as const)('"%s" keeps the district', (message, expected) =>
    expect(fields(message, 'ka')).toMatchObject(expected),
  );

  it.each([
    ['ისანში არა, გლდანში', 'გლდანი'],
    ['დიდუბე კი არა, ნაძალადევი', 'ნაძალადევი'],
  ] as const)('"%s" excludes the first district', (message, districtName) =>
    expect(fields(message, 'ka')).toMatchObject({ districtName }),
  );
});
