import { ADD_KA, NOT_MINDING_KA, SUITS_KA } from '../lexicon/georgian-verbs';
import { fieldWords, indifferenceTo } from '../lexicon/indifference';
import { findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import { alternation } from '../text/word-list';
import type { Adjustment, ClearableField, Findings } from './findings';

const RESET =
  phrasePattern(String.raw`start (?:it |this |everything |all |it all )?over | start again | start from scratch | from scratch | reset |
  new search | clear (?:all|everything) | forget everything | start fresh | (?:wipe|clean) the slate(?: clean)? |
  (?:a |from a )?(?:clean|blank) slate |
  (?:scratch|scrap|ditch|wipe|erase) (?:all(?: of)? )?(?:that|this|everything|it all) |
  forget (?:all )?(?:that|this) | ignore (?:all )?(?:that|everything) | never ?mind (?:all )?(?:that|everything) |
  заново | по[- ]?новой | сначала | с начала | с нуля | с чистого листа | сброс\p{L}* | сбрось\p{L}* | сбрасыва\p{L}* | новый поиск |
  забуд\p{L}* (?:вс[её]|об этом|это) | вс[её] отмен\p{L}* | отмен\p{L}* вс[её] | თავიდან | ახლიდან |
  ყველაფერი წაშალე | ყველაფერი დაივიწყე | დაივიწყე ყველაფერი | ახალი ძებნა | (?:ყველაფერი )?გაა?ნულე\p{L}* |
  გავანულოთ(?: ყველაფერი)?`);

/** Ways to let a field go that do not name it with a word of indifference ("anywhere", "no budget"). */
const OTHER_CLEARS: Partial<Record<ClearableField, string>> = {
  price: String.raw`no price limit | no budget | без ограничени\p{L}* по цене | неважно сколько стоит`,
  district: String.raw`anywhere | other districts (?:too|also) | all districts | whole city | неважно где |
    не важно где | все районы | по всему городу | другие районы тоже | სულ ერთია სად | მთელ ქალაქში`,
  furnished: String.raw`with or without furniture`,
};

const CLEARABLE: readonly ClearableField[] = [
  'price',
  'minPrice',
  'maxPrice',
  'district',
  'floor',
  'rooms',
  'bedrooms',
  'bathrooms',
  'size',
  'furnished',
  'renovation',
  'buildingStatus',
  'rentDuration',
  'metro',
  'heating',
  'seller',
];

/**
 * Each field's phrases, and the words one of which each of them holds: most messages name few fields, and the short
 * test of those words spares the long patterns of the others (most of a message's reading time went to them).
 */
const CLEARS = CLEARABLE.map((field) => {
  const mentions = [OTHER_CLEARS[field], fieldWords(field)].filter(Boolean).join(' | ');
  return {
    field,
    mention: new RegExp(alternation(mentions), 'u'),
    pattern: phrasePattern([OTHER_CLEARS[field], indifferenceTo(field)].filter(Boolean).join(' | ')),
  };
});

/** "drop the minimum by 20k": with an amount the verb moves the field, it does not let it go. */
const BY_AMOUNT = /^ (?:by|на) \d/u;

/**
 * The fields the message lets go of. Where two readings overlap the longer wins: "нижнюю границу по
 * цене убери" lets go of the lower bound, not of the whole price.
 */
function readClears(text: string, findings: Findings): void {
  const hits = CLEARS.filter(({ mention }) => mention.test(text))
    .flatMap(({ field, pattern }) => findPhrases(text, pattern).map((hit) => ({ field, ...hit })))
    .filter((hit) => !BY_AMOUNT.test(text.slice(hit.index + hit.length)))
    .sort((a, b) => b.length - a.length);
  const taken: typeof hits = [];
  for (const hit of hits) {
    const overlaps = taken.some(
      (other) => hit.index < other.index + other.length && other.index < hit.index + hit.length,
    );
    if (overlaps) continue;
    taken.push(hit);
    findings.clears.add(hit.field);
  }
}

/**
 * Said of the search, "too expensive" asks for cheaper; said of a district ("Vake is too pricey", "Ваке дороговато") it
 * drops the district instead (extract/districts.ts).
 */
export const TOO_DEAR = String.raw`too expensive | too pricey | out of (?:our|my) (?:price range|league) | дороговат\p{L}* | слишком дорог\p{L}* | не по (?:нашему |моему )?карману | ძალიან ძვირია | ძვირია | ჯიბეს \p{L}*ჭრის |
  (?:ჩვენს |ჩემს )?ჯიბეზე (?:არ არის|არაა) | цены кусаются | кусачие цены`;

/** "იაფიც რომ იყოს, არ მეწყინება" (even if it were cheaper, I would not mind): the enclitic before "რომ" concedes. */
const NOT_CONCEDED = String.raw`(?! რომ(?![\p{L}]))`;

const ADJUSTMENTS: readonly [Adjustment, RegExp][] = [
  [
    'cheaper',
    phrasePattern(String.raw`cheaper | less expensive | lower (?:the )?(?:price|budget) | ${TOO_DEAR} |
      (?<!не )дешевле | подешевле | по дешевле | сниз\p{L}* цену | უფრო იაფ\p{L}* | იაფიც${NOT_CONCEDED} | ცოტა იაფ\p{L}*`),
  ],
  [
    'pricier',
    phrasePattern(String.raw`more expensive | pricier | higher (?:price|budget) | raise the (?:price|budget) |
      can pay more | increase the budget | (?<!не )дороже | подороже | поднять бюджет | увеличить бюджет |
      უფრო ძვირ\p{L}* | ძვირიც${NOT_CONCEDED}`),
  ],
  [
    'moreRooms',
    phrasePattern(String.raw`more rooms | (?:one|an) (?:extra|additional|more) room | (?:по)?больше комнат |
      ещ[её] (?:одн\p{L}*) комнат\p{L}* | (?:უფრო )?მეტი ოთახ\p{L}*`),
  ],
  [
    'fewerRooms',
    phrasePattern(String.raw`fewer rooms | less rooms | (?:по)?меньше комнат | ნაკლები ოთახ\p{L}*`),
  ],
  [
    'bigger',
    phrasePattern(String.raw`bigger | larger | more space | more spacious | побольше(?! комнат) | просторнее |
      попросторнее | площадь побольше | უფრო დიდ\p{L}* | უფრო ფართო\p{L}* | მეტი ფართ\p{L}*`),
  ],
  [
    'smaller',
    phrasePattern(String.raw`smaller | less space | поменьше(?! комнат) | площадь поменьше | უფრო პატარა\p{L}* |
      ნაკლები ფართ\p{L}*`),
  ],
];

/**
 * The additive particle: "Vake works too", "also Vera", "3 bedrooms is fine as well", "на Вере тоже",
 * what was ruled out allowed again ("ground floor's fine after all", "первый этаж всё-таки подойдёт"),
 * "можно и 4 комнаты", "пусть и агентства" (и after a word of permission), "ასევე", a verb of adding ("add Vera", "добавьте Веру",
 * "ვერა დაამატე"), a look besides ("while you're at it", "заодно", "гляньте и на Вере"), and the Georgian enclitic -ც glued to the
 * value ("მთაწმინდაზეც", "ვაკეც", "4 ოთახიც"). "Too" before an adjective ("too expensive") is not one.
 */
const ADDITIVE = phrasePattern(String.raw`too(?= *(?:$|[,.!?;]|please|then|actually|ok)) | also | as well |
  after all | (?:is|are) (?:ok|okay|fine|alright|acceptable) | works | would work | тоже | также | вс[её]-?таки |
  вс[её] же | подойд\p{L}* | подходит | годится | допустим\p{L}* | მისაღებ\p{L}* | გამო\p{L}?\p{L}?დგება | (?:можно|могу|пусть|подойд\p{L}*|сойд\p{L}*|пойд\p{L}*|устро\p{L}*|годится|согласен|согласна) и |
  ასევე | აგრეთვე | add | include | (?:до)?бав\p{L}* | ${ADD_KA} | (?<!(?:არ|აღარ) )(?:${SUITS_KA}) | ${NOT_MINDING_KA} |
  while (?:you're|you are) at it | заодно | попутно | до кучи | (?:посмотр\p{L}*|глян\p{L}*) и`);
/** A Georgian word with the enclitic -ც, but not the relative words that end so (რაც, სადაც, რომელიც…). */
const GEORGIAN_ALSO =
  /(?<![\p{L}])(?!(?:რა|ვინ|სადა|როგორ|რომელი|რომლები|როდესა|რამდენი|თუნდა|მაინ|კიდე)ც(?![\p{L}]))[\u10d0-\u10ff]{2,}ც(?![\p{L}])/u;

/**
 * A condition after "works", "is fine", "подойдёт" ("any floor works as long as it isn't the first", "этаж любой
 * подойдёт, лишь бы не первый", "ნებისმიერი სართული, ოღონდ არა პირველი") qualifies what was let go of: no widening.
 */
const CONDITION =
  /^[\s,]*(?:as long as|so long as|provided|on condition|only if|if only|лишь бы|только бы|только чтобы|главное,? чтобы|при условии|ოღონდ)(?![\p{L}])/u;
const isAdditive = (text: string) =>
  findPhrases(text, ADDITIVE).some((hit) => !CONDITION.test(text.slice(hit.index + hit.length)));

const has = (text: string, pattern: RegExp) => findPhrases(text, pattern).some((hit) => !hit.isNegated);

/**
 * Follow-ups that change what the conversation has: reset, "forget the price", "cheaper", "more rooms".
 * Returns the reset phrase, whose words are no district ("с чистого листа" is not Lisi).
 */
export function readRefinements(text: string, findings: Findings): PhraseHit[] {
  const resets = findPhrases(text, RESET).filter((hit) => !hit.isNegated);
  findings.isReset = resets.length > 0;
  findings.isWidening = isAdditive(text) || GEORGIAN_ALSO.test(text);
  readClears(text, findings);
  for (const [adjustment, pattern] of ADJUSTMENTS)
    if (has(text, pattern)) findings.adjustments.add(adjustment);
  return resets;
}
