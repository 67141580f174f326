import type { ListingType } from '@sakhli/shared/enums';
import type { AssistantScope } from '../assistant.types';
import { INSTEAD_OF_AFTER, INSTEAD_OF_BEFORE } from '../lexicon/negation';
import { findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import { knownWords } from '../text/vocabulary';
import type { Findings } from './findings';

const DAILY =
  phrasePattern(String.raw`daily | per night | a night | nightly | by the day | short[ -]term | per day |
  for the weekend | vacation rental | holiday rental | посуточн\p{L}* | сутк\p{L}* | за ночь | на ночь | в сутки |
  на выходные | краткосрочн\p{L}* | დღიურ\p{L}* | ღამით | ღამე | დღე-ღამე\p{L}* | მოკლევადიან\p{L}*`);
const LONG_TERM = phrasePattern(String.raw`long[ -]term | длительн\p{L}* срок\p{L}* | долгосрочн\p{L}* |
  გრძელვადიან\p{L}*`);
const RENT =
  phrasePattern(String.raw`rent | rentals? | renting | rented | for rent | lease | leasing | tenant |
  аренд\p{L}* | снять | сниму | снимать | сдается | сдаются | сдают | съем\p{L}* | внаем | в наем |
  ქირ\p{L}* | ვიქირავებ\p{L}* | ქირავ\p{L}* | ქირაობ\p{L}*`);
const SALE =
  phrasePattern(String.raw`buy | buying | purchase | for sale | купить | куплю | купим | покупаю | покупаем | покупк\p{L}* | продаж\p{L}* |
  продается | приобрести | в собственность | ყიდვ\p{L}* | ვიყიდო | ვყიდულობ\p{L}* | შევიძინო | შეძენ\p{L}* |
  საყიდლად | იყიდება | გასაყიდ\p{L}*`);

const HOUSE =
  phrasePattern(String.raw`houses? | cottage | villa | townhouse | частн\p{L}* дом\p{L}* | коттедж\p{L}* |
  особняк\p{L}* | дач[аиуе] | таунхаус\p{L}* |
  (?:купить|снять|ищу|ищем|нужен|нужны|хочу|хотим|куплю|сниму|продажа|покаж\p{L}*|показ\p{L}*|посмотр\p{L}*)
  (?:лучше |мне |нам |тогда |только )?дом\p{L}* |
  дом с (?:участком|садом|двором) | а дома (?:у вас )?(?:есть|бывают|продаются|сда[её]те|сдаются) |
  дом(?:а|ик)? (?:у вас )?есть(?= ?\?) |
  (?:есть|имеются|бывают) (?:ли )?(?:у вас )?(?:и )?дома | (?:что|как) (?:насч[её]т|на сч[её]т|по) дом\p{L}* |
  სახლ\p{L}* | აგარაკ\p{L}* | კოტეჯ\p{L}*`);
const APARTMENT = phrasePattern(String.raw`apartments? | flats? | studio | condo | penthouse | квартир\p{L}* |
  студи\p{L}* | апартамент\p{L}* | ბინ\p{L}* | სტუდიო`);

/**
 * Buying something else: "I can buy some", "we'll buy our own", "куплю ее сам" (ё read as е), "технику куплю", "ავეჯის ყიდვა"
 * (the furniture or appliances a rental lacks) is no request to buy a home.
 */
const GOODS = String.raw`appliances|furniture|furnishings|мебел\p{L}*|техник\p{L}*|ავეჯ\p{L}*|ტექნიკ\p{L}*`;
/** A home named after "some" or "our own" makes it a home after all ("buy our own apartment", "buy some flat"). */
const HOME_NEXT = String.raw`(?! (?:apartment|flat|house|home|place|studio|condo|квартир|дом|жиль|ბინ|სახლ))`;
const OTHER_GOODS_AFTER = new RegExp(
  String.raw`^ (?:(?:some|our own|my own)${HOME_NEXT}|(?:it|them|ее|его|их) (?:myself|ourselves|сам\p{L}*)|${GOODS})(?![\p{L}])`,
  'u',
);
const OTHER_GOODS_BEFORE = new RegExp(String.raw`(?:^|[\s,])(?:${GOODS}) $`, 'u');
const isOtherGoods = (text: string, hit: PhraseHit) =>
  OTHER_GOODS_AFTER.test(text.slice(hit.index + hit.length, hit.index + hit.length + 32)) ||
  OTHER_GOODS_BEFORE.test(text.slice(Math.max(0, hit.index - 24), hit.index));

/**
 * Letting a home out ("to rent it out later", "сдавать в аренду", "сдавать посуточно", "ქირით გავცემ", "დღიურად
 * გაქირავება": an investor's plan on the sale page) is the owner's side of renting: no request to rent one.
 */
const LET_OUT_AFTER =
  /^ (?:(?:it|them|the (?:flat|place|apartment|house)) )?out(?![\p{L}])| (?:გასაცემ|გაცემ|გავცემ|გავაცემ|გა\p{L}{0,2}ქირავ)\p{L}*/u;
const LET_OUT_BEFORE =
  /(?:^|\s)(?:сдавать|сдать|сдачи|сдачу|сдам|сдаю|сдадим)(?: (?:е[её]|его|их))?(?: в)? $/u;
const isLettingOut = (text: string, hit: PhraseHit) =>
  LET_OUT_AFTER.test(text.slice(hit.index + hit.length, hit.index + hit.length + 24)) ||
  LET_OUT_BEFORE.test(text.slice(Math.max(0, hit.index - 20), hit.index));

/** "instead of a flat", "вместо квартиры", "ბინის ნაცვლად": the kind of home to be replaced is not the one asked for. */
const REPLACED_BEFORE = knownWords(new RegExp(`(?:^|\\s)(?:${INSTEAD_OF_BEFORE})(?: an?| the)? $`, 'u'));
const REPLACED_AFTER = knownWords(new RegExp(`^ (?:${INSTEAD_OF_AFTER})(?![\\p{L}])`, 'u'));
const isReplaced = (text: string, hit: PhraseHit) =>
  REPLACED_BEFORE.test(text.slice(Math.max(0, hit.index - 20), hit.index)) ||
  REPLACED_AFTER.test(text.slice(hit.index + hit.length, hit.index + hit.length + 16));

type Says = (pattern: RegExp) => boolean;

function askedListingType(
  says: Says,
  scope: AssistantScope,
  stayDays: number | undefined,
): ListingType | undefined {
  const isLongTerm = says(LONG_TERM);
  if (says(DAILY) && !isLongTerm) return 'DailyRent';
  // On the daily page "rent" is how people ask for a daily rental too.
  if (says(RENT) && (scope.listingType !== 'DailyRent' || isLongTerm)) return 'Rent';
  if (says(SALE)) return 'Sale';
  if (stayDays === undefined) return undefined;
  // A stay without the word: days on the sale or rent page mean a daily rental, months a rental.
  if (scope.listingType !== 'DailyRent') return stayDays < 30 ? 'DailyRent' : 'Rent';
  return stayDays >= 60 ? 'Rent' : undefined;
}

/** Which listing and property type the message asks for, when it says; returns the words it read. */
export function readScopeRequest(text: string, findings: Findings, scope: AssistantScope): PhraseHit[] {
  const hits = new Map(
    [DAILY, LONG_TERM, RENT, SALE, HOUSE, APARTMENT].map((pattern) => [pattern, findPhrases(text, pattern)]),
  );
  hits.set(
    SALE,
    (hits.get(SALE) ?? []).filter((hit) => !isOtherGoods(text, hit)),
  );
  for (const pattern of [RENT, DAILY])
    hits.set(
      pattern,
      (hits.get(pattern) ?? []).filter((hit) => !isLettingOut(text, hit)),
    );
  for (const kind of [HOUSE, APARTMENT])
    hits.set(
      kind,
      (hits.get(kind) ?? []).filter((hit) => !isReplaced(text, hit)),
    );
  const says: Says = (pattern) => (hits.get(pattern) ?? []).some((hit) => !hit.isNegated);
  findings.askedListingType = askedListingType(says, scope, findings.stayDays);
  const isHouse = says(HOUSE);
  const isApartment = says(APARTMENT);
  if (isHouse && !isApartment) findings.askedPropertyType = 'House';
  else if (isApartment && !isHouse) findings.askedPropertyType ??= 'Apartment';
  return [...hits.values()].flat();
}
