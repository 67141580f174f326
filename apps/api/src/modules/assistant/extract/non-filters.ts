import { isAnyUnit, isArea, isCurrency, isDuration, PERCENT, TERM } from '../lexicon/units';
import { cueEndingWith, cueStartingWith, isBoundPhrase } from '../lexicon/range-cues';
import { wordsAfter, wordsBefore } from '../quantity';
import { isNumber, type NumberToken, type Token } from '../text/token';
import { WISH_WORDS } from '../lexicon/wish-words';
import { phrasePattern } from '../text/phrases';
import { knownWords } from '../text/vocabulary';

const PHONE_WORD = knownWords(
  /^(?:tel|phone|call|mob|mobile|whatsapp|viber|telegram|тел|телефон\p{L}*|звон\p{L}*|номер|ტელ\p{L}*|მობ\p{L}*|ნომერ\p{L}*|დარეკ\p{L}*)$/u,
);
const CEILING = knownWords(/^(?:ceiling\p{L}*|потол\p{L}*|ჭერ\p{L}*)$/u);
/** The highest ceiling a home has, in metres. */
const MAX_CEILING_HEIGHT = 10;
const PEOPLE = knownWords(
  /^(?:people|persons?|guests?|pax|adults|человек\p{L}*|гост\p{L}*|персон\p{L}*|взрослы\p{L}*|სტუმ\p{L}*|ადამიან\p{L}*|კაც\p{L}*|პერსონ\p{L}*)$/u,
);
/** "16-этажка": the building's height said as a noun. */
const BLOCK_HEIGHT = knownWords(/^(?:этажк\p{L}*)$/u);
/**
 * A part of the property whose area people state beside the whole's: the land plot, the yard, the kitchen, the
 * living room, a terrace. Its square metres are no size ("участок 6 соток", "kitchen at least 15 sqm").
 */
const PART = knownWords(
  /^(?:plot|land|yard|garden|lot|kitchen|lounge|terrace|участ\p{L}*|сот\p{L}*|земл\p{L}*|двор\p{L}*|кухн\p{L}*|гостин\p{L}*|террас\p{L}*|ნაკვეთ\p{L}*|მიწ\p{L}*|ეზო\p{L}*|სამზარეულო\p{L}*|მისაღებ\p{L}*|ტერას\p{L}*)$/u,
);
/**
 * A person's or an animal's age: "7 years old", "aged 7", "ребёнок 3 лет", "4 წლისაა", "5 და 8 წლის". Russian "лет"
 * and Georgian "წლის" (genitive) are ages unless a preposition or a bound word makes them a stay ("на 5 лет", "не
 * меньше 2 лет") or a term follows ("2 წლის ვადით").
 */
const AGE_OLD = /^(?:years?|yrs?) old$/u;
const AGE_GENITIVE = knownWords(/^(?:лет|годик\p{L}*|годовал\p{L}*|წლის|წლისაა|წლისა|წლისაა?ც)$/u);
const STAY_BEFORE = /^(?:на|от|до|с|со|за|через|в|по|чем|for|from)$/u;
const MAX_AGE = 120;

/** "с собакой (лабрадор, 3 года)": "года"/"год" after an animal or a child named just before (a comma between) is its age. */
const AGE_YEARS = /^(?:год|года)$/u;
const AGE_OF = new RegExp(
  phrasePattern(
    String.raw`${WISH_WORDS.pets} | реб[её]н\p{L}* | дет\p{L}* | сын\p{L}* | доч\p{L}* | малыш\p{L}*`,
  ).source,
  'u',
);

function isAge(tokens: readonly Token[], index: number, end: number, token: NumberToken): boolean {
  if (token.value > MAX_AGE) return false;
  const after = textAt(tokens, end);
  if (AGE_OLD.test(`${after} ${textAt(tokens, end + 1)}`) || textAt(tokens, index - 1) === 'aged')
    return true;
  if (AGE_YEARS.test(after) && !STAY_BEFORE.test(textAt(tokens, index - 1))) {
    const named = tokens.slice(Math.max(0, index - 4), index).map((word) => word.text);
    if (AGE_OF.test(named.join(' '))) return true;
  }
  if (!AGE_GENITIVE.test(after) || TERM.test(textAt(tokens, end + 1))) return false;
  return !STAY_BEFORE.test(textAt(tokens, index - 1)) && !cueEndingWith(wordsBefore(tokens, index));
}

/**
 * What something else was sold, bought or paid for ("we sold our van for 15k", "гараж купили за 20 тысяч", "15 ათასად
 * გავყიდეთ"), what one earns, or what the current home costs ("we pay 700 dollars for our flat", "платим 700 за нашу квартиру"): no
 * budget, unless a bound word makes it one ("we pay up to 700"). "sold by" names the seller.
 */
const TRADED = knownWords(
  /^(?:sold|bought|paid|sell|selling|продаю|прода[её]м|ვყიდი|ვყიდით|продал\p{L}*|купил\p{L}*|заплатил\p{L}*|отдал\p{L}*|გავყიდე|გავყიდეთ|ვიყიდე|ვიყიდეთ|გადავიხადე|გადავიხადეთ|ვიხდი|ვიხდით)$/u,
);
/** "наша дача продаётся за 40 тысяч", "ჩვენი აგარაკი 40 ათასად იყიდება": for sale, ours; without "ours" it is the search. */
const FOR_SALE = knownWords(/^(?:продаётся|продается|იყიდება)$/u);
const OURS = knownWords(/^(?:my|our|мо[йяюе]|наш\p{L}*|сво[йяюе]|ჩემი|ჩვენი)$/u);
const PAYING_NOW = knownWords(/^(?:pay|paying|платим|плачу)$/u);
const FOR_OUR_HOME = /^(?:for|за) (?:our|my|нашу|мою|свою|наш|мой|свой|нынешн\p{L}*|текущ\p{L}*)(?: |$)/u;

/** What one earns ("my salary is 3000", "зарплата 2500", "ხელფასი 3000 მაქვს"): said next to the number, no budget. */
const INCOME = knownWords(
  /^(?:salary|income|earn|earns|earning|зарплат\p{L}*|доход\p{L}*|зарабатыва\p{L}*|ხელფას\p{L}*|შემოსავალ\p{L}*)$/u,
);

function isTraded(tokens: readonly Token[], index: number, end: number): boolean {
  const before = wordsBefore(tokens, index, 8);
  const after = wordsAfter(tokens, end, 3);
  // "for", "за" name what was paid, no bound.
  if (cueEndingWith(before.replace(/(?:^| )(?:for|за)$/u, '')) || cueStartingWith(after)) return false;
  const isOurs = before.split(' ').some((word) => OURS.test(word));
  const isTrade = (words: string[]) =>
    words.some(
      (word, at) => (TRADED.test(word) && words[at + 1] !== 'by') || (isOurs && FOR_SALE.test(word)),
    );
  const near = [...before.split(' ').slice(-3), ...after.split(' ').slice(0, 2)];
  return (
    isTrade(before.split(' ')) ||
    isTrade(after.split(' ').slice(0, 2)) ||
    near.some((word) => INCOME.test(word)) ||
    (before.split(' ').some((word) => PAYING_NOW.test(word)) && FOR_OUR_HOME.test(after))
  );
}

/**
 * The value a new one replaces ("3 bedrooms rather than 2", "трёшку вместо двушки", "ოროთახიანის ნაცვლად
 * სამოთახიანი"): the old value, with its unit, is no filter's.
 */
const REPLACED_BEFORE = /(?:^| )(?:instead of|rather than|вместо|заместо)(?: (?:the|a|an))?$/u;
const REPLACED_AFTER = /^(?:ნაცვლად)$/u;

const PER = /^(?:per|a|за|\/|ერთი)$/u;
/** "2 months in advance", "предоплата за 3 месяца", "2 თვის წინასწარ გადახდა": months paid ahead, no stay. */
const ADVANCE = knownWords(
  /^(?:advance|upfront|ahead|prepa\p{L}*|deposit|вперед|аванс\p{L}*|предоплат\p{L}*|залог\p{L}*|წინასწარ\p{L}*|ავანს\p{L}*|დეპოზიტ\p{L}*)$/u,
);
/**
 * "ერთი თვის ქირა აიღო", "взял месяц аренды": what a stay's rent comes to is money, not a stay ("6 თვით ქირით", "на 6
 * месяцев аренду" are one).
 */
const RENT_OF = knownWords(/^(?:ქირა|ქირას|аренды)$/u);
const AREA_WORD = String.raw`(?:m2|sqm|sq|meter|metre|метр\p{L}*|квадрат\p{L}*|კვადრატ\p{L}*|მეტრ\p{L}*)`;
const PRICE_WORD = String.raw`(?:price|cost|цен\p{L}*|стоимост\p{L}*|ფას\p{L}*|ღირებულებ\p{L}*)`;
/**
 * The price of a square metre said before the number, a bound word maybe between: "цена за метр не
 * больше 1000$", "m2 price 1500", "კვ.მ-ის ფასი 1500$-მდე", "цена квадрата 1200".
 */
const PER_AREA_BEFORE = new RegExp(
  `(?:^| )(?:(?:per|за) ${AREA_WORD}|${AREA_WORD}(?: ის)? ${PRICE_WORD}|${PRICE_WORD} (?:of a |of )?${AREA_WORD})(?: |$)`,
  'u',
);

const textAt = (tokens: readonly Token[], index: number) => tokens[index]?.text ?? '';

const AREA_ALONE = new RegExp(`^${AREA_WORD}$`, 'u');
const LEADS = /^(?:-|:|=)$/u;

/**
 * "კვ.მ 1500$", "კვადრატი 1200 დოლარზე მეტი არ უნდა ღირდეს", "m2 - $1500": an area word with no number of its
 * own, right before a price (a currency with it), names what one square metre costs. After a number the
 * area word is that number's unit ("60 m2 80000$" is a size and a price).
 */
function isAfterAreaWord(tokens: readonly Token[], index: number, end: number): boolean {
  let at = index - 1;
  while (at >= 0 && (LEADS.test(textAt(tokens, at)) || isCurrency(tokens, at) > 0)) at -= 1;
  const hasCurrency = end > index + 1 || at < index - 1;
  return hasCurrency && AREA_ALONE.test(textAt(tokens, at)) && !isNumber(tokens[at - 1]);
}
const digitsOf = (token: Token) => token.text.replace(/\D/gu, '');

/** The index after the number at `index` and any currency and unit written with it. */
function endOf(tokens: readonly Token[], index: number): number {
  let end = index + 1;
  while (isCurrency(tokens, end) > 0) end += isCurrency(tokens, end);
  return end;
}

/**
 * "+995 555 12 34 56", "599 123 456", "тел 599-12-34-56", "+44 7700 9001 2233", "+44 7700 900123": every group of the
 * number (groups of four digits only after a word for a phone, "2 500" being a price; after "+" a country code,
 * then groups as long as the country writes them).
 */
function phoneEnd(tokens: readonly Token[], index: number, token: NumberToken): number {
  const digits = digitsOf(token);
  const isInternational = textAt(tokens, index - 1) === '+';
  const isNamed =
    isInternational ||
    PHONE_WORD.test(textAt(tokens, index - 1)) ||
    PHONE_WORD.test(textAt(tokens, index - 2));
  const isMobile = digits.length === 9 && /^(?:5|32)/u.test(digits) && !token.multiplier;
  let end = index + 1;
  const longestGroup = isInternational ? 8 : isNamed ? 4 : 3;
  const isGroup = (at: number) => {
    const next = tokens[at];
    return isNumber(next) && !next.multiplier && digitsOf(next).length <= longestGroup;
  };
  let groups = 0;
  while (groups < (isNamed ? 5 : 4) && (isGroup(end) || (textAt(tokens, end) === '-' && isGroup(end + 1)))) {
    end += textAt(tokens, end) === '-' ? 2 : 1;
    groups += 1;
  }
  const isGrouped = groups >= 2 && /^5\d\d$/u.test(digits);
  // "budget +20k": after "+" an amount alone, no groups after it, is a shift, not a country code.
  if (isInternational && groups === 0 && digits.length < 10 && !isMobile) return index;
  return isNamed || isMobile || isGrouped || digits.length >= 10 ? end : index;
}

/** "ceilings at least 3m", "потолки не ниже 3 м": the ceiling word, then a bound word. */
function isCeilingBound(before: string): boolean {
  const words = before.split(' ');
  const at = words.findLastIndex((word) => CEILING.test(word));
  return at >= 0 && isBoundPhrase(words.slice(at + 1).join(' '));
}

/** How many tokens from `index` are no filter's number (0: it may be one). */
function nonFilterEnd(tokens: readonly Token[], index: number, token: NumberToken): number {
  const phone = phoneEnd(tokens, index, token);
  if (phone > index) return phone;
  const end = endOf(tokens, index);
  const after = textAt(tokens, end);
  const unitEnd = end + isArea(tokens, end);
  const before = wordsBefore(tokens, index, 4);
  const nearBefore = before.split(' ').slice(-2);
  if (PERCENT.test(after) || PEOPLE.test(after) || BLOCK_HEIGHT.test(after)) return end + 1;
  if (isAge(tokens, index, end, token)) return end + 1;
  if (isTraded(tokens, index, end)) return end;
  const replacedEnd = end + isAnyUnit(tokens, end);
  if (REPLACED_BEFORE.test(wordsBefore(tokens, index, 3)) || REPLACED_AFTER.test(textAt(tokens, replacedEnd)))
    return replacedEnd;
  const isCeilingAfter = CEILING.test(after) || (unitEnd > end && CEILING.test(textAt(tokens, unitEnd)));
  const isCeiling = isCeilingAfter || nearBefore.some((word) => CEILING.test(word)) || isCeilingBound(before);
  // "$110k ceiling", "потолок по бюджету 80 тысяч": more than a few metres is the budget's ceiling, no height
  // (the number as written: the "m" of "3m" is read as a million).
  if (isCeiling && token.value / (token.multiplier ?? 1) <= MAX_CEILING_HEIGHT) return unitEnd;
  // "$1500 per sqm", "1500$ за квадрат", "цена за метр 1500$": a price of one square metre.
  if (isArea(tokens, end + (PER.test(after) ? 1 : 0)) > 0 && (PER.test(after) || end > index + 1))
    return end + 2;
  if (PER_AREA_BEFORE.test(before) || isAfterAreaWord(tokens, index, end)) return end;
  const stayEnd = end + isDuration(tokens, end);
  // After the months the word may be a payment's own ("for 6 months deposit 500 usd"): then a number follows it.
  const paidAfter = wordsAfter(tokens, stayEnd)
    .split(' ')
    .findIndex((word) => ADVANCE.test(word));
  const isPaidAhead =
    nearBefore.some((word) => ADVANCE.test(word)) ||
    (paidAfter >= 0 && !isNumber(tokens[stayEnd + paidAfter + 1]));
  if (stayEnd > end && (isPaidAhead || RENT_OF.test(textAt(tokens, stayEnd)))) return stayEnd;
  // "house with a 600 sqm plot", "участок 6 соток", "kitchen should be at least 15 sqm": before it in its clause.
  // Said before it, the part's number is an area ("garden, up to 350k" is a price).
  const partBefore =
    unitEnd > end &&
    wordsBefore(tokens, index, 6)
      .split(' ')
      .some((word) => PART.test(word));
  if (PART.test(textAt(tokens, unitEnd)) || partBefore) return unitEnd;
  return index;
}

/**
 * Numbers that belong to no filter field: a phone number, the ceiling's height, a price per square
 * metre, months paid ahead, a percentage, a number of guests, the block's height, a land plot or a room's area. They are
 * claimed first so that no reader takes them for a price, a size, a stay or a floor.
 */
export function claimNonFilterNumbers(tokens: Token[]): void {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!isNumber(token)) continue;
    const end = nonFilterEnd(tokens, index, token);
    for (let used = index; used < end; used += 1) (tokens[used] as Token).isUsed = true;
    index = Math.max(index, end - 1);
  }
}
