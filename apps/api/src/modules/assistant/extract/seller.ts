import type { AccountType } from '@sakhli/shared/enums';
import { findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import type { Findings } from './findings';

/**
 * Who sells (issue 16). "Owners only" is what people ask most: in Georgia an agent takes about half a month's
 * rent, so "no agents", "без посредников", "შუამავლის გარეშე" all mean the filter's `Owner`. A phrase that
 * already holds its negation ("не агентство", "no agents") is one phrase, not a negated one.
 */
// Who builds, in English: the developer, a builder, a construction company or firm.
const BUILDER_EN = String.raw`developers?|builders?|(?:construction|building) (?:company|companies|firms?)`;
// In Russian: the developer ("застройщик", "девелопер") named alone, a builder said with "от", a construction company
// or firm ("строительная компания", "стройкомпания"); in Georgian the developer, a builder's company or firm.
const BUILDER_RU = String.raw`(?:(?:от|у) )?(?:застройщик\p{L}*|девелопер\p{L}*) | от строител\p{L}* | (?:от )?(?:строительн\p{L}* |строй)(?:компани|фирм)\p{L}*`;
const BUILDER_KA = String.raw`დეველოპერ\p{L}* | (?:სამშენებლო|მშენებელ\p{L}*) (?:კომპანი|ფირმ)\p{L}* | მშენებლ(?:ებ)?ისგან`;
/** A sale or a letting said of the one who makes it: "owner-sold", "owner sales", "developer-built", "builder-direct". */
const DEALT = String.raw`[- ]?(?:sold|sales?|selling|listed|listings?|rented|rentals?|let|built|direct)`;

// What an agency's offer is called when it names the seller ("agency listings").
const LISTING_EN = String.raw`listings?|ads?|offers?|options?|flats?|apartments?|houses?|homes?`;

// Who owns, in English; in Georgian "პატრონი" alone is any owner (a dog's), so it counts said as the seller.
const OWNER_EN = String.raw`owners?|landlords?|landlad(?:y|ies)|proprietors?`;
const OWNER_RU = String.raw`собственник|хозя|владел`;
/** The owner dealing in person: "owner selling directly", "сдаёт сама хозяйка", "თვითონ პატრონი". */
const OWNER_IN_PERSON = String.raw`(?:${OWNER_EN})(?: (?:is )?(?:selling|renting|sells|rents|lets)(?: it| the (?:flat|house|place))?(?: out)?)? direct(?:ly)? |
  (?:${OWNER_RU})\p{L}* напрямую | напрямую (?:с|от|у) (?:${OWNER_RU})\p{L}* | (?:прода|сда)\p{L}* (?:сам\p{L}* )?(?:${OWNER_RU})\p{L}* |
  сам\p{L}* (?:${OWNER_RU})\p{L}* | (?:პირდაპირ|თვითონ|თავად) (?:მე)?პატრონ\p{L}* | (?:მე)?პატრონ\p{L}* (?:პირდაპირ|თვითონ|თავად)`;
// Those who sell for others, by their stems; "маклер", "მაკლერი" (a broker) in the slang of both.
const AGENT_EN = String.raw`agents?|agenc(?:y|ies)|realtors?|brokers?|middlem[ae]n|intermediar(?:y|ies)`;
const AGENT_RU = String.raw`агент\p{L}*|риелтор\p{L}*|риэлтор\p{L}*|посредник\p{L}*|маклер\p{L}*|брокер\p{L}*`;
const AGENT_KA = String.raw`სააგენტო\p{L}*|აგენტ\p{L}*|შუამავ\p{L}*|რიელტორ\p{L}*|მაკლერ\p{L}*|ბროკერ\p{L}*`;
/**
 * Not dealing with those who sell for others: "don't want to deal with agents", "с риелторами связываться не хочу", "не
 * хочу иметь дело с посредниками", "შუამავლებთან საქმე არ მაქვს" (no business with go-betweens).
 */
const DEAL_EN = String.raw`(?:deal|dealing|work|working|talk|talking|do business)`;
const DEAL_RU = String.raw`(?:иметь (?:дело|дела)|дела? иметь|связыват\p{L}*|связат\p{L}*|работат\p{L}*)`;
const NOT_DEALING = String.raw`(?:(?:don'?t|do not|won'?t|will not) (?:want to |wanna )?|not |never )${DEAL_EN} with (?:an? |the |any )?(?:${AGENT_EN}) |
  (?:с|со) (?:${AGENT_RU}) (?:дела? )?(?:не (?:име\p{L}*|хоч\p{L}*|буд\p{L}*)|не ${DEAL_RU}|${DEAL_RU} не (?:хоч\p{L}*|буд\p{L}*)) |
  не (?:хоч\p{L}*|буд\p{L}*) ${DEAL_RU} (?:с|со) (?:${AGENT_RU}) | (?:${AGENT_KA}) საქმე\p{L}* (?:არ|ნუ|აღარ) \p{L}+`;
/** The polite words between those addressed and the verb asking them not to: "брокерам, пожалуйста, не звонить". */
const PLEASE = String.raw`(?:(?:please|kindly|просьба|прошу|пожалуйста|გთხოვთ|თუ შეიძლება),? )?`;

const SELLERS: readonly [AccountType, RegExp][] = [
  [
    'Owner',
    phrasePattern(String.raw`(?:from|by) (?:the |an? )?(?:${OWNER_EN})\p{L}* | (?:${OWNER_EN}) only | only (?:from )?(?:${OWNER_EN}) |
      (?:direct(?:ly)?|straight) (?:from|with) (?:the )?(?:${OWNER_EN}) | ${OWNER_IN_PERSON} | private (?:owner|seller|landlord)s? |
      (?:owner|landlord)${DEALT} | no (?:${AGENT_EN}|commission) | without (?:an? )?(?:${AGENT_EN}|commission) | (?:${AGENT_EN})[- ]free |
      not (?:from )?(?:an? )?(?:agent|agency) | (?<!(?:я|мы|являюсь|являемся) )собственник\p{L}* | от хозя\p{L}* | от владельц\p{L}* |
      без (?:${AGENT_RU}|комисси\p{L}*) | не (?:от )?агент\p{L}* | მესაკუთრ\p{L}* | (?:მე)?პატრონისგან | მფლობელისგან | (?:მხოლოდ|მარტო) (?:(?:მე)?პატრონ|მფლობელ)\p{L}* |
      (?:${AGENT_KA}|საკომისიო\p{L}*) გარეშე | უ(?:შუამავლ|ბროკერ|მაკლერ|რიელტორ|აგენტ)ოდ | არა სააგენტო\p{L}* |
      (?:${AGENT_EN}),? ${PLEASE}(?:do not|don'?t|need not) (?:call|bother|contact|message|text|write|apply|offer) |
      no (?:calls?|messages?|texts?|offers?) (?:from )?(?:${AGENT_EN}) | ${NOT_DEALING} |
      ${PLEASE}(?:${AGENT_RU}),? ${PLEASE}не (?:беспоко\p{L}*|звон\p{L}*|пис\p{L}*|тревож\p{L}*|обращ\p{L}*|предлаг\p{L}*) |
      (?:${AGENT_KA}),? ${PLEASE}(?:ნუ|არ) (?:და(?:მი)?რეკ\p{L}*|შემაწუხ\p{L}*|მომწერ\p{L}*|შემო(?:მ|გვ)?თავაზ\p{L}*)`),
  ],
  [
    'Developer',
    phrasePattern(String.raw`(?:from|by) (?:a |the )?(?:${BUILDER_EN}) | developers? only | (?:developer|builder)${DEALT} |
      ${BUILDER_RU} | ${BUILDER_KA}`),
  ],
  [
    'Agency',
    phrasePattern(String.raw`(?:from|via|through) (?:an? |the )?(?:agency|agencies|agents?|realtors?) |
      agenc(?:y|ies) only | agenc(?:y|ies)(?:'s?)? (?:${LISTING_EN}) | агентск\p{L}* | от агентств\p{L}* | через агентств\p{L}* | через агент\p{L}* | через риелтор\p{L}* |
      სააგენტოდან(?:აც)? | სააგენტოს მეშვეობით(?:აც)? | სააგენტო(?:ს|ების) (?:განცხადებ|შემოთავაზებ|ბინ|სახლ)\p{L}* | აგენტისგან(?:აც)? | აგენტის მეშვეობით(?:აც)?`),
  ],
];

/**
 * Those who sell for others, named alone: negated ("агентства не интересуют", "აგენტები არ მინდა", "not interested
 * in realtors") they ask for owners, with the negation every phrase reader uses.
 */
const AGENTS = phrasePattern(String.raw`${AGENT_EN} | ${AGENT_RU} | ${AGENT_KA}`);

/**
 * The seller type named first and not negated; returns the phrases it read. Agents named in a message that widens
 * ("realtors are fine too", "пусть и агентства предлагают", "შუამავლებიც მისაღებია") are accepted beside the others:
 * the seller type is let go of, and none is set where none was.
 */
export function readSeller(text: string, findings: Findings): PhraseHit[] {
  const hits: PhraseHit[] = [];
  let best: { value: AccountType; hit: PhraseHit } | undefined;
  const agents = findPhrases(text, AGENTS);
  const refused = agents.filter((phrase) => phrase.isNegated);
  for (const [value, pattern] of SELLERS) {
    const found = findPhrases(text, pattern);
    hits.push(...found);
    const hit = [...found.filter((phrase) => !phrase.isNegated), ...(value === 'Owner' ? refused : [])].sort(
      (a, b) => a.index - b.index,
    )[0];
    if (hit && (!best || hit.index < best.hit.index)) best = { value, hit };
  }
  const accepted = findings.isWidening ? agents.find((phrase) => !phrase.isNegated) : undefined;
  // A seller denied or "not necessarily" asked for ("необязательно от застройщика", "the owner isn't a must") lets it go.
  const isLetGo = !best && hits.some((phrase) => phrase.isNegated);
  if ((accepted && (!best || accepted.index <= best.hit.index)) || isLetGo) findings.clears.add('seller');
  else if (best) findings.sellerType = best.value;
  return hits;
}
