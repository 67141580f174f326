import { describe, expect, it } from 'vitest';
import { normalizeMessage } from './text/normalize';
import { tokenize } from './text/tokenize';

/** The numbers a message holds, as the readers see them. */
const numbersIn = (message: string) =>
  tokenize(normalizeMessage(message))
    .filter((token) => token.value !== undefined)
    .map((token) => token.value);

describe('numbers as people write them', () => {
  it.each([
    ['150k', 150_000],
    ['150K', 150_000],
    ['150 000', 150_000],
    ['150,000', 150_000],
    ['$85,000', 85_000],
    ['1 200 000', 1_200_000],
    ['1.5m', 1_500_000],
    ['1.2 million', 1_200_000],
    ['two hundred fifty thousand', 250_000],
    ['a million', 1_000_000],
    ['half a million', 500_000],
    ['a quarter of a million', 250_000],
    ['a quarter million', 250_000],
    ['a hundred and twenty thousand', 120_000],
    ['two hundred and fifty thousand', 250_000],
    ['two and a half million', 2_500_000],
    ['0.9m', 900_000],
    ['250k+', 250_000],
    ['80 grand', 80_000],
    ['70 thou', 70_000],
  ])('en: %s → %d', (text, value) => expect(numbersIn(text)).toEqual([value]));

  it.each([
    ['150к', 150_000],
    ['150 тыс.', 150_000],
    ['150 тысяч', 150_000],
    ['1,2 млн', 1_200_000],
    ['полтора миллиона', 1_500_000],
    ['полмиллиона', 500_000],
    ['до полумиллиона', 500_000],
    ['двести тысяч', 200_000],
    ['сто пятьдесят тысяч', 150_000],
    ['80к баксов', 80_000],
    ['полутора миллионов', 1_500_000],
    ['четверть миллиона', 250_000],
    ['двести пятьдесят тысяч', 250_000],
    ['до двухсот тысяч', 200_000],
    ['два с половиной миллиона', 2_500_000],
    ['три с половиной тысячи', 3500],
    ['5к$', 5000],
  ])('ru: %s → %d', (text, value) => expect(numbersIn(text)).toEqual([value]));

  it.each([
    ['150 ათასი', 150_000],
    ['150 ათასამდე', 150_000],
    ['1.5 მილიონი', 1_500_000],
    ['ორას ათასი', 200_000],
    ['ნახევარი მილიონი', 500_000],
    ['ნახევარ მილიონამდე', 500_000],
    ['ორმოცდაათი ათასი', 50_000],
    ['ორმოც ათასი', 40_000],
    ['ოცდახუთი ათასი', 25_000],
    ['სამოცდათხუთმეტი ათასი', 75_000],
    ['ას ოცი ათასი', 120_000],
    ['ორას ორმოცდაათი ათასი', 250_000],
    ['ორნახევარი მილიონი', 2_500_000],
    ['ორი და ნახევარი მილიონი', 2_500_000],
    ['2.5 მლნ', 2_500_000],
    ['95ათ', 95_000],
    // The hundreds and the rest as one word (tenth round).
    ['ასთხუთმეტი ათასი', 115_000],
    ['სამასოცდაათ ათასამდე', 330_000],
    ['ცხრაასორმოცი', 940],
  ])('ka: %s → %d', (text, value) => expect(numbersIn(text)).toEqual([value]));

  it('reads a small "m" as metres and a small "к" as rooms, not as multipliers', () => {
    expect(numbersIn('80m')).toEqual([80]);
    expect(numbersIn('3к кв')).toEqual([3]);
  });

  it('splits counts out of compound words', () => {
    expect(numbersIn('ოროთახიანი')).toEqual([2]);
    expect(numbersIn('двухкомнатная')).toEqual([2]);
    expect(numbersIn('двушка')).toEqual([2]);
    expect(numbersIn('ორსართულიანი')).toEqual([2]);
  });

  it('turns Latin typed on the Georgian layout and Georgian in Latin letters into Georgian', () => {
    expect(normalizeMessage('ვაკესჰი')).toBe('ვაკეში');
    expect(normalizeMessage('vakeshi 2 otaxiani bina')).toBe('ვაკეში 2 ოთახიანი ბინა');
    expect(normalizeMessage('2 bedrooms in vake')).toBe('2 bedrooms in vake');
  });
});

describe('Russian says "about N thousand" with the thousands first (eleventh round)', () => {
  it.each([
    ['тыщ сорок', 40_000],
    ['штук двадцать пять', 25_000],
    ['тысяч триста', 300_000],
    ['миллионов пять', 5_000_000],
  ])('"%s" is %d', (message, value) => expect(numbersIn(message)).toEqual([value]));

  it('a thousand said alone stays one ("тысяча")', () => expect(numbersIn('до тысячи')).toEqual([1000]));
});

describe('money said in words (issue 14, thirteenth slice)', () => {
  it.each([
    ['two point three million', 2_300_000],
    ['three point seven five mil', 3_750_000],
    ['one million and a half', 1_500_000],
    ['a grand and a half', 1500],
    ['a mln', 1_000_000],
    ['two fifty k', 250_000],
    ['one twenty grand', 120_000],
    ['миллион с половиной', 1_500_000],
    ['лимон триста', 1_300_000],
    ['миллион двести пятьдесят долларов', 1_250_000],
    ['ათასნახევრამდე', 1500],
    ['2 მილიონნახევარი', 2_500_000],
    ['სამი მილიონნახევარი', 3_500_000],
  ])('"%s" is %d', (message, value) => expect(numbersIn(message)).toEqual([value]));

  it.each([
    ['a million, 200 sqm', [1_000_000, 200]],
    ['миллион, двести метров', [1_000_000, 200]],
  ])('"%s" keeps its numbers apart', (message, values) => expect(numbersIn(message)).toEqual(values));
});

describe('Georgian "and a half" in the short form before a noun (set 18)', () => {
  it.each([
    ['სამნახევარ ათასი', 3500],
    ['ერთნახევარ მილიონი', 1_500_000],
  ])('%s = %d', (text, value) => expect(numbersIn(text)).toEqual([value]));
});

describe('hundreds said in words after thousands are one number (set 19)', () => {
  it.each([
    ['ათას ორასი', 1200],
    ['ორი ათას ხუთასი', 2500],
    ['тысяча двести', 1200],
    ['две тысячи пятьсот', 2500],
    ['one thousand two hundred', 1200],
    ['two thousand five hundred', 2500],
  ])('%s = %d', (text, value) => expect(numbersIn(text)).toEqual([value]));

  it.each([
    ['ხუთასამდე', [500]],
    ['ათას ოთხასამდე', [1400]],
  ])('Georgian "-მდე" after a number word\'s "ა": %s', (text, values) =>
    expect(numbersIn(text)).toEqual(values),
  );

  it.each([
    ['80 тысяч, двести метров', [80_000, 200]],
    ['2000 двести', [2000, 200]],
  ])('"%s" keeps its numbers apart', (message, values) => expect(numbersIn(message)).toEqual(values));
});
