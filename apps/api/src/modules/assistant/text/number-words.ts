import { GEORGIAN_NUMBER_WORDS, georgianHundredsAndRest } from './georgian-numbers';
import { isMultiplierWord } from './multipliers';
import { numberToken, type Token } from './token';
import { knownWords } from './vocabulary';

const forms = (value: number, ...words: string[]) => words.map((word) => [knownWords(word), value] as const);

/**
 * Numbers written as words in the three languages (with the Russian and Georgian case forms, and the Russian
 * collective numbers that count days and people: "на двое суток", "нас трое").
 */
const NUMBER_WORDS = new Map<string, number>([
  ...forms(1, 'one', 'single', 'один', 'одна', 'одну', 'одного', 'одной', 'одном', 'одним'),
  ...forms(2, 'two', 'два', 'две', 'двух', 'двум', 'двумя', 'пару', 'пара', 'двое', 'двоих'),
  ...forms(3, 'three', 'три', 'трех', 'трем', 'тремя', 'трое', 'троих'),
  ...forms(4, 'four', 'четыре', 'четырех', 'четырем', 'четырьмя', 'четверо', 'четверых'),
  ...forms(5, 'five', 'пять', 'пяти', 'пятью', 'пятеро', 'пятерых'),
  ...forms(6, 'six', 'шесть', 'шести', 'шестеро'),
  ...forms(7, 'seven', 'семь', 'семи', 'семеро'),
  ...forms(8, 'eight', 'восемь', 'восьми'),
  ...forms(9, 'nine', 'девять', 'девяти'),
  ...forms(10, 'ten', 'десять', 'десяти'),
  ...forms(11, 'eleven', 'одиннадцать', 'одиннадцати'),
  ...forms(12, 'twelve', 'двенадцать', 'двенадцати'),
  ...forms(13, 'thirteen', 'тринадцать', 'тринадцати'),
  ...forms(14, 'fourteen', 'четырнадцать', 'четырнадцати'),
  ...forms(15, 'fifteen', 'пятнадцать', 'пятнадцати'),
  ...forms(16, 'sixteen', 'шестнадцать', 'шестнадцати'),
  ...forms(17, 'seventeen', 'семнадцать', 'семнадцати'),
  ...forms(18, 'eighteen', 'восемнадцать', 'восемнадцати'),
  ...forms(19, 'nineteen', 'девятнадцать', 'девятнадцати'),
  ...forms(20, 'twenty', 'двадцать', 'двадцати'),
  ...forms(30, 'thirty', 'тридцать', 'тридцати'),
  ...forms(40, 'forty', 'сорок', 'сорока'),
  ...forms(50, 'fifty', 'пятьдесят', 'пятидесяти'),
  ...forms(60, 'sixty', 'шестьдесят', 'шестидесяти'),
  ...forms(70, 'seventy', 'семьдесят', 'семидесяти'),
  ...forms(80, 'eighty', 'восемьдесят', 'восьмидесяти'),
  ...forms(90, 'ninety', 'девяносто', 'девяноста'),
  ...forms(100, 'сто', 'ста', 'ასი', 'ას'),
  ...forms(200, 'двести', 'двухсот', 'ორასი', 'ორას'),
  ...forms(300, 'триста', 'трехсот', 'სამასი', 'სამას'),
  ...forms(400, 'четыреста', 'четырехсот', 'ოთხასი', 'ოთხას'),
  ...forms(500, 'пятьсот', 'пятисот', 'ხუთასი', 'ხუთას'),
  ...forms(600, 'шестьсот', 'шестисот', 'ექვსასი', 'ექვსას'),
  ...forms(700, 'семьсот', 'семисот', 'შვიდასი', 'შვიდას'),
  ...forms(800, 'восемьсот', 'восьмисот', 'რვაასი', 'რვაას'),
  ...forms(900, 'девятьсот', 'девятисот', 'ცხრაასი', 'ცხრაას'),
  ...forms(1.5, 'полтора', 'полторы', 'полутора'),
  ...forms(150, 'полтораста', 'полутораста'),
  ...forms(0.5, 'half', 'ნახევარი', 'ნახევარ', 'ნახევრით'),
  ...forms(1 / 3, 'треть', 'трети', 'третей', 'მესამედი', 'მესამედ', 'მესამედით'),
  ...forms(
    0.25,
    'quarter',
    'quarters',
    'четверть',
    'четверти',
    'четвертей',
    'მეოთხედი',
    'მეოთხედ',
    'მეოთხედით',
  ),
  ...GEORGIAN_NUMBER_WORDS.map(([word, value]) => [knownWords(word), value] as const),
]);

/**
 * The ordinals from the eleventh to the twentieth by their stems: English, Russian (before its endings), Georgian
 * (between "მე" and its endings).
 */
const TEENS = [
  ['eleventh', 'одиннадцат', 'თერთმეტ'],
  ['twelfth', 'двенадцат', 'თორმეტ'],
  ['thirteenth', 'тринадцат', 'ცამეტ'],
  ['fourteenth', 'четырнадцат', 'თოთხმეტ'],
  ['fifteenth', 'пятнадцат', 'თხუთმეტ'],
  ['sixteenth', 'шестнадцат', 'თექვსმეტ'],
  ['seventeenth', 'семнадцат', 'ჩვიდმეტ'],
  ['eighteenth', 'восемнадцат', 'თვრამეტ'],
  ['nineteenth', 'девятнадцат', 'ცხრამეტ'],
  ['twentieth', 'двадцат', 'ოც'],
] as const;

/**
 * Ordinal words ("fifth floor", "на пятом этаже", "მეხუთე სართული"; the Georgian case forms drop the final vowel:
 * "მეორიდან", "მესამის"): positions, not counts. They join the vocabulary, so "пятом" is no slip of "питом…" (a pet).
 */
const ORDINAL_WORDS = (
  [
    [/^(?:first|ground|перв(?:ый|ом|ого|ому|ым|ая|ую|ые|ых|ыми)|პირველ\p{L}*)$/u, 1],
    [/^(?:second|втор(?:ой|ом|ого|ому|ым|ая|ую)|მეორე\p{L}*|მეორი|მეორის|მეორიდან)$/u, 2],
    [/^(?:third|трет(?:ий|ьем|ьего|ьему|ья|ью)|მესამე\p{L}*|მესამი|მესამის|მესამიდან)$/u, 3],
    // "მეოთხედი" is a quarter, no fourth.
    [/^(?:fourth|четверт(?:ый|ом|ого|ому)|მეოთხე(?!დ)\p{L}*|მეოთხი|მეოთხის|მეოთხიდან)$/u, 4],
    [/^(?:fifth|пят(?:ый|ом|ого|ому)|მეხუთე\p{L}*|მეხუთი|მეხუთის|მეხუთიდან)$/u, 5],
    [/^(?:sixth|шест(?:ой|ом|ого|ому)|მეექვსე\p{L}*|მეექვსი|მეექვსის|მეექვსიდან)$/u, 6],
    [/^(?:seventh|седьм(?:ой|ом|ого|ому)|მეშვიდე\p{L}*|მეშვიდი|მეშვიდის|მეშვიდიდან)$/u, 7],
    [/^(?:eighth|восьм(?:ой|ом|ого|ому)|მერვე\p{L}*|მერვი|მერვის|მერვიდან)$/u, 8],
    [/^(?:ninth|девят(?:ый|ом|ого|ому)|მეცხრე\p{L}*|მეცხრი|მეცხრის|მეცხრიდან)$/u, 9],
    [/^(?:tenth|десят(?:ый|ом|ого|ому)|მეათე\p{L}*|მეათი|მეათის|მეათიდან)$/u, 10],
    ...TEENS.map(
      ([english, russian, georgian], offset) =>
        [
          new RegExp(
            `^(?:${english}|${russian}(?:ый|ом|ого|ому|ым|ая|ую|ой)|მე${georgian}(?:ე\\p{L}*|ი|ის|იდან))$`,
            'u',
          ),
          11 + offset,
        ] as const,
    ),
  ] as const
).map(([pattern, value]) => [knownWords(pattern), value] as const);

/** All ordinal words at once: most tokens are not one, and one test tells. */
const ANY_ORDINAL = new RegExp(ORDINAL_WORDS.map(([pattern]) => pattern.source).join('|'), 'u');

function ordinalOf(text: string): number | undefined {
  if (!ANY_ORDINAL.test(text)) return undefined;
  return ORDINAL_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Words that multiply what comes before them inside a spelled-out number ("two hundred"). */
const HUNDRED = new Set(['hundred', 'hundreds']);

/** Before these, the English article means one ("a thousand", "a million", "a hundred"). */
const COUNTED_BY_ARTICLE = /^(?:hundred|thousand|million|mil|mln|grand)$/;

/** The decimal point said as a word: "two point three million", "three point seven five mil". */
const POINT = new Set(['point']);
const isDigitWord = (token: Token | undefined) => {
  const value = NUMBER_WORDS.get(token?.text ?? '');
  return value !== undefined && Number.isInteger(value) && value < 10;
};

const isFraction = (token: Token | undefined) => (NUMBER_WORDS.get(token?.text ?? '') ?? 1) < 1;

/**
 * Words a spelled-out number carries inside it: the article of "a quarter", "of a" in "a quarter of a
 * million" ("of an" in "a quarter of an hour"), "and" in "a hundred and twenty", the hyphen of "seventy-five".
 */
function isInnerWord(token: Token, pending: Token | undefined, next: Token | undefined): boolean {
  if (token.text === 'a' && (isFraction(next) || next?.text === 'couple')) return true;
  // "a couple of weeks": two.
  if (token.text === 'of' && pending?.text === 'couple') return true;
  const pendingValue = pending?.value ?? 0;
  if (pending && pendingValue < 1) return token.text === 'of' || token.text === 'a' || token.text === 'an';
  const nextValue = NUMBER_WORDS.get(next?.text ?? '') ?? 0;
  // "seventy-five", "a hundred and twenty-five": a hyphen joins the tens and the units.
  if (token.text === '-')
    return pendingValue >= 20 && pendingValue % 10 === 0 && nextValue >= 1 && nextValue < 10;
  return token.text === 'and' && pendingValue >= 100 && nextValue >= 1 && nextValue < pendingValue;
}

/** Whether a word is a number said in words ("ოთხ", "ორმოცდაათ", "ასოცი"). */
export const isNumberWord = (word: string) =>
  NUMBER_WORDS.has(word) || georgianHundredsAndRest(word) !== undefined;

/**
 * Spelled-out numbers become number tokens: "двести" → 200, "two hundred fifty" → 250, "ორი" → 2,
 * "полтора" → 1.5, "a quarter of a" → 0.25 (a following "million" multiplies it later).
 */
export function readNumberWords(tokens: Token[]): Token[] {
  const result: Token[] = [];
  let pending: Token | undefined;
  let decimal = 0;
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (pending && POINT.has(token.text) && Number.isInteger(pending.value) && isDigitWord(next)) {
      decimal = 0.1;
      continue;
    }
    if (decimal > 0 && pending && isDigitWord(token)) {
      pending.value =
        Math.round(((pending.value ?? 0) + (NUMBER_WORDS.get(token.text) ?? 0) * decimal) * 1000) / 1000;
      pending.end = token.end;
      decimal /= 10;
      continue;
    }
    decimal = 0;
    if (isInnerWord(token, pending, next)) continue;
    const isArticleOne = token.text === 'a' && next !== undefined && COUNTED_BY_ARTICLE.test(next.text);
    const isCouple = token.text === 'couple' && next?.text === 'of';
    const counted = isCouple ? 2 : isArticleOne ? 1 : undefined;
    const value = counted ?? NUMBER_WORDS.get(token.text) ?? georgianHundredsAndRest(token.text);
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
    if (pending && Number.isInteger(pending.value) && (pending.value ?? 0) < 10 && value < 1) {
      // "three quarters (of a million)", "три четверти": a count of the fraction.
      pending.value = (pending.value ?? 0) * value;
      pending.text = `${pending.text} ${token.text}`;
      pending.end = token.end;
      continue;
    }
    // "two fifty k", "one twenty grand": hundreds said as a digit and its tens, before a multiplier.
    const isHundredsSaid =
      pending &&
      isDigitWord(pending) &&
      (pending.value ?? 0) < 10 &&
      value >= 10 &&
      value < 100 &&
      isMultiplierWord(next?.text ?? '');
    if (pending && isHundredsSaid) {
      pending.value = (pending.value ?? 0) * 100 + value;
      pending.text = `${pending.text} ${token.text}`;
      pending.end = token.end;
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
  return addHalves(result);
}

/** "and (a) half", "с половиной", "და ნახევარი" after a number: "два с половиной миллиона" is 2.5 million. */
const HALF_AFTER: readonly (readonly string[])[] = [
  ['and', 'a', 'half'],
  ['and', 'half'],
  ['с', 'половиной'],
  ['და', 'ნახევარი'],
];

/** How many tokens from `index` say "and a half" (none: 0); after a multiplier too ("миллион с половиной"). */
export function halfAt(tokens: readonly Token[], index: number): number {
  const half = HALF_AFTER.find((words) =>
    words.every((word, offset) => tokens[index + offset]?.text === word),
  );
  return half?.length ?? 0;
}

function addHalves(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    result.push(token);
    if (token.value === undefined || token.isOrdinal) continue;
    const half = HALF_AFTER.find((words) =>
      words.every((word, offset) => tokens[index + 1 + offset]?.text === word),
    );
    if (!half) continue;
    token.value += 0.5;
    token.end = (tokens[index + half.length] as Token).end;
    index += half.length;
  }
  return result;
}
