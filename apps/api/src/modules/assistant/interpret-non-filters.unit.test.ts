import { describe, expect, it } from 'vitest';
import { ask, setFields } from './testing/assistant-test-kit';

const fields = (
  message: string,
  language: 'ka' | 'en' | 'ru',
  propertyType: 'Apartment' | 'House' = 'Apartment',
) => setFields(ask(message, { language, propertyType }).filters);

describe('numbers that are no filter', () => {
  it.each([
    ['en', '2 rooms, call +995 555 12 34 56', { minRooms: 2, maxRooms: 2 }],
    ['en', 'phone 599-12-34-56, 3 rooms', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'двушка, тел 599 123 456', { minRooms: 2, maxRooms: 2 }],
    ['ka', 'ბინა 80 კვ.მ, 555123456', { minSize: 80 }],
    ['en', 'ceilings 3m, 80 sqm', { minSize: 80 }],
    ['ru', 'потолки от 3 м, до 150 тыс. долларов', { maxPrice: 150000, currency: 'USD' }],
    ['ka', 'ჭერი 3 მეტრი', {}],
    ['en', '$1500 per sqm, 60-80 sqm', { minSize: 60, maxSize: 80 }],
    ['ru', 'цена за метр не больше 1000$, 50-70 квадратов', { minSize: 50, maxSize: 70 }],
    ['ru', '1500$ за кв.м', {}],
    ['en', '20% down payment, up to $120k', { maxPrice: 120000, currency: 'USD' }],
    ['ru', 'первый взнос 20%', {}],
    ['en', 'for 4 people', {}],
    ['ru', 'на 4 человека', {}],
    ['ka', '4 სტუმრისთვის', {}],
    ['ru', 'квартира в 16-этажке, 5 этаж', { minFloor: 5, maxFloor: 5 }],
    ['en', 'flat in a 16-storey building', {}],
  ] as const)('%s apartment: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'house with a 600 sqm plot, 200 sqm', { minSize: 200 }],
    ['ru', 'дом, участок 6 соток', {}],
    [
      'ka',
      'სახლი 2000 კვ.მ მიწის ნაკვეთით, 150-დან 250 ათას დოლარამდე',
      { minPrice: 150000, maxPrice: 250000, currency: 'USD' },
    ],
  ] as const)('%s house: %s', (language, message, expected) =>
    expect(fields(message, language, 'House')).toEqual(expected),
  );
});

describe("an area word with no number of its own before a price is a square metre's price", () => {
  it.each([
    ['en', '2 rooms, m2 - $1800 max', { minRooms: 2, maxRooms: 2 }],
    ['ru', '2 комнаты, квадрат 900 долларов', { minRooms: 2, maxRooms: 2 }],
    ['ka', '2 ოთახი, კვადრატი 1100 დოლარამდე', { minRooms: 2, maxRooms: 2 }],
    [
      'en',
      '2 rooms 60 m2 $80000',
      { minRooms: 2, maxRooms: 2, minSize: 60, maxPrice: 80_000, currency: 'USD' },
    ],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe("a part's area is not the property's size (eighth round)", () => {
  it.each([
    ['en', 'the kitchen should be at least 15 sqm, 3 rooms', { minRooms: 3, maxRooms: 3 }],
    ['en', '90 sqm flat with a 14 m2 kitchen', { minSize: 90 }],
    ['ru', 'кухня не меньше 10 кв.м', {}],
    ['ru', 'гостиная от 25 м2, всего от 70 м2', { minSize: 70 }],
    ['ka', 'სამზარეულო მინიმუმ 12 კვ.მ', {}],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'the garden has to be 500 sqm or larger'],
    ['ru', 'участок должен быть не меньше 8 соток'],
    ['ka', 'ეზო უნდა იყოს 300 კვ.მ-ზე მეტი'],
  ] as const)('%s "%s" on the house page sets no size', (language, message) =>
    expect(setFields(ask(message, { language, propertyType: 'House' }).filters)).toEqual({}),
  );
});

describe('an age is no stay (tenth round)', () => {
  it.each([
    ['en', 'my son is 7 years old, 2 bedrooms', { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', 'with a 2-year-old daughter, 3 rooms', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'дочка 6 лет, сын постарше, 3 комнаты', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'кошке 9 лет, однушка', { minRooms: 1, maxRooms: 1, petsAllowed: true }],
    ['ka', 'ვაჟი 10 წლისაა, სამოთახიანი', { minRooms: 3, maxRooms: 3 }],
    ['ka', 'შვილები 3 და 6 წლის არიან', {}],
    // A stay in years still is one.
    ['ru', 'на 2 года', { maxRentDuration: 730 }],
    ['ru', 'не меньше 2 лет', { minRentDuration: 730 }],
  ] as const)('%s "%s" on the rent page', (language, message, expected) => {
    const result = ask(message, { language, listingType: 'Rent' });
    expect(setFields(result.filters)).toEqual(expected);
    expect(result.otherScope).toBeUndefined();
  });
});

describe('what something else was sold, bought or is paid for is no budget (eleventh round)', () => {
  it.each([
    ['en', 'flat up to 90k; we sold our old van for 15k'],
    ['en', 'flat up to 90k, I paid 30k for the garage back then'],
    ['ru', 'квартира до 90 тысяч, дачу в прошлом году продали за 40 тысяч'],
    ['ru', 'квартира до 90 тысяч, гараж купили за 20 тысяч'],
    ['ka', 'ბინა 90 ათასამდე, მანქანა 15 ათასად გავყიდეთ'],
    ['ka', 'ბინა 90 ათასამდე, აგარაკი 40 ათას დოლარად გავყიდე'],
  ] as const)('%s "%s"', (language, message) =>
    expect(fields(message, language)).toEqual({ maxPrice: 90000, currency: 'USD' }),
  );

  it.each([
    ['en', 'rent, 2 rooms, max 1200 USD. Right now we pay 700 dollars for our flat in Riga'],
    ['ru', 'аренда, 2 комнаты, до 1200 долларов. Сейчас платим 700 долларов за нашу квартиру в Риге'],
    ['ka', 'ქირით, 2 ოთახი, 1200 დოლარამდე. ახლა ჩვენს ბინაში 700 დოლარს ვიხდით'],
  ] as const)('%s "%s": the rent paid now for the current home is no budget', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual({
      minRooms: 2,
      maxRooms: 2,
      maxPrice: 1200,
      currency: 'USD',
    }),
  );
});

describe('a foreign phone number in groups of four digits is no price (set 15)', () => {
  it.each([
    ['en', 'up to 250k, reach me on +44 7700 9001 2233', { maxPrice: 250_000, currency: 'USD' }],
    ['ru', 'до 90 тысяч, мой номер +7 916 5550 1234', { maxPrice: 90_000, currency: 'USD' }],
    ['ka', '120 ათასამდე, ტელ +1 212 5550 1987', { maxPrice: 120_000, currency: 'USD' }],
  ] as const)('%s: %s', (language, message, expected) => expect(fields(message, language)).toEqual(expected));
});

describe('what one earns, and a phone number after "+" in the groups its country uses, are no budget (set 17)', () => {
  it.each([
    ['en', 'flat up to 150k, my number is +49 30 1234567', { maxPrice: 150_000, currency: 'USD' }],
    ['ru', 'зарплата у мужа 2500, ищем до 90 тысяч', { maxPrice: 90_000, currency: 'USD' }],
    ['ka', 'შემოსავალი 4000 ლარი მაქვს, 110 ათასამდე ვეძებ', { maxPrice: 110_000, currency: 'USD' }],
  ] as const)('%s: %s', (language, message, expected) => expect(fields(message, language)).toEqual(expected));
});

describe('what one is selling is no budget (set 19)', () => {
  it.each([
    ['en', 'flat up to 90k, I am selling my car for 12k'],
    ['en', "flat up to 90k (we're selling the old place in Gori for 40k)"],
    ['ru', 'квартира до 90 тысяч, свою дачу продаю за 40 тысяч'],
    ['ru', 'квартира до 90 тысяч, наша дача продаётся за 40 тысяч'],
    ['ka', 'ბინა 90 ათასამდე, ჩვენი აგარაკი 40 ათასად იყიდება'],
    ['ka', 'ბინა 90 ათასამდე, აგარაკს 40 ათასად ვყიდი'],
  ] as const)('%s "%s"', (language, message) =>
    expect(fields(message, language)).toEqual({ maxPrice: 90000, currency: 'USD' }),
  );

  it.each([
    ['ka', 'იყიდება ბინა ვაკეში 90 ათასად', { maxPrice: 90000 }],
    ['ru', 'продаётся квартира за 90 тысяч', { maxPrice: 90000 }],
  ] as const)(
    '%s "%s": a home for sale at a price, said as the search, keeps it',
    (language, message, expected) => expect(fields(message, language)).toMatchObject(expected),
  );
});

describe("a month's rent is money, no stay (set 19)", () => {
  it.each([
    ['ka', '2 ოთახი, 700 ლარამდე. წინა სააგენტომ ერთი თვის ქირა აიღო'],
    ['en', "2 rooms, up to 700 lari. the last agent took 1 month's rent"],
    ['ru', '2 комнаты, до 700 лари. прошлый агент взял 1 месяц аренды'],
  ] as const)('%s "%s"', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual({
      minRooms: 2,
      maxRooms: 2,
      maxPrice: 700,
      currency: 'GEL',
    }),
  );
});

describe('"3 года" after an animal or a child named just before is an age (set 20)', () => {
  it.each([
    'двушка в аренду на Ваке, у нас кот (британец, 2 года)',
    'двушка в аренду на Ваке, с нами сын 1 год',
  ])('ru "%s"', (message) =>
    expect(ask(message, { language: 'ru', listingType: 'Rent' }).filters).toMatchObject({
      minRentDuration: null,
      maxRentDuration: null,
    }),
  );

  it('ru "на 2 года" after a cat is still a stay', () =>
    expect(
      ask('двушка в аренду, есть кот, на 2 года', { language: 'ru', listingType: 'Rent' }).filters
        .maxRentDuration,
    ).toBe(730));
});
