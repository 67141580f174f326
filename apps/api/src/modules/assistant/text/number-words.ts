import { numberToken, type Token } from './token';
import { knownWords } from './vocabulary';

const forms = (value: number, ...words: string[]) => words.map((word) => [knownWords(word), value] as const);

/** Numbers written as words in the three languages (with the Russian and Georgian case forms). */
const NUMBER_WORDS = new Map<string, number>([
  ...forms(1, 'one', 'single', 'один', 'одна', 'одну', 'одного', 'одной', 'одном', 'одним', 'ერთი', 'ერთ'),
  ...forms(2, 'two', 'два', 'две', 'двух', 'двум', 'двумя', 'пару', 'пара', 'ორი', 'ორ'),
  ...forms(3, 'three', 'три', 'трех', 'трем', 'тремя', 'სამი', 'სამ'),
  ...forms(4, 'four', 'четыре', 'четырех', 'четырем', 'четырьмя', 'ოთხი', 'ოთხ'),
  ...forms(5, 'five', 'пять', 'пяти', 'пятью', 'ხუთი', 'ხუთ'),
  ...forms(6, 'six', 'шесть', 'шести', 'ექვსი', 'ექვს'),
  ...forms(7, 'seven', 'семь', 'семи', 'შვიდი', 'შვიდ'),
  ...forms(8, 'eight', 'восемь', 'восьми', 'რვა'),
  ...forms(9, 'nine', 'девять', 'девяти', 'ცხრა'),
  ...forms(10, 'ten', 'десять', 'десяти', 'ათი'),
  ...forms(11, 'eleven'),
  ...forms(12, 'twelve', 'двенадцать', 'თორმეტი'),
  ...forms(15, 'fifteen', 'пятнадцать', 'თხუთმეტი'),
  ...forms(20, 'twenty', 'двадцать', 'ოცი'),
  ...forms(30, 'thirty', 'тридцать'),
  ...forms(40, 'forty', 'сорок'),
  ...forms(50, 'fifty', 'пятьдесят'),
  ...forms(60, 'sixty', 'шестьдесят'),
  ...forms(70, 'seventy', 'семьдесят'),
  ...forms(80, 'eighty', 'восемьдесят'),
  ...forms(90, 'ninety', 'девяносто'),
  ...forms(100, 'сто', 'ста', 'ასი', 'ას'),
  ...forms(200, 'двести', 'ორასი', 'ორას'),
  ...forms(300, 'триста', 'სამასი', 'სამას'),
  ...forms(400, 'четыреста', 'ოთხასი', 'ოთხას'),
  ...forms(500, 'пятьсот', 'ხუთასი', 'ხუთას'),
  ...forms(600, 'шестьсот', 'ექვსასი', 'ექვსას'),
  ...forms(700, 'семьсот', 'შვიდასი', 'შვიდას'),
  ...forms(800, 'восемьсот', 'რვაასი', 'რვაას'),
  ...forms(900, 'девятьсот', 'ცხრაასი', 'ცხრაას'),
  ...forms(1.5, 'полтора', 'полторы'),
  ...forms(0.5, 'ნახევარი'),
]);

/** Ordinal words ("fifth floor", "на пятом этаже", "მეხუთე სართული"): positions, not counts. */
const ORDINAL_WORDS: readonly [RegExp, number][] = [
  [/^(?:first|ground|перв(?:ый|ом|ого|ому|ым|ая|ую|ые)|პირველ\p{L}*)$/u, 1],
  [/^(?:second|втор(?:ой|ом|ого|ому|ым|ая|ую)|მეორე\p{L}*)$/u, 2],
  [/^(?:third|трет(?:ий|ьем|ьего|ьему|ья|ью)|მესამე\p{L}*)$/u, 3],
  [/^(?:fourth|четверт(?:ый|ом|ого|ому)|მეოთხე\p{L}*)$/u, 4],
  [/^(?:fifth|пят(?:ый|ом|ого|ому)|მეხუთე\p{L}*)$/u, 5],
  [/^(?:sixth|шест(?:ой|ом|ого|ому)|მეექვსე\p{L}*)$/u, 6],
  [/^(?:seventh|седьм(?:ой|ом|ого|ому)|მეშვიდე\p{L}*)$/u, 7],
  [/^(?:eighth|восьм(?:ой|ом|ого|ому)|მერვე\p{L}*)$/u, 8],
  [/^(?:ninth|девят(?:ый|ом|ого|ому)|მეცხრე\p{L}*)$/u, 9],
  [/^(?:tenth|десят(?:ый|ом|ого|ому)|მეათე\p{L}*)$/u, 10],
];

/** All ordinal words at once: most tokens are not one, and one test tells. */
const ANY_ORDINAL = new RegExp(ORDINAL_WORDS.map(([pattern]) => pattern.source).join('|'), 'u');

function ordinalOf(text: string): number | undefined {
  if (!ANY_ORDINAL.test(text)) return undefined;
  return ORDINAL_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Words that multiply what comes before them inside a spelled-out number ("two hundred"). */
const HUNDRED = new Set(['hundred', 'hundreds']);

/** Before these, the English article means one ("a thousand", "a million", "a hundred"). */
const COUNTED_BY_ARTICLE = /^(?:hundred|thousand|million|grand)$/;

/**
 * Spelled-out numbers become number tokens: "двести" → 200, "two hundred fifty" → 250, "ორი" → 2,
 * "полтора" → 1.5 (a following "миллиона" multiplies it later).
 */
export function readNumberWords(tokens: Token[]): Token[] {
  const result: Token[] = [];
  let pending: Token | undefined;
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const isArticleOne = token.text === 'a' && next !== undefined && COUNTED_BY_ARTICLE.test(next.text);
    const value = isArticleOne ? 1 : NUMBER_WORDS.get(token.text);
    if (pending && HUNDRED.has(token.text)) {
      pending.value = (pending.value ?? 1) * 100;
      pending.end = token.end;
      continue;
    }
    const ordinal = ordinalOf(token.text);
    if (ordinal !== undefined) {
      pending = undefined;
      result.push({ ...numberToken(token.text, ordinal, token.start, token.end), isOrdinal: true });
      continue;
    }
    if (value === undefined) {
      pending = undefined;
      result.push(token);
      continue;
    }
    if (pending && (pending.value ?? 0) >= 20 && value < (pending.value ?? 0) && value >= 1) {
      // "сто пятьдесят", "twenty five": the parts add up.
      pending.value = (pending.value ?? 0) + value;
      pending.text = `${pending.text} ${token.text}`;
      pending.end = token.end;
      continue;
    }
    pending = numberToken(token.text, value, token.start, token.end);
    result.push(pending);
  }
  return result;
}
