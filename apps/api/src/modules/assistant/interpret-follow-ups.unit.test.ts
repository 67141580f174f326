import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('follow-ups that start over, move a bound to a target or by an amount', () => {
  it.each([
    ['en', ['studio up to 40k', 'forget all that, 2 bedrooms'], { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', ['2 rooms in Isani', 'never mind that. house with a garden'], {}],
    ['ru', ['однушка до 50к', 'давай с чистого листа: трёшка'], { minRooms: 3, maxRooms: 3 }],
    ['ka', ['2 ოთახიანი ისანში', 'ყველაფერი დაივიწყე, 3 ოთახიანი'], { minRooms: 3, maxRooms: 3 }],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['en', ['flat up to 120k', 'push it to 130k'], { maxPrice: 130_000, currency: 'USD' }],
    [
      'en',
      ['between 60k and 90k', 'drop the minimum to 50k'],
      { minPrice: 50_000, maxPrice: 90_000, currency: 'USD' },
    ],
    ['ru', ['до 100 тысяч долларов', 'минус 10 тысяч'], { maxPrice: 90_000, currency: 'USD' }],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('floors said as exceptions, limits and starting points', () => {
  it.each([
    ['ru', 'этаж любой, только не первый', { minFloor: 2 }],
    ['en', 'any floor except the 1st', { minFloor: 2 }],
    ['ka', 'არც პირველ სართულზე', { minFloor: 2 }],
    ['en', 'nothing above the 6th floor', { maxFloor: 6 }],
    ['en', 'nothing lower than the 3rd', { minFloor: 3 }],
    ['ru', 'со 3-го этажа и выше', { minFloor: 3 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('two values of a one-value field offered as alternatives', () => {
  it.each([
    ['en', ['new building', 'old or new, either is fine'], {}],
    ['ru', ['старый фонд', 'старый или новый дом, без разницы'], {}],
    ['ka', ['ახალი აშენებული', 'ახალი თუ ძველი, მნიშვნელობა არ აქვს'], {}],
    ['en', ['euro renovation', 'new or old renovation, whatever'], {}],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('letting go of a field after it is named, and allowing again what was ruled out', () => {
  it.each([
    ['en', ['2 bathrooms, up to 90k', 'the bathrooms can go'], { maxPrice: 90_000, currency: 'USD' }],
    ['en', ['2 bathrooms, up to 90k', 'bathrooms, forget it'], { maxPrice: 90_000, currency: 'USD' }],
    ['ru', ['2 санузла, до 90к', 'про санузлы забудьте'], { maxPrice: 90_000, currency: 'USD' }],
    ['ru', ['2 санузла, до 90к', 'санузлы убери'], { maxPrice: 90_000, currency: 'USD' }],
    ['ka', ['2 სააბაზანო, 90 ათასამდე', 'სააბაზანოები დაივიწყე'], { maxPrice: 90_000, currency: 'USD' }],
    ['en', ['3 rooms, not the first floor', "1st floor's ok after all"], { minRooms: 3, maxRooms: 3 }],
    ['en', ['3 rooms, not the first floor', 'first floor is fine after all'], { minRooms: 3, maxRooms: 3 }],
    ['ru', ['трешка, не на первом', 'первый этаж всё-таки подойдёт'], { minRooms: 3, maxRooms: 3 }],
    ['ru', ['трешка, не на первом', 'ладно, первый этаж всё же можно'], { minRooms: 3, maxRooms: 3 }],
    ['en', ['3 rooms, not the first floor', 'actually the first floor is ok'], { minRooms: 3, maxRooms: 3 }],
    ['ka', ['3 ოთახი, არა პირველ სართულზე', 'პირველი სართული მისაღებია'], { minRooms: 3, maxRooms: 3 }],
    ['en', ['3 bedrooms up to 90k', 'bedrooms no longer matter'], { maxPrice: 90_000, currency: 'USD' }],
    [
      'en',
      ['2 bedrooms, floors 2-6', '3 bedrooms are fine after all'],
      { minBedrooms: 2, maxBedrooms: 3, minFloor: 2, maxFloor: 6 },
    ],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('moving the budget by an amount in Georgian, in every form of the verb and in Latin letters', () => {
  it.each([
    [['ბინა 60 ათასამდე', 'biujets 10 aTasiT vzrdi'], { maxPrice: 70_000, currency: 'USD' }],
    [['120 ათასამდე', 'fasi 10 aTasiT Semcire'], { maxPrice: 110_000, currency: 'USD' }],
    [['150 ათასამდე', 'ბიუჯეტს 20 ათასით გავზრდით'], { maxPrice: 170_000, currency: 'USD' }],
  ] as const)('%j', (messages, expected) =>
    expect(setFields(converse(messages, { language: 'ka' }).filters)).toEqual(expected),
  );
});

describe('letting go of the building status by naming the building', () => {
  it.each([
    ['en', ['new building, 2 rooms', 'any building is fine'], { minRooms: 2, maxRooms: 2 }],
    ['en', ['old building', 'whatever building'], {}],
    ['ru', ['новостройка, двушка', 'в любом здании'], { minRooms: 2, maxRooms: 2 }],
    ['ru', ['хрущевка', 'любое здание подойдет'], {}],
    ['ka', ['ახალ კორპუსში 2 ოთახიანი', 'ნებისმიერ კორპუსში'], { minRooms: 2, maxRooms: 2 }],
    ['ka', ['ძველი კორპუსი', 'ნებისმიერი შენობა'], {}],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['en', 'new building, whatever floor'],
    ['ru', 'новое здание, любой этаж'],
    ['ka', 'ახალ კორპუსში, სართული სულ ერთია'],
  ] as const)('%s "%s": the status named with its noun stays', (language, message) =>
    expect(fields(message, language)).toEqual({ buildingStatus: 'New' }),
  );
});

describe('the words of starting over are no bound (eighth round)', () => {
  it.each([
    [
      'en',
      ['studio in Vake', 'start over: 2-room in Vera'],
      { minRooms: 2, maxRooms: 2, districtName: 'Vera' },
    ],
    ['en', ['2-room', 'ok, start over - 3 rooms'], { minRooms: 3, maxRooms: 3 }],
    ['en', ['2-room', 'lets start it all over: 4 rooms'], { minRooms: 4, maxRooms: 4 }],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toMatchObject(expected),
  );
});

describe('starting over, said another way and followed by a district (ninth round)', () => {
  it.each([
    [
      'en',
      ['3 bedrooms in Vake with a balcony', 'well, redo it from scratch: Isani, 2 rooms'],
      { minRooms: 2, maxRooms: 2, districtId: 23, districtName: 'Isani' },
    ],
    ['en', ['3 bedrooms in Vake', 'forget everything — Vera'], { districtId: 4, districtName: 'Vera' }],
    [
      'ru',
      ['3 спальни в Ваке, с балконом', 'ну давай по новой, Глдани, 2 комнаты'],
      { minRooms: 2, maxRooms: 2, districtId: 18, districtName: 'Глдани' },
    ],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

it('"по-новой" with its hyphen starts over too', () =>
  expect(
    setFields(converse(['2 спальни с балконом', 'по-новой: студия'], { language: 'ru' }).filters),
  ).toEqual({
    minRooms: 1,
    maxRooms: 1,
  }));

describe('letting go said as "do not worry about it", "not a dealbreaker", "можно не учитывать" (set 16)', () => {
  it.each([
    ['en', ['2 rooms, furnished, up to 1000 lari'], "the furniture's not a dealbreaker", 'isFurnished', null],
    ['en', ['3 rooms, floors 2 to 6'], 'ditch the floor limits', 'minFloor', null],
    ['en', ['up to 150k, 2 rooms'], "don't worry about the budget", 'maxPrice', null],
    ['ru', ['двушка, до 150 тысяч'], 'не переживайте насчёт бюджета', 'maxPrice', null],
    ['ru', ['двушка, с мебелью'], 'мебель можно не учитывать', 'isFurnished', null],
    ['ka', ['ოროთახიანი, 150 ათასამდე'], 'ბიუჯეტზე ნუ ინერვიულებ', 'maxPrice', null],
  ] as const)('%s %j then "%s" clears %s', (language, before, message, field, value) =>
    expect(converse([...before, message], { language, listingType: 'Sale' }).filters[field]).toBe(value),
  );
});

describe('starting over by wiping or erasing what was said (set 17)', () => {
  it.each([
    ['erase it all, Isani', { districtId: 23, districtName: 'Isani' }],
    ['ok wipe all of this: 2 rooms', { minRooms: 2, maxRooms: 2 }],
    ['clean slate please - Isani', { districtId: 23, districtName: 'Isani' }],
    ["let's wipe the slate: 2 rooms", { minRooms: 2, maxRooms: 2 }],
  ] as const)('"%s" after 3 bedrooms in Vake', (message, expected) =>
    expect(setFields(converse(['3 bedrooms in Vake', message]).filters)).toEqual(expected),
  );
});

describe('a shift written with its sign, or of a count named with its number (set 19)', () => {
  it.each([
    ['en', ['2 rooms up to 100k'], 'budget +15k', 'maxPrice', 115000],
    ['en', ['2 rooms up to 100k'], 'plus 5k on the budget', 'maxPrice', 105000],
    ['ru', ['двушка до 100 тысяч'], 'плюс пять тысяч к бюджету', 'maxPrice', 105000],
    ['ka', ['ოროთახიანი 100 ათასამდე'], 'ბიუჯეტს პლუს 5 ათასი', 'maxPrice', 105000],
    ['en', ['2 rooms up to 100k'], 'take one room off it, please', 'maxRooms', 1],
    ['en', ['3 bedrooms, 2 bathrooms'], 'take a bathroom off that', 'maxBathrooms', 1],
    ['ka', ['ოროთახიანი'], 'ოთახების რაოდენობა ერთით გაზარდე', 'maxRooms', 3],
    ['ka', ['ოროთახიანი'], 'ოთახები ერთით შეამცირეთ', 'minRooms', 1],
  ] as const)('%s %j then "%s" sets %s', (language, before, message, field, value) =>
    expect(converse([...before, message], { language }).filters[field]).toBe(value),
  );

  it('ka: the number of nights shortened by two', () =>
    expect(
      setFields(
        converse(['ვაკეში დღიურად 5 ღამით', 'ღამეების რაოდენობა ორით შევამციროთ'], {
          language: 'ka',
          listingType: 'DailyRent',
        }).filters,
      ),
    ).toMatchObject({ maxRentDuration: 3 }));

  it.each([
    ['en', '250k+ 3 rooms', { minPrice: 250000 }],
    ['en', 'a 2+1 flat up to 90k', { maxPrice: 90000 }],
  ] as const)('%s "%s": a sign after a number or between counts is no shift', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toMatchObject(expected),
  );
});

describe('a share off the bound named after it, and thousands said first (set 20)', () => {
  it.each([
    ['en', ['2 rooms, 100-200k'], 'take 10% off the max', { minPrice: 100000, maxPrice: 180000 }],
    ['ru', ['двушка до 100 тысяч'], 'бюджет поднимем тысяч на десять', { maxPrice: 110000 }],
    ['ru', ['двушка до 100 тысяч'], 'скиньте тысяч на двадцать', { maxPrice: 80000 }],
    ['ka', ['ოროთახიანი 100-150 ათასი'], 'ქვედა ზღვარი მოხსენით', { minPrice: null, maxPrice: 150000 }],
    ['ka', ['ოროთახიანი 100-150 ათასი'], 'ზედას 5 ათასი მიუმატე', { minPrice: 100000, maxPrice: 155000 }],
    [
      'ka',
      ['ოროთახიანი 100-150 ათასი'],
      'მინიმალური ფასი მოვხსნათ, მაქსიმალურს კი 5 ათასი მოაკელი',
      { minPrice: null, maxPrice: 145000 },
    ],
  ] as const)('%s %j then "%s"', (language, before, message, expected) =>
    expect(converse([...before, message], { language }).filters).toMatchObject(expected),
  );
});

describe('everyday names, a dash before a refusal, Soviet-era blocks, and more (set 20)', () => {
  it('ka "+2 ღამე" after three nights makes five', () =>
    expect(
      converse(['ვაკეში დღიურად 3 ღამით', '+2 ღამე'], { language: 'ka', listingType: 'DailyRent' }).filters,
    ).toMatchObject({ maxRentDuration: 5 }));

  it.each([
    ['en', ['3 rooms in Isani'], '+1 room', { minRooms: 4, maxRooms: 4 }],
    ['ka', ['ოროთახიანი ისანში'], 'სააგენტო — არა', { sellerType: 'Owner' }],
    ['ka', ['ოროთახიანი ისანში'], 'საბჭოთა პერიოდის შენობაში', { buildingStatus: 'Old' }],
    ['ka', ['ოროთახიანი ისანში'], 'ხუთოტახიანი', { minRooms: 5, maxRooms: 5 }],
    ['en', ['3 rooms in Isani'], 'at least 2 full bathrooms', { minBathrooms: 2 }],
    ['en', ['3 rooms'], 'on the Digomi massif', { districtName: 'Dighomi Massive' }],
    ['ru', ['трёшка'], 'лучше на Сабуре', { districtName: 'Сабуртало' }],
    [
      'ka',
      ['3 ოთახი ვაკეში'],
      'გავანულოთ ყველაფერი: 2 ოთახი',
      { minRooms: 2, maxRooms: 2, districtId: null },
    ],
    ['ru', ['Ваке или Вера'], 'Вера всё-таки мимо', { districtName: 'Ваке', districtIds: null }],
    ['ru', ['Ваке или Вера'], 'в Вере цены кусаются', { districtName: 'Ваке', districtIds: null }],
  ] as const)('%s %j then "%s"', (language, before, message, expected) =>
    expect(converse([...before, message], { language }).filters).toMatchObject(expected),
  );
});

describe('"extra" and "additional" add to a count (set 20)', () => {
  it.each([
    [['2 rooms in Isani', 'ok one extra room please'], { minRooms: 3, maxRooms: 3 }],
    [['2 bedrooms in Isani', 'two additional bedrooms'], { minBedrooms: 4, maxBedrooms: 4 }],
  ] as const)('%j', (messages, expected) =>
    expect(converse(messages, { language: 'en' }).filters).toMatchObject(expected),
  );
});
