import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const counts = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('rooms, bedrooms and bathrooms', () => {
  it.each([
    ['en', '3 room apartment', { minRooms: 3, maxRooms: 3 }],
    ['en', '2 or 3 rooms', { minRooms: 2, maxRooms: 3 }],
    ['en', '4 rooms or more', { minRooms: 4 }],
    ['en', 'more rooms than 2', { minRooms: 3 }],
    ['en', 'a studio', { minRooms: 1, maxRooms: 1 }],
    ['ru', 'двушка', { minRooms: 2, maxRooms: 2 }],
    ['ru', 'трёшку', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'однокомнатная квартира', { minRooms: 1, maxRooms: 1 }],
    ['ru', '2х комнатная', { minRooms: 2, maxRooms: 2 }],
    ['ru', 'Ищу 3к кв', { minRooms: 3, maxRooms: 3 }],
    ['ru', 'минимум 3 комнаты', { minRooms: 3 }],
    ['ru', 'студия', { minRooms: 1, maxRooms: 1 }],
    ['ka', 'ოროთახიანი ბინა', { minRooms: 2, maxRooms: 2 }],
    ['ka', 'სამოთახიანი', { minRooms: 3, maxRooms: 3 }],
    ['ka', 'ორი ან სამოთახიანი', { minRooms: 2, maxRooms: 3 }],
    ['ka', 'არანაკლებ 3 ოთახი', { minRooms: 3 }],
    ['ka', 'სტუდიო', { minRooms: 1, maxRooms: 1 }],
  ] as const)('%s rooms: %s', (language, message, expected) =>
    expect(counts(message, language)).toEqual(expected),
  );

  it.each([
    ['en', '3-bedroom', { minBedrooms: 3, maxBedrooms: 3 }],
    ['en', '2 bed', { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', '3br in vera', { minBedrooms: 3, maxBedrooms: 3, districtId: 4, districtName: 'Vera' }],
    ['ru', '2 спальни', { minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', 'дом с тремя спальнями', { minBedrooms: 3, maxBedrooms: 3 }],
    ['ka', 'ორი საძინებელი', { minBedrooms: 2, maxBedrooms: 2 }],
    ['ka', '3 საძინებლიანი', { minBedrooms: 3, maxBedrooms: 3 }],
    ['ka', 'ორსაძინებლიანი', { minBedrooms: 2, maxBedrooms: 2 }],
  ] as const)('%s bedrooms, not rooms: %s', (language, message, expected) =>
    expect(counts(message, language)).toEqual(expected),
  );

  it.each([
    ['en', '2 bathrooms', { minBathrooms: 2, maxBathrooms: 2 }],
    ['en', 'min 2 baths', { minBathrooms: 2 }],
    ['ru', '2 с/у', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ru', '2 ванные комнаты', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ru', 'два санузла', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ka', 'ორი სველი წერტილი', { minBathrooms: 2, maxBathrooms: 2 }],
    ['ka', 'მინიმუმ 2 სააბაზანო', { minBathrooms: 2 }],
  ] as const)('%s bathrooms, an exact count like rooms: %s', (language, message, expected) =>
    expect(counts(message, language)).toEqual(expected),
  );

  it.each([
    ['en', 'toilets 3 and bedrooms 4', { minBathrooms: 3, maxBathrooms: 3, minBedrooms: 4, maxBedrooms: 4 }],
    ['en', 'rooms: 5', { minRooms: 5, maxRooms: 5 }],
    ['ru', 'санузлов 3, спален 2', { minBathrooms: 3, maxBathrooms: 3, minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', 'комнат не меньше 4', { minRooms: 4 }],
    ['ka', 'სააბაზანო 3, საძინებელი 2', { minBathrooms: 3, maxBathrooms: 3, minBedrooms: 2, maxBedrooms: 2 }],
  ] as const)('%s a count written after its word: %s', (language, message, expected) =>
    expect(counts(message, language)).toEqual(expected),
  );

  it('a number followed by its own word belongs to that word, not to the word before', () => {
    expect(counts('one bathroom 3 bedrooms', 'en')).toEqual({
      minBathrooms: 1,
      maxBathrooms: 1,
      minBedrooms: 3,
      maxBedrooms: 3,
    });
  });

  it('keeps each count with its own word', () => {
    expect(counts('2 спальни 2 санузла 4 комнаты', 'ru')).toEqual({
      minBedrooms: 2,
      maxBedrooms: 2,
      minBathrooms: 2,
      maxBathrooms: 2,
      minRooms: 4,
      maxRooms: 4,
    });
  });

  it('does not read "not a studio" as a studio', () => {
    expect(counts('not a studio', 'en')).toEqual({});
  });
});

describe('size', () => {
  it.each([
    ['en', '80 m2', { minSize: 80 }],
    ['en', 'at least 60 square meters', { minSize: 60 }],
    ['en', '60-80 sqm', { minSize: 60, maxSize: 80 }],
    ['en', '200+ sqm', { minSize: 200 }],
    ['ru', 'до 100 метров', { maxSize: 100 }],
    ['ru', '80 кв.м', { minSize: 80 }],
    ['ru', '100 квадратов', { minSize: 100 }],
    ['ka', '80 კვ.მ-დან', { minSize: 80 }],
    ['ka', '45 კვ.მ-მდე', { maxSize: 45 }],
    ['ka', '200 კვ.მ-ზე მეტი', { minSize: 200 }],
  ] as const)('%s %s', (language, message, expected) => expect(counts(message, language)).toEqual(expected));

  it('does not read a distance as a size', () => {
    expect(counts('500 meters from the metro', 'en')).toEqual({});
  });
});

describe('the contracted room compounds', () => {
  it.each([
    ['ka', 'სამთახიანი ბინა', 3],
    ['ka', 'ოთხთახიანი', 4],
    ['ka', 'samTaxiani bina', 3],
  ] as const)('%s "%s" is %i rooms', (language, message, rooms) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ minRooms: rooms, maxRooms: rooms }),
  );
});

describe('a few metres are a height, no size (ninth round)', () => {
  it.each([
    ['ru', 'хочу высокие потолки. Хотя бы 3 метра', {}],
    ['en', 'tall ceilings please, at least 3.2 meters', {}],
    ['ka', 'ჭერი მაღალი იყოს, 3 მეტრი მაინც, 70 კვ.მ-დან', { minSize: 70 }],
  ] as const)('%s %s', (language, message, expected) => expect(counts(message, language)).toEqual(expected));
});

describe('the value replaced is no value (eleventh round)', () => {
  it.each([
    ['en', ['2 bedrooms', 'make it 3 bedrooms rather than 2'], { minBedrooms: 3, maxBedrooms: 3 }],
    ['en', ['4 rooms', 'hmm, three rooms instead of the four'], { minRooms: 3, maxRooms: 3 }],
    ['ru', ['двушку', 'лучше трёшку вместо двушки'], { minRooms: 3, maxRooms: 3 }],
    ['ru', ['3 спальни', 'две спальни заместо трёх'], { minBedrooms: 2, maxBedrooms: 2 }],
    ['ka', ['ოროთახიანი', 'ოროთახიანის ნაცვლად სამოთახიანი'], { minRooms: 3, maxRooms: 3 }],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('a count moved by a verb of adding or taking away (twelfth round)', () => {
  it.each([
    ['en', 'add a bedroom', 3],
    ['en', 'take away one bedroom', 1],
    ['ru', 'добавьте ещё одну спальню', 3],
    ['ru', 'уберите одну спальню', 1],
    ['ka', 'კიდევ ერთი საძინებელი დაამატე', 3],
    ['ka', 'ერთი საძინებელი გამოაკელი', 1],
  ] as const)('%s "%s" after 2 bedrooms', (language, message, bedrooms) => {
    const first = { en: '2 bedrooms', ru: '2 спальни', ka: '2 საძინებელი' }[language];
    const { minBedrooms, maxBedrooms } = converse([first, message], { language }).filters;
    expect([minBedrooms, maxBedrooms]).toEqual([bedrooms, bedrooms]);
  });
});

describe('a count said after its word, a few words on, replaces the one before (twelfth round)', () => {
  it.each([
    ['en', 'actually the bedrooms should be five', 5],
    ['en', 'two bedrooms are too few, we need five', 5],
    ['ru', 'нет, спален пусть будет пять', 5],
    ['ru', 'две спальни маловато, нужно пять', 5],
    ['ka', 'საძინებელი ხუთი იყოს', 5],
    ['ka', 'ორი საძინებელი არ გვყოფნის, ხუთი გვჭირდება', 5],
  ] as const)('%s "%s" after 2 bedrooms', (language, message, bedrooms) => {
    const first = { en: '2 bedrooms', ru: '2 спальни', ka: '2 საძინებელი' }[language];
    const { minBedrooms, maxBedrooms } = converse([first, message], { language }).filters;
    expect([minBedrooms, maxBedrooms]).toEqual([bedrooms, bedrooms]);
  });
});

describe('a count moved with "more" between its word and its number, or knocked off (review of the twelfth slice)', () => {
  it.each([
    ['ka', 'საძინებელი კიდევ ერთი დაამატე', 3],
    ['ru', 'спальню ещё одну добавьте', 3],
    ['en', 'knock one bedroom off', 1],
    ['en', 'too much for two, knock off a bedroom', 1],
  ] as const)('%s "%s" after 2 bedrooms and up to 90k: the price stays', (language, message, bedrooms) => {
    const first = { en: '2 bedrooms up to 90k', ru: '2 спальни до 90 тысяч', ka: '2 საძინებელი 90 ათასამდე' }[
      language
    ];
    const { minBedrooms, maxBedrooms, maxPrice } = converse([first, message], { language }).filters;
    expect([minBedrooms, maxBedrooms, maxPrice]).toEqual([bedrooms, bedrooms, 90_000]);
  });
});

describe('"купим" (we will buy) is no past purchase (set 16)', () => {
  it.each([
    ['купим 2 комнаты в Глдани', 2],
    ['купим трёшку', 3],
  ] as const)('ru "%s"', (message, rooms) => {
    const { minRooms, maxRooms } = ask(message, { language: 'ru' }).filters;
    expect([minRooms, maxRooms]).toEqual([rooms, rooms]);
  });
});

describe('counts said as "N-bedder", moved by a comparative or with "на" before the count (set 16)', () => {
  it.each([
    ['en', ['a 4-bedder in Vera'], 4],
    ['en', ['4 bedrooms', 'make it one bedroom smaller'], 3],
    ['ru', ['4 спальни', 'спален на две меньше'], 2],
  ] as const)('%s %j', (language, messages, bedrooms) => {
    const { minBedrooms, maxBedrooms } = converse(messages, { language }).filters;
    expect([minBedrooms, maxBedrooms]).toEqual([bedrooms, bedrooms]);
  });
});
