import type { BuildingStatus, RenovationStatus } from '@sakhli/shared/enums';
import { eitherOrder, findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import { alternation } from '../text/word-list';
import type { Findings } from './findings';

/**
 * What a building is called, with what may stand between it and its age: a height ("old 9-storey block",
 * "ძველ ხუთსართულიან კორპუსში", "старый пятиэтажный дом") or a material ("old brick building").
 */
const BUILDING_NOUNS = String.raw`build\p{L}* | blocks? | construction | development | stock | complex(?:es)? | towers? |
  high-rises? | дом\p{L}* | здани\p{L}* | постройк\p{L}* | фонд\p{L}* | корпус\p{L}* | комплекс\p{L}* | высотк\p{L}* |
  \p{L}*этажк\p{L}* | კორპუს\p{L}* | შენობ\p{L}* | აშენებ\p{L}* | კომპლექს\p{L}* | \p{L}+სართულიან(?:ი|ში|ს|ის)`;
const BETWEEN =
  alternation(String.raw`(?:\d+|\p{L}+)[- ]?(?:storey|story|floor) | \d*-?\p{L}*(?:этажн|სართულიან)\p{L}* |
  brick | panel | stone | residential | кирпичн\p{L}* | панельн\p{L}* | жил\p{L}* | აგურის | ქვის | საცხოვრებელ\p{L}*`);
/** A building's age said of when or by whom it was put up: "Khrushchev-era", "брежневский", "pre-war". */
const SOVIET_ERA = String.raw`soviet | ussr | stalin | khrushchev | brezhnev`;
const building = (adjectives: string) => eitherOrder(adjectives, BUILDING_NOUNS, BETWEEN);

/** A renovation said to be just done: "ремонт только что сделан", "renovation just done", "რემონტი ახლახან გაკეთდა". */
const JUST_DONE = eitherOrder(
  String.raw`(?:только что|недавно) сделан\p{L}* | just done | recently done | ახლახან გაკეთებულ\p{L}*`,
  String.raw`ремонт\p{L}* | renovation | რემონტ\p{L}*`,
);

const BUILDING: readonly [BuildingStatus, RegExp][] = [
  [
    'Ongoing',
    // A building not yet complete, or at a stage of its works: "still going up", "на этапе котлована"; "finished"
    // would make "frnished" a slip of two words.
    phrasePattern(String.raw`under construction | being built | off[ -]?plan | pre[ -]?construction | pre[ -]?sale |
      (?:still )?going up | not (?:yet )?(?:completed|built) | unfinished (?:${alternation(BUILDING_NOUNS)}) |
      строящ\p{L}* | строится | строят | достраива\p{L}* | котлован\p{L}* |
      на (?:стадии|этапе) (?:строительства|котлована|фундамента|каркаса) | в процессе строительства |
      მშენებარე\p{L}* | შენდება | მშენებლობის (?:პროცესში|ეტაპზე|სტადიაზე) | ჯერ (?:არ|არაა) (?:დასრულებულ|აშენებულ)\p{L}* |
      недостро\p{L}* | (?:დაუმთავრებელ|დაუსრულებელ)\p{L}* (?:${alternation(BUILDING_NOUNS)} | პროექტ\p{L}*)`),
  ],
  [
    'New',
    // The primary market is what developers sell: new buildings. "Newly built" names the building by itself ("ახლად
    // აშენებულში", in a newly built one).
    phrasePattern(String.raw`new[ -]?build\p{L}* | (?:newly|recently|just)[- ]built | (?:ახლად|ახლახან) აშენებულ\p{L}* | ${building(String.raw`new | brand[- ]new | нов\p{L}* | свежепостро\p{L}* | недавно постро\p{L}* | ახალ\p{L}*`)} |
      новостро\p{L}* | ახალაშენებ\p{L}* | primary market | первичк\p{L}* | первичн\p{L}* рын\p{L}* | პირველად\p{L}* ბაზ\p{L}*`),
  ],
  [
    'Old',
    phrasePattern(String.raw`${building(String.raw`old | soviet | commie | communist | стар\p{L}* | советск\p{L}* | совков\p{L}* |
      сталинск\p{L}* | хрущ\p{L}* | брежневск\p{L}* | довоенн\p{L}* | pre-war | ძველ\p{L}* | საბჭოთა`)} | commie[- ]era |
      resale | secondary market | вторичк\p{L}* | вторичн\p{L}* рын\p{L}* | მეორად\p{L}* ბაზ\p{L}* | (?:${SOVIET_ERA})\p{L}* (?:blocks?|buildings?) | сталинк\p{L}* | хрущ\p{L}* | брежневк\p{L}* | панельк\p{L}* | stalinka | khrushch\p{L}* | სტალინკ\p{L}* | სტალინურ\p{L}* | чешк\p{L}* | чешск\p{L}* проект\p{L}* |
      (?:${SOVIET_ERA})[ -]?(?:era|built|made|times?) | built (?:in|during|under) (?:the )?(?:soviet|ussr)\p{L}* | stalin[ -]?era |
      при (?:союзе|совке|ссср) | (?:советск\p{L}*|ссср) постройк\p{L}* | საბჭოთა (?:დროს|პერიოდ\p{L}*) აშენებულ\p{L}* |
      საბჭოთა (?:დროის|პერიოდის|ეპოქის) (?:კორპუს|შენობ|სახლ|ბინ)\p{L}* | stalinist | khrushchev\p{L}* | czech project | ჩეხურ\p{L}*(?: პროექტ\p{L}*)? | ხრუშჩოვკ\p{L}*`),
  ],
];

/** A frame, the state a new flat is sold in ("black frame", "каркас белый", "შავი კარკასი"). */
const FRAME = String.raw`frame | каркас\p{L}* | კარკას\p{L}*`;

/** How a renovation is called; "reno" is spelled out by the normalisation. */
const RENOVATION_NOUNS = String.raw`renovation | repair | ремонт\p{L}* | რემონტ\p{L}*`;

const RENOVATION: readonly [RenovationStatus, RegExp][] = [
  ['GreenFrame', phrasePattern(eitherOrder(String.raw`green | зелен\p{L}* | მწვანე`, FRAME))],
  [
    'WhiteFrame',
    phrasePattern(
      String.raw`white[- ]?box\p{L}* | вайт[- ]?бокс\p{L}* | предчистов\p{L}* отделк\p{L}* | ${eitherOrder(String.raw`white | бел\p{L}* | თეთრ\p{L}*`, FRAME)}`,
    ),
  ],
  [
    'BlackFrame',
    phrasePattern(
      String.raw`shell and core | чернов\p{L}* отделк\p{L}* | без отделки | ${eitherOrder(String.raw`black | черн\p{L}* | შავ\p{L}*`, FRAME)}`,
    ),
  ],
  [
    'OldRenovated',
    phrasePattern(
      eitherOrder(
        String.raw`old | older | dated | outdated | soviet | стар\p{L}* | советск\p{L}* | бабушкин\p{L}* | ძველ\p{L}* | საბჭოთა`,
        RENOVATION_NOUNS,
      ),
    ),
  ],
  [
    'NewRenovated',
    phrasePattern(String.raw`(?:newly|freshly|recently|just|fully)? ?(?:renovated|refurbished|remodell?ed) |
      ${eitherOrder(String.raw`new | fresh | euro | нов\p{L}* | свеж\p{L}* | дизайнерск\p{L}* | ახალ\p{L}*`, RENOVATION_NOUNS)} |
      евроремонт\p{L}* | отремонтированн\p{L}* | ახალრემონტ\p{L}* | ევრორემონტ\p{L}* | (?:ახლად|ახალ)?გარემონტებულ\p{L}* |
      ${JUST_DONE}`),
  ],
];

// Furniture last in a list of what the flat comes with is asked for too ("with a lift and furniture", "с балконом и
// мебелью": the instrumental is "with" in Russian as in Georgian).
// "furnitured" is how many who learnt English elsewhere say it (and "furnichured" is two slips from it).
const FURNISHED =
  phrasePattern(String.raw`furnished | furnitured | fully furnished | with furniture | furniture included |
  with (?:\p{L}+,? ){1,6}and furniture | (?:с )?мебел(?:ью|ю|ями) | меблированн\p{L}* | ავეჯით | ავეჯიან\p{L}* | ავეჯი |
  (?:furniture|мебель) (?:(?:is |are )?(?:a must|required|mandatory|essential|needed)|обязательн\p{L}*|нужна|необходим\p{L}*)`);
// An empty flat is one without furniture: "an empty apartment", "пустая квартира", "ცარიელი მინდა".
const UNFURNISHED = phrasePattern(String.raw`unfurnished | without furniture | no furniture | без мебели |
  немеблированн\p{L}* | ავეჯის გარეშე | უავეჯო\p{L}* | empty (?:flat|apartment|house|home|place|unit)s? |
  пуст\p{L}* (?:квартир|дом)\p{L}* | ცარიელ\p{L}*`);
/**
 * Having one's own furniture asks for a flat without: "we have our own", "со своей мебелью", "ჩემი ავეჯი მაქვს";
 * so does bringing it ("мебель привезём свою", "свою везём", "ავეჯს ჩემსას მოვიტან").
 * It outweighs "don't need furniture" beside it, which alone reads as indifference.
 */
/** Carrying one's things, with any prefix: "везём", "привезём", "перевозим". */
const CARRY = String.raw`(?:(?:при|пере|за)?вез\p{L}*|(?:при|пере)воз\p{L}*)`;
const OWN_FURNITURE =
  phrasePattern(String.raw`(?:i|we) (?:have|'ve got|have got|already have) (?:my|our) own |
  (?:my|our) own furniture | сво\p{L}* мебел\p{L}* | мебель (?:у (?:меня|нас) )?сво\p{L}* |
  у (?:меня|нас) (?:уже )?(?:есть )?сво(?:я|ю) | (?:საკუთარი|ჩემი|ჩვენი) ავეჯ\p{L}* | ავეჯი (?:მაქვს|გვაქვს) |
  (?:საკუთარი|ჩემი|ჩვენი) (?:მაქვს|გვაქვს) | ${CARRY} сво\p{L}* | сво\p{L}* ${CARRY} | сво(?:я|ю) (?:есть|имеется) |
  (?:ჩემსას|ჩვენსას|საკუთარს) (?:ჩამო|მო)ვიტან\p{L}* | (?:ჩამო|მო)ვიტან\p{L}* (?:ჩემსას|ჩვენსას|საკუთარს) |
  (?:giving|give|gave|lending|lend) (?:us|me) theirs | (?:bringing|moving|taking) (?:my|our) own |
  (?:отда|одалжива|дар|забер)\p{L}* (?:нам |мне )?сво\p{L}* | (?:თავისას|თავიანთს) (?:გვაძლევენ|მაძლევენ|გვჩუქნიან|მჩუქნიან)`);
const FURNITURE_WORD = /furnitur|мебел|ავეჯ/u;

/** The first status named and not negated ("not a new building" says nothing the filter can hold). */
function firstOf<T>(
  text: string,
  table: readonly (readonly [T, RegExp])[],
  hits: PhraseHit[],
): T | undefined {
  let best: { value: T; hit: PhraseHit } | undefined;
  for (const [value, pattern] of table) {
    const found = findPhrases(text, pattern);
    hits.push(...found);
    const hit = found.find((phrase) => !phrase.isNegated);
    if (hit && (!best || hit.index < best.hit.index)) best = { value, hit };
  }
  return best?.value;
}

const OR = /(?:^|\s)(?:or|или|либо|ან|თუ)(?:\s|$)/u;

/** "furnished or not", "с мебелью или без", "ავეჯით თუ არა": a value and its absence offered alike ask for neither. */
const OR_NOT =
  /^\s*,?\s*(?:or not|or without|или нет|или без|либо без|თუ არა|ან არა|თუ გარეშე|ან გარეშე)(?![\p{L}])/u;
const isOrNot = (text: string, hit: PhraseHit) => OR_NOT.test(text.slice(hit.index + hit.length));

/**
 * "new or old, doesn't matter", "новый дом или старый", "ძველი იქნება თუ ახალი": two values of a field that
 * holds one, offered as alternatives, ask for neither limit; so does one value and its absence ("new or not").
 */
function isEitherOf<T>(text: string, table: readonly (readonly [T, RegExp])[]): boolean {
  const named = table
    .flatMap(([value, pattern]) =>
      findPhrases(text, pattern)
        .filter((hit) => !hit.isNegated)
        .map((hit) => ({ value, hit })),
    )
    .sort((a, b) => a.hit.index - b.hit.index);
  return named.some((first, at) => {
    if (isOrNot(text, first.hit)) return true;
    const second = named[at + 1];
    if (!second || second.value === first.value) return false;
    const between = text.slice(first.hit.index + first.hit.length, second.hit.index);
    return between.length <= 30 && OR.test(between);
  });
}

/**
 * The noun said once for both: "old or new building", "новый дом или старый", "ძველი იქნება თუ ახალი".
 * About the renovation when a renovation word is in it, otherwise about the building.
 */
const NEW_OR_OLD = new RegExp(
  [
    String.raw`(?:new|old)(?: \p{L}+){0,2} or (?:new|old)`,
    String.raw`(?:нов|стар)\p{L}*(?: \p{L}+){0,2} (?:или|либо) (?:нов|стар)\p{L}*`,
    String.raw`(?:ახალ|ძველ)\p{L}*(?: \p{L}+){0,2} (?:თუ|ან) (?:ახალ|ძველ)\p{L}*`,
  ]
    .map((alternative) => `(?<![\\p{L}])${alternative}(?![\\p{L}])`)
    .join('|'),
  'gu',
);
const RENOVATION_WORD = /renovat|ремонт|რემონტ/u;
const NEW = /^(?:new|нов|ახალ)/u;

function newOrOld(text: string): 'buildingStatus' | 'renovation' | undefined {
  for (const match of text.matchAll(NEW_OR_OLD)) {
    const words = match[0].split(' ');
    if (NEW.test(words[0] ?? '') === NEW.test(words.at(-1) ?? '')) continue;
    return RENOVATION_WORD.test(match[0]) ? 'renovation' : 'buildingStatus';
  }
  return undefined;
}

/** Building status, renovation status and furniture; returns the phrases it read. */
export function readStatuses(text: string, findings: Findings): PhraseHit[] {
  const hits: PhraseHit[] = [];
  if (isEitherOf(text, BUILDING)) findings.clears.add('buildingStatus');
  if (isEitherOf(text, RENOVATION)) findings.clears.add('renovation');
  const either = newOrOld(text);
  if (either) findings.clears.add(either);
  const building = firstOf(text, BUILDING, hits);
  if (!findings.clears.has('buildingStatus')) findings.buildingStatus = building ?? findings.buildingStatus;
  const renovation = firstOf(text, RENOVATION, hits);
  // "any renovation is fine", "ავეჯი არ მჭირდება": a field let go of is not also set.
  if (!findings.clears.has('renovation')) findings.renovationStatus = renovation ?? findings.renovationStatus;
  const unfurnished = findPhrases(text, UNFURNISHED);
  const furnished = findPhrases(text, FURNISHED);
  hits.push(...unfurnished, ...furnished);
  if ([...furnished, ...unfurnished].some((hit) => isOrNot(text, hit))) {
    findings.clears.add('furnished');
    return hits;
  }
  const ownFurniture = FURNITURE_WORD.test(text) ? findPhrases(text, OWN_FURNITURE) : [];
  if (ownFurniture.some((phrase) => !phrase.isNegated)) {
    hits.push(...ownFurniture);
    findings.clears.delete('furnished');
    findings.isFurnished = false;
    return hits;
  }
  if (findings.clears.has('furnished')) return hits;
  if (unfurnished.length > 0 || furnished.some((phrase) => phrase.isNegated)) findings.isFurnished = false;
  else if (furnished.length > 0) findings.isFurnished = true;
  return hits;
}
