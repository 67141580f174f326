import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const fields = (
  message: string,
  language: 'ka' | 'en' | 'ru',
  propertyType: 'Apartment' | 'House' = 'Apartment',
) => setFields(ask(message, { language, propertyType }).filters);

describe('floors and storeys', () => {
  it.each([
    ['en', 'not on the first floor', { minFloor: 2 }],
    ['en', 'floor 3 to 7', { minFloor: 3, maxFloor: 7 }],
    ['en', '9th floor', { minFloor: 9, maxFloor: 9 }],
    ['en', '5th floor or higher', { minFloor: 5 }],
    ['en', 'no higher than 4th floor', { maxFloor: 4 }],
    ['en', 'ground floor', { minFloor: 1, maxFloor: 1 }],
    ['ru', 'не первый этаж', { minFloor: 2 }],
    ['ru', 'не первый и не последний этаж', { minFloor: 2 }],
    ['ru', 'этаж с 3 по 7', { minFloor: 3, maxFloor: 7 }],
    ['ru', 'выше 5 этажа', { minFloor: 6 }],
    ['ru', 'не выше 3 этажа', { maxFloor: 3 }],
    ['ru', 'этаж не выше пятого', { maxFloor: 5 }],
    ['ru', 'на 5-м этаже', { minFloor: 5, maxFloor: 5 }],
    ['ka', 'არა პირველ სართულზე', { minFloor: 2 }],
    ['ka', 'პირველი სართულის გარდა', { minFloor: 2 }],
    ['ka', 'მე-5 სართული', { minFloor: 5, maxFloor: 5 }],
    ['ka', '3-დან 7 სართულამდე', { minFloor: 3, maxFloor: 7 }],
    ['ka', 'მე-10 სართულის ზემოთ', { minFloor: 11 }],
  ] as const)('%s apartment floor: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'two-storey house', { minNumberOfFloors: 2, maxNumberOfFloors: 2 }],
    ['en', 'single storey', { minNumberOfFloors: 1, maxNumberOfFloors: 1 }],
    ['en', '3 floors', { minNumberOfFloors: 3, maxNumberOfFloors: 3 }],
    ['ru', 'двухэтажный дом', { minNumberOfFloors: 2, maxNumberOfFloors: 2 }],
    ['ru', 'дом 3 этажа', { minNumberOfFloors: 3, maxNumberOfFloors: 3 }],
    ['ka', 'ორსართულიანი სახლი', { minNumberOfFloors: 2, maxNumberOfFloors: 2 }],
    ['ka', 'ერთსართულიანი', { minNumberOfFloors: 1, maxNumberOfFloors: 1 }],
  ] as const)('%s house storeys: %s', (language, message, expected) =>
    expect(fields(message, language, 'House')).toEqual(expected),
  );

  it("does not take a block's height for a floor", () => {
    expect(fields('apartment in a 12 storey building', 'en')).toEqual({});
    expect(fields('ბინა 9 სართულიან კორპუსში', 'ka')).toEqual({});
    expect(fields('в 9-этажном доме', 'ru')).toEqual({});
  });

  it('points to the house page for a house with storeys asked on the apartment page', () => {
    const result = ask('двухэтажный дом в Цкнети', { language: 'ru' });
    expect(result.otherScope).toEqual({ listingType: 'Sale', propertyType: 'House' });
    expect(setFields(result.filters)).not.toHaveProperty('minNumberOfFloors');
  });

  it('turns "high floor" and "not the last floor" into wishes, not fields', () => {
    const result = ask('высокий этаж, не последний', { language: 'ru' });
    expect(setFields(result.filters)).toEqual({});
    expect(result.wishes.map((wish) => wish.key).sort()).toEqual(['highFloor', 'notLastFloor']);
  });
});

describe('negated floors and denied bounds', () => {
  it.each([
    ['en', 'avoid the first floor', { minFloor: 2 }],
    ['en', 'neither the ground nor the top floor', { minFloor: 2 }],
    ['ru', 'только не на первом и не на верхнем этаже', { minFloor: 2 }],
    ['ru', 'кроме первого этажа', { minFloor: 2 }],
    ['ka', 'ნუ იქნება პირველ სართულზე', { minFloor: 2 }],
  ] as const)('%s the ground floor excluded: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['ka', 'მეხუთე სართულზე ზემოთ არა', { maxFloor: 5 }],
    ['ka', 'მეორე სართულზე დაბლა არა', { minFloor: 2 }],
    ['ka', '60 კვ.მ-ზე ნაკლები არა', { minSize: 60 }],
    ['ru', '7 этаж и выше нет', { maxFloor: 6 }],
  ] as const)(
    '%s a bound denied right after it turns into the other side: %s',
    (language, message, expected) => expect(fields(message, language)).toEqual(expected),
  );
});

describe('a negated position with no floor word, and a number denied before its bound', () => {
  it.each([
    ['ru', 'не на первом, не выше 12-го', { minFloor: 2, maxFloor: 12 }],
    ['en', 'not the 1st, nothing above the 8th', { minFloor: 2, maxFloor: 8 }],
    ['ka', 'არა პირველ სართულზე და არც მე-12-ზე მაღლა', { minFloor: 2, maxFloor: 12 }],
    ['en', 'not on the first, 2 rooms', { minFloor: 2, minRooms: 2, maxRooms: 2 }],
    ['ru', 'лифт обязателен, не первый и не последний', { minFloor: 2, hasLift: true }],
    ['ru', 'не на 10 этаже и выше', { maxFloor: 9 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it('keeps a plain first position a floor of its own, and a first with a unit that unit', () => {
    expect(fields('на первом этаже', 'ru')).toEqual({ minFloor: 1, maxFloor: 1 });
    expect(fields('не первый год ищу, 2 комнаты', 'ru')).toEqual({ minRooms: 2, maxRooms: 2 });
  });
});

describe('a range of ordinals joined by a hyphen', () => {
  it.each([
    ['en', '4th-9th floor', { minFloor: 4, maxFloor: 9 }],
    ['en', 'not the last floor, 3rd-8th floor', { minFloor: 3, maxFloor: 8 }],
    ['ru', 'не последний, 3-й-8-й этаж', { minFloor: 3, maxFloor: 8 }],
    ['ka', 'მე-3-მე-8 სართული', { minFloor: 3, maxFloor: 8 }],
    ['ka', 'ბოლო სართული არა, მე-4-მე-9 სართულზე', { minFloor: 4, maxFloor: 9 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('an ordinal word is no slip of a keyword', () => {
  it.each([
    ['ru', 'квартира на пятом этаже', { minFloor: 5, maxFloor: 5 }],
    ['ru', 'на шестом этаже или выше', { minFloor: 6 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('the first floors ruled out, and floors a visitor asks not to be shown (ninth round)', () => {
  it.each([
    ['ru', 'только не на первых двух этажах', { minFloor: 3 }],
    ['en', 'nothing on the first three floors', { minFloor: 4 }],
    ['ka', 'პირველი სამი სართული გამორიცხულია', { minFloor: 4 }],
    ['en', "don't offer first floor apartments", { minFloor: 2 }],
    ['en', "please don't show flats on the ground floor", { minFloor: 2 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('the first floors ruled out one by one, a condition on any floor, above a floor (tenth round)', () => {
  it.each([
    ['ru', 'только не на первом, не на втором и не на третьем этаже', { minFloor: 4 }],
    ['en', 'neither the first nor the second floor please', { minFloor: 3 }],
    ['ka', 'არც პირველ და არც მეორე სართულზე', { minFloor: 3 }],
    ['en', 'whatever floor is fine, provided it is not the first', { minFloor: 2 }],
    ['ru', 'этаж любой подойдёт, лишь бы не первый', { minFloor: 2 }],
    ['ru', 'квартира над 3 этажом', { minFloor: 4 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('a bound denied after its number, storeys let go of after a dash (eleventh round)', () => {
  it.each([
    ['ka', 'სახლი, ორსართულიანზე მეტი არა', { maxNumberOfFloors: 2 }],
    ['ka', 'ოთხ სართულზე მეტი არ უნდა ჰქონდეს', { maxNumberOfFloors: 4 }],
    ['ru', 'больше двух этажей не хотим', { maxNumberOfFloors: 2 }],
    ['en', 'over two storeys is not needed', { maxNumberOfFloors: 2 }],
  ] as const)('%s "%s" on the house page', (language, message, expected) =>
    expect(setFields(ask(message, { language, propertyType: 'House' }).filters)).toEqual(expected),
  );

  it.each([
    ['ru', 'выше 90 тысяч не потянем', { maxPrice: 90000, currency: 'USD' }],
    ['ru', 'дороже 60 тысяч не готовы', { maxPrice: 60000, currency: 'USD' }],
    ['en', 'over 90k is not possible for us', { maxPrice: 90000, currency: 'USD' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['ru', 'количество этажей — уже неважно'],
    ['en', 'number of floors: also irrelevant'],
  ] as const)('%s "%s" lets the storeys go', (language, message) =>
    expect(
      setFields(
        ask(message, {
          language,
          propertyType: 'House',
          filters: { minNumberOfFloors: 2, maxNumberOfFloors: 2 },
        }).filters,
      ),
    ).toEqual({}),
  );
});

describe('the first floors denied in one list joined by "or" (eleventh round)', () => {
  it.each([
    ['en', 'anything but the first or the second floor'],
    ['ru', 'только не первый или второй этаж'],
    ['ka', 'ოღონდ არა პირველი ან მეორე სართული'],
  ] as const)('%s "%s" is from the third', (language, message) =>
    expect(fields(message, language)).toEqual({ minFloor: 3 }),
  );
});

describe('a bound denied after its words, and storeys at most (review of the eleventh slice, set 13)', () => {
  it.each([
    ['ru', 'ниже третьего этажа не предлагайте', { minFloor: 3 }],
    ['ru', 'двушка, выше седьмого тоже не показывайте', { minRooms: 2, maxRooms: 2, maxFloor: 7 }],
    ['en', 'above the 6th floor is no good', { maxFloor: 6 }],
    ['en', "anything below the 2nd floor won't do", { minFloor: 2 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it.each([
    ['ru', 'коттедж максимум в три этажа', { maxNumberOfFloors: 3 }],
    ['ka', 'ორსართულიანზე მაღალი არ მინდა', { maxNumberOfFloors: 2 }],
    ['ka', 'სამსართულიანზე დაბალი არ მინდა', { minNumberOfFloors: 3 }],
  ] as const)('%s "%s" on the house page', (language, message, expected) =>
    expect(setFields(ask(message, { language, propertyType: 'House' }).filters)).toEqual(expected),
  );
});

describe('a bound denied by a longer refusal, and "or lower" in Russian and Georgian (set 15)', () => {
  it.each([
    ['en', 'not interested in anything below the 9th floor', { minFloor: 9 }],
    ['en', 'I do not want anything above the 3rd floor', { maxFloor: 3 }],
    ['ru', 'четвёртый этаж или ниже', { maxFloor: 4 }],
    ['ka', 'მეოთხე სართული ან უფრო დაბლა', { maxFloor: 4 }],
    ['ka', 'მეხუთე სართული ან ზემოთ', { minFloor: 5 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it('en "no more than a three-storey house" on the house page', () =>
    expect(setFields(ask('no more than a three-storey house', { propertyType: 'House' }).filters)).toEqual({
      maxNumberOfFloors: 3,
    }));
});

describe('a bound said before the floor word and its number (set 16)', () => {
  it.each([
    ['en', 'nothing lower than floor 3, Vake', { minFloor: 3, districtId: 5, districtName: 'Vake' }],
    ['en', 'no higher than floor 9', { maxFloor: 9 }],
    ['en', 'at least floor 4', { minFloor: 4 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );
});

describe('Georgian ordinals in their case forms, storeys as levels (set 16)', () => {
  it.each([
    ['ka', 'სართული მესამიდან მეშვიდემდე', { minFloor: 3, maxFloor: 7 }],
    ['ka', 'მეოთხიდან მერვემდე სართული', { minFloor: 4, maxFloor: 8 }],
    ['ka', 'სართული მეორიდან მერვემდე', { minFloor: 2, maxFloor: 8 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it('ru "коттедж в два уровня" on the house page', () =>
    expect(setFields(ask('коттедж в два уровня', { language: 'ru', propertyType: 'House' }).filters)).toEqual(
      {
        minNumberOfFloors: 2,
        maxNumberOfFloors: 2,
      },
    ));
});

describe('a floor range opened by "со" (set 18)', () => {
  it.each([
    ['этаж со второго по пятый', { minFloor: 2, maxFloor: 5 }],
    ['со 2 по 6 этаж, двушка', { minFloor: 2, maxFloor: 6, minRooms: 2, maxRooms: 2 }],
  ] as const)('"%s"', (message, expected) =>
    expect(setFields(ask(message, { language: 'ru' }).filters)).toEqual(expected),
  );
});

describe('ordinals past the tenth, and ranges said "through" (set 20)', () => {
  it.each([
    ['ru', 'этаж с восьмого по пятнадцатый', { minFloor: 8, maxFloor: 15 }],
    ['ru', 'не выше одиннадцатого этажа', { maxFloor: 11 }],
    ['en', 'above the twelfth floor', { minFloor: 13 }],
    ['en', 'floors 4 through 9', { minFloor: 4, maxFloor: 9 }],
    ['en', 'floors 2 thru 5', { minFloor: 2, maxFloor: 5 }],
    ['ka', 'მეთორმეტე სართულზე მაღლა', { minFloor: 13 }],
    ['ka', 'მეთხუთმეტე სართულამდე', { maxFloor: 15 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );
});

describe('Georgian "nothing" after a bound, and the dative after a number (set 20)', () => {
  it.each([
    ['ka', 'მეოთხე სართულის ქვემოთ არაფერი მინდა', { minFloor: 4 }],
    ['ka', 'მერვე სართულზე მაღლა ნურაფერს გამომიგზავნით', { maxFloor: 8 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );

  it('ka "700-ს ზემოთ ვერ გადავიხდი" after 800 lari caps the price at 700', () =>
    expect(
      converse(['ოროთახიანი 800 ლარამდე', '700-ს ზემოთ ვერ გადავიხდი'], {
        language: 'ka',
        listingType: 'Rent',
      }).filters.maxPrice,
    ).toBe(700));
});
