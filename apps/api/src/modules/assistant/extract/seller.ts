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
const AGENT_EN = String.raw`agents?|agenc(?:y|ies)|realtors?|brokers?|middlem[ae]n`;
const AGENT_RU = String.raw`агент|риелтор|риэлтор|посредник|маклер`;
const AGENT_KA = String.raw`სააგენტო|აგენტ|შუამავ|რიელტორ|მაკლერ`;

const SELLERS: readonly [AccountType, RegExp][] = [
  [
    'Owner',
    phrasePattern(String.raw`(?:from|by) (?:the |an? )?(?:${OWNER_EN})\p{L}* | (?:${OWNER_EN}) only | only (?:from )?(?:${OWNER_EN}) |
      (?:direct(?:ly)?|straight) (?:from|with) (?:the )?(?:${OWNER_EN}) | ${OWNER_IN_PERSON} | private (?:owner|seller|landlord)s? | no (?:agents?|agency|agencies) |
      no (?:realtors?|brokers?|middlem[ae]n|commission) | without (?:an? )?(?:agents?|agency|agencies|realtors?|brokers?|middlem[ae]n|commission) |
      not (?:from )?(?:an? )?(?:agent|agency) | от собственник\p{L}* | от хозя\p{L}* | от владельц\p{L}* |
      только собственник\p{L}* | без посредник\p{L}* | без агент\p{L}* | без риелтор\p{L}* | без риэлтор\p{L}* |
      без комисси\p{L}* | не (?:от )?агент\p{L}* | მესაკუთრ\p{L}* | (?:მე)?პატრონისგან | მფლობელისგან | (?:მხოლოდ|მარტო) (?:(?:მე)?პატრონ|მფლობელ)\p{L}* | შუამავლ\p{L}* გარეშე |
      უშუამავლოდ | აგენტ\p{L}* გარეშე | სააგენტოს გარეშე | საკომისიოს გარეშე | არა სააგენტო\p{L}* |
      (?:${AGENT_EN}),? (?:please,? )?(?:do not|don'?t|need not) (?:call|bother|contact|message|text|write|apply|offer) |
      no (?:calls?|messages?|texts?|offers?) (?:from )?(?:agents?|agenc(?:y|ies)|realtors?|brokers?) |
      (?:просьба |прошу )?(?:${AGENT_RU})\p{L}*,? (?:просьба |прошу )?не (?:беспоко\p{L}*|звон\p{L}*|пис\p{L}*|тревож\p{L}*|обращ\p{L}*|предлаг\p{L}*) |
      (?:${AGENT_KA})\p{L}* (?:ნუ|არ) (?:და(?:მი)?რეკ\p{L}*|შემაწუხ\p{L}*|მომწერ\p{L}*|შემო(?:მ|გვ)?თავაზ\p{L}*)`),
  ],
  [
    'Developer',
    phrasePattern(String.raw`(?:from|by) (?:a |the )?(?:${BUILDER_EN}) | developers? only |
      от застройщик\p{L}* | застройщик\p{L}* | от строител\p{L}* | (?:от )?строительн\p{L}* (?:компани|фирм)\p{L}* |
      დეველოპერ\p{L}* | სამშენებლო (?:კომპანი|ფირმ)\p{L}* | მშენებლ(?:ებ)?ისგან`),
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
const AGENTS = phrasePattern(String.raw`${AGENT_EN} | (?:${AGENT_RU})\p{L}* | (?:${AGENT_KA})\p{L}*`);

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
  if (accepted && (!best || accepted.index <= best.hit.index)) findings.clears.add('seller');
  else if (best) findings.sellerType = best.value;
  return hits;
}
