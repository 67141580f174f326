import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const fields = (
  message: string,
  language: 'ka' | 'en' | 'ru',
  listingType: 'Sale' | 'Rent' | 'DailyRent' = 'Rent',
) => setFields(ask(message, { language, listingType }).filters);

/** The stay after "for 4 days" on the daily-rent page, then `message`. */
const stayAfterFourDays = (language: 'ka' | 'en' | 'ru', message: string) => {
  const first = { en: 'for 4 days', ru: 'на 4 дня', ka: '4 დღით' }[language];
  return converse([first, message], { language, listingType: 'DailyRent' }).filters.maxRentDuration;
};

describe('rent duration: the stay asks for listings whose minimum stay is at most that long', () => {
  it.each([
    ['en', 'for 6 months', 180],
    ['en', 'for a year', 365],
    ['en', 'for 2 weeks', 14],
    ['en', 'half a year', 180],
    ['ru', 'на 3 месяца', 90],
    ['ru', 'на полгода', 180],
    ['ru', 'на год', 365],
    ['ru', 'на неделю', 7],
    ['ka', '6 თვით', 180],
    ['ka', '2 კვირით', 14],
    ['ka', 'ერთი წლით', 365],
    ['ka', 'წლით მინდა', 365],
  ] as const)('%s %s → %d days', (language, message, days) =>
    expect(fields(message, language)).toEqual({ maxRentDuration: days }),
  );

  it.each([
    ['en', 'for 3 nights', 3],
    ['ru', 'на 2 суток', 2],
    ['ru', 'на 3 дня', 3],
    ['ka', '3 ღამით', 3],
  ] as const)('%s daily stays: %s', (language, message, days) =>
    expect(fields(message, language, 'DailyRent')).toEqual({ maxRentDuration: days }),
  );

  it.each([
    ['en', 'staying no less than 9 months', { minRentDuration: 270 }],
    ['en', 'from a month on', { minRentDuration: 30 }],
    ['en', 'for at least a year', { minRentDuration: 365 }],
    ['en', '3 months at most', { maxRentDuration: 90 }],
    ['ru', 'не меньше чем на 4 месяца', { minRentDuration: 120 }],
    ['ru', 'минимум на год', { minRentDuration: 365 }],
    ['ru', 'от 2 месяцев', { minRentDuration: 60 }],
    ['ka', 'არანაკლებ 3 თვით', { minRentDuration: 90 }],
    ['ka', 'მინიმუმ წლით', { minRentDuration: 365 }],
    ['ka', 'მაქსიმუმ 2 თვით', { maxRentDuration: 60 }],
  ] as const)('%s a stay said with "at least" is the minimum stay: %s', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it.each([
    ['ka', 'დღე-ღამით გაქირავება ვაკეში'],
    ['en', '$60 a night'],
    ['ru', '50 лари за ночь'],
  ] as const)('%s the daily rental named, or a nightly price, is no stay: %s', (language, message) =>
    expect(ask(message, { language, listingType: 'DailyRent' }).filters.maxRentDuration).toBeNull(),
  );

  it('reads a price period as no stay', () => {
    expect(fields('800 usd per month', 'en')).toEqual({ maxPrice: 800, currency: 'USD' });
    expect(fields('150 лари в сутки', 'ru', 'DailyRent')).toEqual({ maxPrice: 150, currency: 'GEL' });
  });

  it('keeps no rent duration on the sale page, and offers the rental page', () => {
    const result = ask('for 6 months in vake');
    expect(result.filters.maxRentDuration).toBeNull();
    expect(result.otherScope).toEqual({ listingType: 'Rent', propertyType: 'Apartment' });
    expect(ask('на 3 дня', { language: 'ru' }).otherScope).toEqual({
      listingType: 'DailyRent',
      propertyType: 'Apartment',
    });
  });
});

describe('building year and cadastral code', () => {
  it.each([
    ['en', 'built in 2018', 2018],
    ['en', 'built after 2015', 2016],
    ['ru', '2014 года постройки', 2014],
    ['ru', 'после 2018 года', 2019],
    ['ka', '2015 წელს აშენებული', 2015],
    ['ka', '2020 წლის შემდეგ', 2021],
  ] as const)('%s %s → %d (the filter keeps that year or later)', (language, message, buildingYear) =>
    expect(fields(message, language, 'Sale')).toEqual({ buildingYear }),
  );

  it('needs a word that says "year": a bare 2000 is a price', () => {
    expect(fields('до 2000', 'ru')).toEqual({ maxPrice: 2000, currency: 'USD' });
  });

  it('keeps no lower bound it cannot hold ("before 1990")', () => {
    expect(fields('built before 1990', 'en', 'Sale')).toEqual({});
  });

  it.each([
    ['en', 'cadastral code 01.14.14.009.032', '01.14.14.009.032'],
    ['ru', 'кадастровый код 01.10.13.006.012', '01.10.13.006.012'],
    ['ka', 'საკადასტრო კოდი 05.21.09.012.004.01.028', '05.21.09.012.004.01.028'],
  ] as const)('%s %s', (language, message, cadastralCode) =>
    expect(fields(message, language, 'Sale')).toEqual({ cadastralCode }),
  );
});

describe('a stay that is enough is the shortest stay the visitor takes', () => {
  it.each([
    ['en', '3 nights is enough', { minRentDuration: 3 }],
    ['en', '4 nights minimum', { minRentDuration: 4 }],
    ['ru', 'пяти ночей достаточно', { minRentDuration: 5 }],
    ['ka', '5 ღამე საკმარისია', { minRentDuration: 5 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language, 'DailyRent')).toEqual(expected),
  );

  it('moves the minimum a conversation has ("2 nights is enough too")', () => {
    const result = converse(['посуточно, минимум 4 ночи', 'и трёх ночей хватит'], {
      language: 'ru',
      listingType: 'DailyRent',
    });
    expect(setFields(result.filters)).toEqual({ minRentDuration: 3 });
  });
});

describe('months paid ahead are no stay', () => {
  it.each([
    ['en', 'I can pay 4 months upfront, 2 bedrooms', { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', 'for a year, 3 months in advance', { maxRentDuration: 365 }],
    ['ru', 'внесу предоплату за 4 месяца, однушка', { minRooms: 1, maxRooms: 1 }],
    ['ru', 'заплачу 6 месяцев вперед', {}],
    ['ka', '4 თვის ავანსს გადავიხდი', {}],
    ['ka', 'წლით, 3 თვე წინასწარ', { maxRentDuration: 365 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );

  it('still reads a stay said next to a payment of another kind, or next to a payment of its own amount', () => {
    expect(fields('на 4 месяца, оплата помесячно', 'ru')).toEqual({ maxRentDuration: 120 });
    expect(fields('for 4 months deposit 300 usd', 'en').maxRentDuration).toBe(120);
  });
});

describe('stays said another way (ninth round)', () => {
  it.each([
    // "for" bounds only a price: the bound after the stay counts.
    ['en', 'for 6 months minimum', { minRentDuration: 180 }],
    ['en', 'for 2 years at least', { minRentDuration: 730 }],
    // Collective numbers count days and nights.
    ['ru', 'на трое суток', { maxRentDuration: 3 }],
    ['ru', 'нас четверо, на пятеро суток', { maxRentDuration: 5 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language, 'DailyRent')).toEqual(expected),
  );

  it.each([
    ['ru', ['на 5 ночей', 'нет, 5 ночей много, лучше на 3 дня'], 3],
    ['en', ['for 2 weeks', 'actually 2 weeks is too long, just for a week'], 7],
    ['ka', ['10 დღით', '10 დღე ბევრია, ერთი კვირით'], 7],
  ] as const)('%s %j: the stay said last is the one meant', (language, messages, days) =>
    expect(converse(messages, { language, listingType: 'DailyRent' }).filters.maxRentDuration).toBe(days),
  );
});

describe('a lone unit bounded after it or stretched "up to" (tenth round)', () => {
  it.each([
    ['en', 'a month at least', { minRentDuration: 30 }],
    ['en', 'one week minimum', { minRentDuration: 7 }],
    ['ru', 'продлим до месяца', { maxRentDuration: 30 }],
    ['ru', 'максимум до года', { maxRentDuration: 365 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(fields(message, language)).toEqual(expected),
  );
});

describe('a stay lengthened or shortened by some nights or days (eleventh round)', () => {
  it.each([
    ['en', 'we will stay three days longer', 7],
    ['en', 'two more days please', 6],
    ['en', 'one day less', 3],
    ['ru', 'задержимся на сутки дольше', 5],
    ['ru', 'на один день меньше', 3],
    ['ka', 'ორი დღით მეტს დავრჩებით', 6],
    ['ka', 'ერთი დღით ნაკლები', 3],
  ] as const)('%s "%s" after a 4-day stay', (language, message, days) =>
    expect(stayAfterFourDays(language, message)).toBe(days),
  );
});

describe('a year written short (eleventh round)', () => {
  it.each([
    ['en', 'rental, at least 2 yrs', { minRentDuration: 730 }],
    ['en', 'lease of min. 3 yr', { minRentDuration: 1095 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual(expected),
  );
});

describe('a term is no district (eleventh round)', () => {
  it('ka "ქირით სამი წლის ვადით" is a stay, not Vake', () =>
    expect(setFields(ask('ქირით სამი წლის ვადით', { language: 'ka', listingType: 'Rent' }).filters)).toEqual({
      maxRentDuration: 1095,
    }));
});

describe('a stay lengthened or shortened by a verb, or "another" some nights (twelfth round)', () => {
  it.each([
    ['en', 'can we prolong it by 3 days', 7],
    ['en', 'shorten the stay by one day', 3],
    ['en', 'add another day', 5],
    ['ru', 'продлите бронь на два дня', 6],
    ['ru', 'сократите на два дня', 2],
    ['ru', 'ещё на три дня останемся', 7],
    ['ka', 'ორი დღით გავაგრძელოთ', 6],
    ['ka', 'კიდევ სამი დღე დავრჩებით', 7],
    ['ka', 'ერთი დღით შეამცირე', 3],
  ] as const)('%s "%s" after a 4-day stay', (language, message, days) =>
    expect(stayAfterFourDays(language, message)).toBe(days),
  );
});

describe('a stay said after its word, a few words on (twelfth round)', () => {
  it.each([
    ['en', 'the days should be six after all', 6],
    ['ru', 'дней пусть будет шесть', 6],
    ['ka', 'დღე ექვსი იყოს', 6],
  ] as const)('%s "%s" after a 4-day stay', (language, message, days) =>
    expect(stayAfterFourDays(language, message)).toBe(days),
  );
});

describe('stays said as periods (issue 14, thirteenth slice)', () => {
  it.each([
    ['en', 'one fortnight by the river', 14],
    ['en', '2 fortnights in Saburtalo', 28],
    ['en', 'staying a week near Metekhi', 7],
    ['en', 'a couple of weeks, quiet street', 14],
    ['en', 'a month in Vera', 30],
    ['ru', 'недельку в Сололаки', 7],
    ['ru', 'неделю у Мтацминды', 7],
    ['ru', 'пару недель, центр', 14],
    ['ka', 'ერთ კვირას ვაკეში', 7],
    ['ka', 'ორ კვირას ვრჩებით', 14],
  ] as const)('%s "%s" is a stay of %d days', (language, message, days) =>
    expect(ask(message, { language, listingType: 'DailyRent' }).filters.maxRentDuration).toBe(days),
  );

  it.each([
    ['en', '$500 a week tops'],
    ['en', 'need it within a week'],
    ['en', 'moving in a week'],
    ['ru', '900 лари в неделю'],
    ['ru', 'через неделю заезжаем'],
  ] as const)('%s "%s" is no stay', (language, message) =>
    expect(ask(message, { language, listingType: 'DailyRent' }).filters.maxRentDuration).toBeNull(),
  );
});

describe('a stay with "minimum" after it, a preposition before (set 18)', () => {
  it.each([
    ['en', 'studio for a month minimum'],
    ['ru', 'студия на месяц минимум'],
    ['ka', 'სტუდიო ერთი თვით მინიმუმ'],
  ] as const)('%s "%s"', (language, message) =>
    expect(ask(message, { language, listingType: 'Rent' }).filters).toMatchObject({
      minRentDuration: 30,
      maxRentDuration: null,
    }),
  );
});

describe('stays moved by "off" and "подольше", and "tonight" (set 18)', () => {
  const stay = (messages: string[], language: 'en' | 'ru' | 'ka') =>
    converse(messages, { language, listingType: 'DailyRent' }).filters.maxRentDuration;

  it('"take a night off" shortens, "off" before a name does not', () => {
    expect(stay(['for 6 nights', 'take one night off'], 'en')).toBe(5);
    expect(setFields(ask('2 bed 2 bath off Chavchavadze').filters)).toMatchObject({ minBathrooms: 2 });
  });
  it('"на ночь подольше", "на две ночи покороче"', () => {
    expect(stay(['на 3 ночи', 'на ночь подольше'], 'ru')).toBe(4);
    expect(stay(['на 5 ночей', 'на две ночи покороче'], 'ru')).toBe(3);
  });
  it('"tonight", "ამაღამ" is a stay of one night', () => {
    expect(stay(['somewhere in Vake just for tonight'], 'en')).toBe(1);
    expect(stay(['ამაღამ ვაკეში'], 'ka')).toBe(1);
  });
});
