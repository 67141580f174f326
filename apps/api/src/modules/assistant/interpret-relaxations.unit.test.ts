import type { Filter } from '@sakhli/shared/schemas/filter';
import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const before: Partial<Filter> = {
  minPrice: 100000,
  maxPrice: 150000,
  currency: 'USD',
  minRooms: 2,
  maxRooms: 2,
  renovationStatus: 'NewRenovated',
  isFurnished: true,
  districtId: 5,
  districtName: 'Vake',
  minFloor: 2,
};

const after = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language, filters: before }).filters);

const without = (...keys: (keyof Filter)[]) =>
  Object.fromEntries(Object.entries(before).filter(([key]) => !keys.includes(key as keyof Filter)));

describe('relative follow-ups', () => {
  it.each([
    ['en', 'lower the budget by 10k', -10000],
    ['en', 'can pay 20k more', 20000],
    ['en', 'raise the budget by $5,000', 5000],
    ['ru', 'на 10 тысяч дешевле', -10000],
    ['ru', 'подними бюджет на 5000$', 5000],
    ['ka', '10 ათასით ჩამოწიე', -10000],
    ['ka', 'ბიუჯეტი 5000-ით გაზარდე', 5000],
  ] as const)('%s moves both price bounds by the amount: %s', (language, message, shift) =>
    expect(after(message, language)).toEqual({
      ...before,
      minPrice: 100000 + shift,
      maxPrice: 150000 + shift,
    }),
  );

  it.each([
    ['en', 'take 20k off', -20000],
    ['en', 'add another 5000 dollars to it', 5000],
    ['ru', 'скинь 10 тысяч', -10000],
    ['ru', 'прибавлю ещё 3000$', 3000],
    ['ka', 'ფასი 10 ათასით დავწიოთ', -10000],
    ['ka', '3000 დოლარს მივამატებ', 3000],
    ['ka', '20 ათასით გავზარდოთ', 20000],
  ] as const)(
    '%s a verb of adding or taking off moves the price by its amount: %s',
    (language, message, shift) =>
      expect(after(message, language)).toEqual({
        ...before,
        minPrice: 100000 + shift,
        maxPrice: 150000 + shift,
      }),
  );

  it.each([
    ['en', 'bump the upper limit up by 10k', { maxPrice: 160000 }],
    ['en', 'drop the minimum by 20k', { minPrice: 80000 }],
    ['ru', 'верхнюю границу подними на 10 тысяч', { maxPrice: 160000 }],
    ['ru', 'минимум на 20 тысяч ниже', { minPrice: 80000 }],
    ['ka', 'მაქსიმუმი 10 ათასით გაზარდე', { maxPrice: 160000 }],
    ['ka', 'ქვედა ზღვარი 20 ათასით ჩამოწიე', { minPrice: 80000 }],
  ] as const)('%s a shift moves only the bound it names: %s', (language, message, moved) =>
    expect(after(message, language)).toEqual({ ...before, ...moved }),
  );

  it.each([
    ['en', 'raise the budget to 170k', { maxPrice: 170000 }],
    ['ru', 'добавим бюджет до 170 тысяч', { maxPrice: 170000 }],
  ] as const)('%s a target is a new bound, not an amount: %s', (language, message, moved) =>
    expect(after(message, language)).toEqual({ ...before, ...moved }),
  );

  it('a plain "cheaper" still moves the price by a step', () => {
    expect(after('cheaper', 'en')).toMatchObject({ minPrice: 85000, maxPrice: 127500 });
  });
});

describe('relaxations clear one field and nothing else', () => {
  it.each([
    ['en', 'any renovation is fine', ['renovationStatus']],
    ['ru', 'ремонт любой', ['renovationStatus']],
    ['ka', 'რემონტი სულ ერთია', ['renovationStatus']],
    ['en', 'furniture not needed', ['isFurnished']],
    ['ru', 'мебель не важна', ['isFurnished']],
    ['ka', 'ავეჯი არ მჭირდება', ['isFurnished']],
    ['en', 'forget the district', ['districtId', 'districtName']],
    ['ru', 'район любой', ['districtId', 'districtName']],
    ['ka', 'უბანი სულ ერთია', ['districtId', 'districtName']],
    ['en', "budget doesn't matter", ['minPrice', 'maxPrice', 'currency']],
    ['ru', 'бюджет не важен', ['minPrice', 'maxPrice', 'currency']],
    ['ka', 'ფასი არ მაინტერესებს', ['minPrice', 'maxPrice', 'currency']],
    ['en', 'number of rooms does not matter', ['minRooms', 'maxRooms']],
    ['en', 'ground floor is fine too', ['minFloor']],
    ['ru', 'первый этаж тоже подойдёт', ['minFloor']],
    ['ka', 'პირველი სართულიც მაწყობს', ['minFloor']],
  ] as const)('%s: %s', (language, message, cleared) =>
    expect(after(message, language)).toEqual(without(...cleared)),
  );
});

describe('relaxations of every field, in either order, with a particle between', () => {
  const state: Partial<Filter> = {
    ...before,
    minBedrooms: 3,
    maxBedrooms: 3,
    minBathrooms: 2,
    maxBathrooms: 2,
    buildingStatus: 'New',
    minRentDuration: 90,
  };
  const letGo = (message: string, language: 'ka' | 'en' | 'ru') =>
    setFields(ask(message, { language, filters: state, listingType: 'Rent' }).filters);
  const rest = (...keys: (keyof Filter)[]) =>
    Object.fromEntries(Object.entries(state).filter(([key]) => !keys.includes(key as keyof Filter)));

  it.each([
    ['en', 'the bedroom count is not important', ['minBedrooms', 'maxBedrooms']],
    ['en', 'scratch the bathrooms', ['minBathrooms', 'maxBathrooms']],
    ['en', 'cancel the lower limit', ['minPrice']],
    ['en', "upper limit on price doesn't matter", ['maxPrice']],
    ['en', 'building type is optional', ['buildingStatus']],
    ['ru', 'спальни не принципиально', ['minBedrooms', 'maxBedrooms']],
    ['ru', 'верхний предел цены убери', ['maxPrice']],
    ['ru', 'санузлы тоже неважно', ['minBathrooms', 'maxBathrooms']],
    ['ru', 'срок аренды не важен', ['minRentDuration']],
    ['ru', 'удали этаж', ['minFloor']],
    ['ka', 'საძინებლების რაოდენობას მნიშვნელობა არ აქვს', ['minBedrooms', 'maxBedrooms']],
    ['ka', 'ქვედა ზღვარი მოაშორე', ['minPrice']],
    ['ka', 'შენობის ტიპი სულერთია', ['buildingStatus']],
    ['ka', 'სართული წაშალე', ['minFloor']],
    // Indifference said other ways, and the frame kinds named by their noun (tenth round).
    ['en', "number of bedrooms doesn't really matter", ['minBedrooms', 'maxBedrooms']],
    ['en', 'the floor is not really important to us', ['minFloor']],
    ['ka', 'საძინებლები პრინციპული არაა', ['minBedrooms', 'maxBedrooms']],
    ['ka', 'სამი აბაზანა არ არის პრინციპული', ['minBathrooms', 'maxBathrooms']],
    ['ka', 'კარკასი პრინციპული არ არის', ['renovationStatus']],
    ['ru', 'какой каркас, неважно', ['renovationStatus']],
    ['en', "the renovation doesn't really matter", ['renovationStatus']],
    // "можно", "вообще", "საერთოდ" between (set 17).
    ['ru', 'санузлы можно убрать', ['minBathrooms', 'maxBathrooms']],
    ['ru', 'этаж вообще неважен', ['minFloor']],
    ['ka', 'სართული საერთოდ წაშალე', ['minFloor']],
  ] as const)('%s: %s', (language, message, cleared) =>
    expect(letGo(message, language)).toEqual(rest(...cleared)),
  );

  it.each([
    ['en', 'Vake is not a must'],
    ['ru', 'Ваке не обязательно'],
    ['ka', 'ვაკე არ არის აუცილებელი'],
  ] as const)('%s a district named with indifference lets the district go: %s', (language, message) =>
    expect(letGo(message, language)).toEqual(rest('districtId', 'districtName')),
  );

  it('storeys let go on the house page', () => {
    const result = ask('сколько этажей — не важно', {
      language: 'ru',
      propertyType: 'House',
      filters: { minNumberOfFloors: 2, maxNumberOfFloors: 2 },
    });
    expect(setFields(result.filters)).toEqual({});
  });
});

describe('letting go of the heating and the seller (seventh round)', () => {
  it.each([
    ['en', 'the kind of heating is not important'],
    ['ru', 'тип отопления не важен'],
    ['ka', 'გათბობის სისტემას მნიშვნელობა არ აქვს'],
  ] as const)('%s "%s" clears the heating, with no heating wish', (language, message) => {
    const result = ask(message, { language, filters: { heating: 'Central' } });
    expect(result.filters.heating).toBeNull();
    expect(result.wishes).toEqual([]);
  });

  it.each([
    ['en', 'the seller does not matter'],
    ['ru', 'продавец не важен'],
    ['ka', 'გამყიდველს მნიშვნელობა არ აქვს'],
  ] as const)('%s "%s" clears "owners only"', (language, message) =>
    expect(ask(message, { language, filters: { sellerType: 'Owner' } }).filters.sellerType).toBeNull(),
  );
});

describe('letting go and requiring, said otherwise (issue 14, thirteenth slice)', () => {
  const lift = { hasLift: true, minRooms: 2, maxRooms: 2 };
  it.each([
    ['en', 'the lift: forget it'],
    ['en', 'lift - nevermind'],
    ['en', 'the elevator, skip it'],
    ['ru', 'ну и хрен с ним, с лифтом'],
    ['ru', 'фиг с ним, с лифтом'],
    ['ru', 'лифт — господь с ним'],
    ['ka', 'ლიფტს თავი დაანებე'],
    ['ka', 'თავი დავანებოთ ლიფტს'],
  ] as const)('%s "%s" lets the lift go', (language, message) =>
    expect(setFields(ask(message, { language, filters: lift }).filters)).toEqual({
      minRooms: 2,
      maxRooms: 2,
    }),
  );

  it('keeps a district named before a comma and a let-go of something else', () =>
    expect(ask('Vake, scrap the lift', { language: 'en', filters: lift }).filters.districtName).toBe('Vake'));

  it.each([
    ['en', 'furniture required'],
    ['en', 'furniture is essential'],
    ['ru', 'мебель необходима'],
    ['ru', 'мебель нужна обязательно'],
    ['ka', 'ავეჯი საჭიროა'],
  ] as const)('%s "%s" asks for furniture', (language, message) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ isFurnished: true }),
  );

  it.each([
    ['en', "furniture isn't needed, my parents are giving us theirs"],
    ['ru', 'мебель не нужна, друзья отдают свою'],
    ['ru', 'мебель не нужна — перевезём свою'],
    ['ka', 'ავეჯი არ გვჭირდება, მშობლები თავისას გვაძლევენ'],
  ] as const)('%s "%s" asks for no furniture', (language, message) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ isFurnished: false }),
  );
});

describe('letting go said of "the number", "the thing", or as "no limits" (set 18)', () => {
  it('"forget the bottom figure" drops the minimum price, "scrap the top number" the maximum', () => {
    const filters = { minPrice: 90_000, maxPrice: 120_000, currency: 'USD' as const };
    expect(ask('forget the bottom figure', { filters }).filters).toMatchObject({
      minPrice: null,
      maxPrice: 120_000,
    });
    expect(ask('scrap the top number', { filters }).filters).toMatchObject({
      minPrice: 90_000,
      maxPrice: null,
    });
  });
  it('"the parking thing is optional" lets parking go', () =>
    expect(
      ask('the parking thing is optional', { filters: { hasParking: true } }).filters.hasParking,
    ).toBeNull());
  it.each([
    ['ru', 'площадь не ограничивайте'],
    ['en', 'size: no limits'],
    ['ka', 'ფართს ნუ შეზღუდავ'],
  ] as const)('%s "%s" lets the size go', (language, message) =>
    expect(ask(message, { language, filters: { minSize: 50, maxSize: 80 } }).filters).toMatchObject({
      minSize: null,
      maxSize: null,
    }),
  );
});
