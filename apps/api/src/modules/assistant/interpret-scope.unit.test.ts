import { describe, expect, it } from 'vitest';
import { ask } from './testing/assistant-test-kit';

type Page = { listingType: 'Sale' | 'Rent' | 'DailyRent'; propertyType: 'Apartment' | 'House' };

describe('a request for another page', () => {
  it.each([
    [
      'en',
      'i want to buy a house in kojori',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Sale', propertyType: 'House' },
    ],
    [
      'en',
      'looking to rent a 2-bed in vake',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Rent', propertyType: 'Apartment' },
    ],
    [
      'en',
      'looking for daily rental',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'DailyRent', propertyType: 'Apartment' },
    ],
    [
      'en',
      'a flat to buy',
      { listingType: 'Rent', propertyType: 'House' },
      { listingType: 'Sale', propertyType: 'Apartment' },
    ],
    [
      'ru',
      'хочу купить дом',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Sale', propertyType: 'House' },
    ],
    [
      'ru',
      'ищу квартиру в аренду',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Rent', propertyType: 'Apartment' },
    ],
    [
      'ru',
      'нужна квартира посуточно',
      { listingType: 'Rent', propertyType: 'Apartment' },
      { listingType: 'DailyRent', propertyType: 'Apartment' },
    ],
    [
      'ka',
      'მინდა ვიყიდო სახლი',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Sale', propertyType: 'House' },
    ],
    [
      'ka',
      'ბინა ქირით',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'Rent', propertyType: 'Apartment' },
    ],
    [
      'ka',
      'დღიურად ქირით ბინა',
      { listingType: 'Sale', propertyType: 'Apartment' },
      { listingType: 'DailyRent', propertyType: 'Apartment' },
    ],
  ] as const)('%s "%s"', (language, message, page: Page, otherScope: Page) =>
    expect(ask(message, { language, ...page }).otherScope).toEqual(otherScope),
  );

  it.each([
    ['en', 'rent for a year, 3 rooms', { listingType: 'Rent', propertyType: 'Apartment' }],
    ['en', 'rent a place for 3 nights', { listingType: 'DailyRent', propertyType: 'Apartment' }],
    ['ru', 'строящийся дом на Дигоми', { listingType: 'Sale', propertyType: 'Apartment' }],
    ['ru', 'сниму квартиру на длительный срок', { listingType: 'Rent', propertyType: 'Apartment' }],
    ['ka', 'ბინა 9 სართულიან კორპუსში', { listingType: 'Sale', propertyType: 'Apartment' }],
    ['ka', 'ორსართულიანი სახლი', { listingType: 'Sale', propertyType: 'House' }],
  ] as const)('%s none for what the page shows: "%s"', (language, message, page: Page) =>
    expect(ask(message, { language, ...page }).otherScope).toBeUndefined(),
  );

  it('still applies what it understood to the page the chat belongs to', () => {
    const result = ask('rent a 2-bed in Vake');
    expect(result.filters).toMatchObject({ minBedrooms: 2, maxBedrooms: 2, districtName: 'Vake' });
  });
});

describe('a question for houses (seventh round)', () => {
  it.each(['есть ли у вас и дома?', 'а как насчёт домов', 'а дома у вас продаются?'])(
    'ru "%s" asks for the house page',
    (message) =>
      expect(ask(message, { language: 'ru' }).otherScope).toEqual({
        listingType: 'Sale',
        propertyType: 'House',
      }),
  );

  it('keeps "дом" of a block of flats on the apartment page', () =>
    expect(ask('двушка в кирпичном доме', { language: 'ru' }).otherScope).toBeUndefined());
});

describe('buying something else is no request to buy a home (eighth round)', () => {
  it.each([
    ['en', 'unfurnished is ok, I will buy appliances myself'],
    ['en', 'no furniture needed, we can buy our own'],
    ['ru', 'мебель не важна, куплю её сам'],
    ['ru', 'без мебели, технику купить не проблема'],
    ['ka', 'ავეჯის ყიდვა თვითონ შემიძლია'],
  ] as const)('%s "%s" on the rent page asks for no other page', (language, message) =>
    expect(ask(message, { language, listingType: 'Rent' }).otherScope).toBeUndefined(),
  );

  it.each([
    ['en', 'I can buy a flat in cash'],
    ['en', 'on second thought we would rather buy our own apartment'],
    ['en', 'maybe buy some flat near the metro instead'],
    ['ru', 'хотим купить свою квартиру'],
  ] as const)('%s "%s": "buy" with a home still asks for the sale page', (language, message) =>
    expect(ask(message, { language, listingType: 'Rent' }).otherScope).toEqual({
      listingType: 'Sale',
      propertyType: 'Apartment',
    }),
  );
});

describe('a home bought to let out is no request to rent (tenth round)', () => {
  it.each([
    ['en', 'buying a studio to rent it out later, up to 70k'],
    ['ru', 'покупаю однушку, чтобы потом сдавать в аренду'],
    ['ka', 'ვყიდულობ ბინას, შემდეგ ქირით გავცემ'],
  ] as const)('%s "%s"', (language, message) =>
    expect(ask(message, { language }).otherScope).toBeUndefined(),
  );
});

describe('a kind of home named as the one to replace is not asked for (set 15)', () => {
  it.each([
    ['en', 'instead of a flat, do you have a house?'],
    ['ru', 'а вместо квартиры дом есть?'],
    ['ka', 'ბინის ნაცვლად სახლი ხომ არ გაქვთ?'],
    ['ka', 'ბინის მაგივრად კერძო სახლები გაქვთ?'],
  ] as const)('%s "%s" on the rent page asks for houses', (language, message) =>
    expect(ask(message, { language, listingType: 'Rent' }).otherScope).toEqual({
      listingType: 'Rent',
      propertyType: 'House',
    }),
  );
});

describe('"X კი არა, Y" (not X but Y) asks for Y (set 16)', () => {
  it('ka "ბინა კი არა, სახლი გვჭირდება" on the rent page asks for houses', () =>
    expect(ask('ბინა კი არა, სახლი გვჭირდება', { language: 'ka', listingType: 'Rent' }).otherScope).toEqual({
      listingType: 'Rent',
      propertyType: 'House',
    }));
});

describe('letting a bought home out by the day is no request for the daily page (review, set 12)', () => {
  it.each([
    ['ka', 'ბინა ბათუმში 60 ათასამდე, მერე დღიურად გაქირავებას ვაპირებ'],
    ['ru', 'квартира в Батуми до 60 тысяч, потом буду сдавать посуточно'],
  ] as const)('%s "%s"', (language, message) =>
    expect(ask(message, { language }).otherScope).toBeUndefined(),
  );
});
