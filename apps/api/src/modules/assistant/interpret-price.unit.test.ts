import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const price = (message: string, options: Parameters<typeof ask>[1] = {}) => {
  const { minPrice, maxPrice, currency } = ask(message, options).filters;
  return { minPrice, maxPrice, currency };
};

describe('price', () => {
  it.each([
    ['under 200k', { minPrice: null, maxPrice: 200_000, currency: 'USD' }],
    ['budget $70,000', { minPrice: null, maxPrice: 70_000, currency: 'USD' }],
    ['from 45 000 $', { minPrice: 45_000, maxPrice: null, currency: 'USD' }],
    ['between 120 and 160 thousand dollars', { minPrice: 120_000, maxPrice: 160_000, currency: 'USD' }],
    ['between $50,000 and $70,000', { minPrice: 50_000, maxPrice: 70_000, currency: 'USD' }],
    ['70-90k', { minPrice: 70_000, maxPrice: 90_000, currency: 'USD' }],
    ['around 100k', { minPrice: 90_000, maxPrice: 110_000, currency: 'USD' }],
    ['250k tops', { minPrice: null, maxPrice: 250_000, currency: 'USD' }],
    ['up to 400 000 gel', { minPrice: null, maxPrice: 400_000, currency: 'GEL' }],
    ['max 150 lari per night', { minPrice: null, maxPrice: 150, currency: 'GEL' }],
  ])('en: %s', (message, expected) => expect(price(message)).toEqual(expected));

  it.each([
    ['до 120 тысяч долларов', { minPrice: null, maxPrice: 120_000, currency: 'USD' }],
    ['не дороже 70к', { minPrice: null, maxPrice: 70_000, currency: 'USD' }],
    ['от 70 до 90 тысяч', { minPrice: 70_000, maxPrice: 90_000, currency: 'USD' }],
    ['бюджет 1,2 млн', { minPrice: null, maxPrice: 1_200_000, currency: 'USD' }],
    ['полтора миллиона долларов', { minPrice: null, maxPrice: 1_500_000, currency: 'USD' }],
    ['около 60к', { minPrice: 54_000, maxPrice: 66_000, currency: 'USD' }],
    ['бюджет 300 000 лари', { minPrice: null, maxPrice: 300_000, currency: 'GEL' }],
  ])('ru: %s', (message, expected) => expect(price(message, { language: 'ru' })).toEqual(expected));

  it.each([
    ['150 000 დოლარამდე', { minPrice: null, maxPrice: 150_000, currency: 'USD' }],
    ['60 000$-მდე', { minPrice: null, maxPrice: 60_000, currency: 'USD' }],
    ['50-დან 70 ათასამდე', { minPrice: 50_000, maxPrice: 70_000, currency: 'USD' }],
    ['400 000 ლარამდე', { minPrice: null, maxPrice: 400_000, currency: 'GEL' }],
    ['დაახლოებით 100 ათასი დოლარი', { minPrice: 90_000, maxPrice: 110_000, currency: 'USD' }],
    ['1.5 მილიონამდე', { minPrice: null, maxPrice: 1_500_000, currency: 'USD' }],
  ])('ka: %s', (message, expected) => expect(price(message, { language: 'ka' })).toEqual(expected));

  it('reads a small bare amount with a bound word as thousands on the sale page, as is on the rent page', () => {
    expect(price('до 150').maxPrice).toBe(150_000);
    expect(price('до 700', { listingType: 'Rent' }).maxPrice).toBe(700);
  });

  it('never reads a price from a number without currency, thousands or a bound word', () => {
    expect(setFields(ask('apartment number 12 on the street').filters)).toEqual({});
    // The walking minutes are the metro filter (decision 042), never a price.
    expect(setFields(ask('5 minutes walk to the metro').filters)).toEqual({ maxMetroWalkMinutes: 5 });
  });

  it('keeps the conversation currency for a bare number and converts nothing', () => {
    expect(price('up to 900', { listingType: 'Rent', filters: { maxPrice: 2000, currency: 'GEL' } })).toEqual(
      {
        minPrice: null,
        maxPrice: 900,
        currency: 'GEL',
      },
    );
  });

  it('adds a bound to the other one and drops the old one when the currency changes', () => {
    expect(setFields(converse(['under 200k', 'from 150k']).filters)).toEqual({
      minPrice: 150_000,
      maxPrice: 200_000,
      currency: 'USD',
    });
    expect(setFields(converse(['from 150k', 'up to 400 000 lari']).filters)).toEqual({
      maxPrice: 400_000,
      currency: 'GEL',
    });
  });
});

describe('prices in words and shorthands', () => {
  const none = { minPrice: null };
  it.each([
    ['en', 'under a quarter of a million', { ...none, maxPrice: 250_000, currency: 'USD' }],
    ['en', 'a hundred and twenty thousand max', { ...none, maxPrice: 120_000, currency: 'USD' }],
    ['en', '250k+', { minPrice: 250_000, maxPrice: null, currency: 'USD' }],
    ['en', '80 grand', { ...none, maxPrice: 80_000, currency: 'USD' }],
    ['ru', 'до полутора миллионов', { ...none, maxPrice: 1_500_000, currency: 'USD' }],
    ['ru', 'два с половиной миллиона', { ...none, maxPrice: 2_500_000, currency: 'USD' }],
    ['ka', 'ორმოცდაათი ათასამდე', { ...none, maxPrice: 50_000, currency: 'USD' }],
    ['ka', 'ას ოცი ათას დოლარამდე', { ...none, maxPrice: 120_000, currency: 'USD' }],
    ['ka', 'ნახევარ მილიონამდე', { ...none, maxPrice: 500_000, currency: 'USD' }],
  ] as const)('%s: %s', (language, message, expected) =>
    expect(price(message, { language })).toEqual(expected),
  );

  it('takes no price from a quarter that is a part of town', () => {
    expect(price('a flat in the old quarter')).toEqual({ minPrice: null, maxPrice: null, currency: null });
  });
});

describe('Russian slang for a million (seventh round)', () => {
  it.each([
    ['квартира до пол-лимона', 500_000],
    ['до пол ляма баксов', 500_000],
    ['дом за 2 лимона максимум', 2_000_000],
    ['не дороже 1,5 ляма', 1_500_000],
  ])('"%s" is at most %d', (message, maxPrice) =>
    expect(setFields(ask(message, { language: 'ru' }).filters)).toMatchObject({ maxPrice, currency: 'USD' }),
  );

  it('leaves "пол" (a floor) alone where no million follows', () =>
    expect(setFields(ask('тёплый пол, 2 комнаты', { language: 'ru' }).filters)).toEqual({
      minRooms: 2,
      maxRooms: 2,
    }));
});

describe('shifting a bound, more ways to say it (seventh round)', () => {
  it.each([
    ['ka', ['100 ათასამდე', 'მაქსიმუმს 10 ათასით დავუკლებ'], 90_000],
    ['en', ['200-260k', 'bring the upper end of my range down by 20k'], 240_000],
  ] as const)('%s %j moves the maximum to %d', (language, messages, maxPrice) =>
    expect(converse(messages, { language }).filters.maxPrice).toBe(maxPrice),
  );
});

describe('slang for a thousand, alone or counted (eighth round)', () => {
  it.each([
    ['ru', 'снять до штуки баксов', 1000],
    ['ru', 'аренда не дороже двух косарей долларов', 2000],
    ['ru', 'максимум 3 косаря долларов', 3000],
    ['en', 'rent for up to a grand in dollars', 1000],
  ] as const)('%s "%s" is at most %d', (language, message, maxPrice) =>
    expect(price(message, { language, listingType: 'Rent' })).toEqual({
      minPrice: null,
      maxPrice,
      currency: 'USD',
    }),
  );
});

describe('verbs of cutting and raising a budget (eighth round)', () => {
  it.each([
    ['ru', ['до 150 тысяч', 'давай срежем ещё на 20 тысяч'], 130_000],
    ['ru', ['до 150 тысяч', 'сократим бюджет на 5 тыс'], 145_000],
    ['ru', ['до 150 тысяч', 'повысим максимум на 10 тыс'], 160_000],
    ['en', ['under 150k', 'trim the budget by 5k'], 145_000],
    ['en', ['under 150k', 'slash 10k off'], 140_000],
    ['en', ['under 150k', 'cut 10k from the budget'], 140_000],
    ['ru', ['до 150 тысяч', 'урежь 10 тысяч'], 140_000],
    ['ka', ['150 ათასამდე', 'ბიუჯეტი 10 ათასით შევკვეცოთ'], 140_000],
  ] as const)('%s %j moves the maximum to %d', (language, messages, maxPrice) =>
    expect(converse(messages, { language }).filters.maxPrice).toBe(maxPrice),
  );
});

describe('a shift by a share of the bound (ninth round)', () => {
  it.each([
    ['en', ['under 200k', 'lower the price by 5 percent'], 190_000],
    ['en', ['under 200k', 'raise the max by 15%'], 230_000],
    ['ru', ['до 200 тысяч', 'сбавьте бюджет на 10 процентов'], 180_000],
    ['ru', ['до 200 тысяч', 'подними на 5%'], 210_000],
    ['ka', ['200 ათასამდე', 'ბიუჯეტი 20 პროცენტით გავზარდოთ'], 240_000],
    ['ka', ['200 ათასამდე', 'ფასი 10%-ით დავწიოთ'], 180_000],
  ] as const)('%s %j moves the maximum to %d', (language, messages, maxPrice) =>
    expect(converse(messages, { language }).filters.maxPrice).toBe(maxPrice),
  );
});

describe('a bound word denied before it turns to the other side (ninth round)', () => {
  it.each([
    ['en', 'not over 90k', { maxPrice: 90_000, currency: 'USD' }],
    ['en', 'not under 80k', { minPrice: 80_000, currency: 'USD' }],
    ['ru', 'не свыше 100 тысяч', { maxPrice: 100_000, currency: 'USD' }],
    ['en', 'not below 3 rooms', { minRooms: 3 }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language }).filters)).toEqual(expected),
  );
});

describe('a million and its thousands said apart (ninth round)', () => {
  it.each([
    ['en', 'up to one million three hundred thousand', 1_300_000],
    ['en', 'max 1 million 250 thousand dollars', 1_250_000],
    ['ru', 'не дороже двух миллионов пятисот тысяч', 2_500_000],
    ['ka', 'ერთი მილიონი ოთხასი ათასი დოლარი მაქსიმუმ', 1_400_000],
  ] as const)('%s: %s', (language, message, maxPrice) =>
    expect(ask(message, { language }).filters.maxPrice).toBe(maxPrice),
  );
});

describe('a bound said as what one cannot do (tenth round)', () => {
  it.each([
    ['200 ათას დოლარს ზემოთ ვერ ავალ', { minPrice: null, maxPrice: 200_000, currency: 'USD' }],
    ['150 ათას დოლარზე მეტს ვერ გადავიხდი', { minPrice: null, maxPrice: 150_000, currency: 'USD' }],
  ] as const)('ka "%s"', (message, expected) => expect(price(message, { language: 'ka' })).toEqual(expected));

  it.each([
    ["I can't go above 95k", { minPrice: null, maxPrice: 95_000, currency: 'USD' }],
    ['we cannot pay more than 70k', { minPrice: null, maxPrice: 70_000, currency: 'USD' }],
    ["won't spend over 120 thousand dollars", { minPrice: null, maxPrice: 120_000, currency: 'USD' }],
  ] as const)('en "%s"', (message, expected) => expect(price(message, { language: 'en' })).toEqual(expected));
});

describe('a range with the currency sign before both ends (tenth round)', () => {
  it.each([
    ['en', 'between $250k-$310k', { minPrice: 250_000, maxPrice: 310_000, currency: 'USD' }],
    ['ka', '₾900-₾1200 თვეში', { minPrice: 900, maxPrice: 1200, currency: 'GEL' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(price(message, { language, listingType: 'Rent' })).toEqual(expected),
  );
});

describe('the ceiling of a budget, not of a room (tenth round)', () => {
  it.each([
    ['en', '2 bedrooms, $95k ceiling', { minPrice: null, maxPrice: 95_000, currency: 'USD' }],
    ['en', 'a 250k cap on price', { minPrice: null, maxPrice: 250_000, currency: 'USD' }],
    ['ru', 'потолок по бюджету 80 тысяч долларов', { minPrice: null, maxPrice: 80_000, currency: 'USD' }],
    ['en', 'ceilings at least 3 m, up to 120k', { minPrice: null, maxPrice: 120_000, currency: 'USD' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(price(message, { language })).toEqual(expected),
  );
});

describe('a price moves only by money (review of the eleventh slice, set 13)', () => {
  it.each([
    ['en', ['3 bedrooms, max 250k', 'too dear for 3, knock off one bedroom'], 250_000],
    ['ka', ['2 ოთახიანი 90 ათასამდე', 'საძინებელი კიდევ ერთი დაუმატე'], 90_000],
    ['en', ['up to 100k', 'add 500 dollars'], 100_500],
  ] as const)('%s %j', (language, messages, maxPrice) =>
    expect(converse(messages, { language }).filters.maxPrice).toBe(maxPrice),
  );

  it('a small amount still moves a small price (a night for 150 lari, 5 lari more)', () =>
    expect(
      converse(['up to 150 lari a night', 'add 5 lari'], { listingType: 'DailyRent' }).filters.maxPrice,
    ).toBe(155));
});

describe('a price moved by a fraction said in words is moved by that share (review of the twelfth slice)', () => {
  it.each([
    ['ru', 'снизим бюджет на четверть', 150_000],
    ['ru', 'можно на треть дороже', 266_667],
    ['en', 'cut the budget by half', 100_000],
    ['en', 'raise it by a quarter', 250_000],
    ['ka', 'ბიუჯეტი მეოთხედით შევამციროთ', 150_000],
  ] as const)('%s "%s" after up to 200k', (language, message, maxPrice) => {
    const first = { en: 'up to 200k', ru: 'до 200 тысяч', ka: '200 ათასამდე' }[language];
    expect(converse([first, message], { language }).filters.maxPrice).toBe(maxPrice);
  });
});

describe('"up to" with the enclitic "also" glued to it (set 15)', () => {
  it.each([
    ['950-მდეც მისაღებია', 950],
    ['950-mdec misaRebia', 950],
    ['1100 ლარამდეც მისაღებია', 1100],
  ] as const)('ka "%s" after up to 700 lari', (message, maxPrice) =>
    expect(converse(['700 ლარამდე', message], { language: 'ka', listingType: 'Rent' }).filters.maxPrice).toBe(
      maxPrice,
    ),
  );
});

describe('"полтораста" is a hundred and fifty (set 16)', () => {
  it('ru "не дороже полутораста тысяч"', () =>
    expect(price('не дороже полутораста тысяч', { language: 'ru' })).toEqual({
      minPrice: null,
      maxPrice: 150_000,
      currency: 'USD',
    }));
});
