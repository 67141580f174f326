import type { HeatingType } from '@sakhli/shared/enums';
import { WISH_WEIGHTS, type WishKey } from '@sakhli/shared/schemas/assistant';
import type { AmenityFlag } from '@sakhli/shared/schemas/property-payload-amenities';
import { isSaidOfHomeNow } from '../lexicon/home-now';
import { eitherOrder, findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import { alternation } from '../text/word-list';
import type { Findings } from './findings';

/**
 * The wishes that name an amenity a listing now states (decision 040). Asked for plainly or as a must
 * ("with a balcony", "лифт обязательно", "ლიფტით") they are hard filters; asked for as a nice-to-have
 * ("желательно с балконом", "preferably a lift") they stay soft wishes that rank, so a listing that does
 * not say is not lost for a wish the visitor would give up.
 */
export const AMENITY_OF_WISH: Partial<Record<WishKey, AmenityFlag>> = {
  balcony: 'hasBalcony',
  elevator: 'hasLift',
  parking: 'hasParking',
  pets: 'petsAllowed',
  airConditioning: 'hasAirConditioning',
};

const HEATING = String.raw`heating | heat | heated | отоплени\p{L}* | обогрев | обогревом | გათბობ\p{L}*`;
/** What heats a room by itself: electric heaters and radiators ("electric radiators", "электрическими обогревателями"). */
const HEATERS = String.raw`heaters? | radiators? | обогревател\p{L}* | радиатор\p{L}* | გამათბობ\p{L}* | რადიატორ\p{L}*`;
const BOILER = String.raw`boiler | кот[её]л\p{L}* | котл\p{L}* | ქვაბ\p{L}*`;

/** What makes heating or a boiler the flat's own: "individual", "своего котла", "საკუთარი ქვაბი". */
const OWN = String.raw`individual | autonomous | own | private | gas | индивидуальн\p{L}* | автономн\p{L}* | газов\p{L}* |
  сво\p{L}* | собственн\p{L}* | ინდივიდუალურ\p{L}* | ავტონომიურ\p{L}* | საკუთარ\p{L}* | გაზის`;

/**
 * A heating type named in words, the type before or after the heating ("электрическое отопление",
 * "отопление электрическое"); a boiler that heats a flat is its own gas heating ("газовый котёл", "combi
 * boiler", "ორკონტურიანი ქვაბი"). Plain "heating" / "отопление" / "გათბობა" stays the soft wish.
 */
const HEATING_WORDS: Record<Exclude<HeatingType, 'None'>, string> = {
  Central: eitherOrder(
    String.raw`central | centrally | centrali[sz]ed | центральн\p{L}* | централизованн\p{L}* | ცენტრალურ\p{L}* | ცენტრალიზებულ\p{L}*`,
    HEATING,
  ),
  IndividualGasBoiler: `${eitherOrder(OWN, HEATING)} | ${eitherOrder(
    String.raw`${OWN} | combi | double[- ]circuit | двухконтурн\p{L}* | ორკონტურიან\p{L}*`,
    BOILER,
  )} | (?:${alternation(HEATING)}) (?:from|on|with|от|на) (?:(?:an?|the|${alternation(OWN)}) )?(?:${alternation(BOILER)}) |
    (?:с|на) (?:(?:${alternation(OWN)}) )?(?:котлом|котле) | (?:(?:${alternation(OWN)}) )?ქვაბ(?:ზე|ით|იან\\p{L}*)`,
  Electric: String.raw`${eitherOrder(String.raw`electric | electrically | электрическ\p{L}* | ელექტრ\p{L}* | დენით | დენზე`, `${HEATING} | ${HEATERS}`)} |
    электроотоплени\p{L}* | электрообогревател\p{L}* | электрорадиатор\p{L}* | ელექტრო ?გათბობ\p{L}* |
    (?:${alternation(HEATING)}) (?:by|on|from|with|на|от) electricity | (?:${alternation(HEATING)}) (?:на|от) электричеств\p{L}* |
    ${eitherOrder(String.raw`электричеств\p{L}* | от электричества`, String.raw`отаплива\p{L}* | обогрева\p{L}*`)} | დენით თბ\p{L}*`,
};
const HEATING_PATTERNS = (Object.entries(HEATING_WORDS) as [HeatingType, string][]).map(
  ([type, words]) => [type, phrasePattern(words)] as const,
);

/** A heating type the message asks for ("с центральным отоплением"); it replaces the plain heating wish. */
function readHeating(text: string, findings: Findings): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const [type, pattern] of HEATING_PATTERNS) {
    for (const hit of findPhrases(text, pattern)) {
      hits.push(hit);
      // "the last place had electric radiators": what the home one has or had is no request.
      if (isSaidOfHomeNow(text, hit.index)) continue;
      if (hit.isNegated) {
        if (findings.amenities.heating === undefined) findings.amenities.heating = null;
      } else findings.amenities.heating = type;
    }
  }
  // "heating type doesn't matter": the heating let go of, its plain wish with it.
  if (findings.clears.has('heating')) {
    findings.wishes = findings.wishes.filter((wish) => wish.key !== 'heating');
    findings.removedWishes.add('heating');
  }
  if (findings.amenities.heating !== undefined) {
    findings.wishes = findings.wishes.filter((wish) => wish.key !== 'heating');
    findings.removedWishes.delete('heating');
  }
  return hits;
}

/**
 * Turns the amenity wishes read from the message into filters: a plain or firm one sets its flag (and
 * takes the wish's place), a negated one ("парковка не нужна") lets the flag go, a nice-to-have stays a
 * wish and lets the flag go too (it is no longer a must). Runs after the wishes are read.
 */
export function readAmenities(text: string, findings: Findings): PhraseHit[] {
  for (const key of findings.removedWishes) {
    const flag = AMENITY_OF_WISH[key];
    if (flag) findings.amenities[flag] = null;
  }
  findings.wishes = findings.wishes.filter((wish) => {
    const flag = AMENITY_OF_WISH[wish.key];
    if (!flag) return true;
    // "a balcony would be nice, it's no must": a filter set before becomes the wish.
    if (wish.weight < WISH_WEIGHTS.normal) {
      findings.amenities[flag] = null;
      return true;
    }
    findings.amenities[flag] = true;
    // A wish the conversation had for it is settled by the filter.
    findings.removedWishes.add(wish.key);
    return false;
  });
  return readHeating(text, findings);
}
