/**
 * The words that deny what stands next to them, in the three languages: "not", "не", "არა", "არ" (and "ვერ", cannot,
 * where a bound is denied). Every reader that looks for a negation builds on this one list and adds only the words of
 * its own kind (the prepositions of exclusion, the verbs of refusal).
 */
export const NEGATION = String.raw`not|no|never|nor|не|нет|ни|არა|არ|არც|ნუ`;

/**
 * What stands instead of the thing named: before it ("instead of Vake", "вместо квартиры"), in Georgian after it ("ვაკის
 * ნაცვლად", "ბინის მაგივრად"). The thing is not the one asked for.
 */
export const INSTEAD_OF_BEFORE = String.raw`instead of|rather than|вместо`;
export const INSTEAD_OF_AFTER = String.raw`ნაცვლად|მაგივრად`;

/**
 * A Russian verb denied ("не предлагать", "не показывайте", "не хочу", "не хотим", "не интересует"): by its endings, so a bound
 * word ("не дороже", "не выше") is none. "не помешает", "не повредит" (would not hurt) ask for the thing.
 */
export const RU_NEGATED_VERB = String.raw`не (?!помеша|повред)\p{L}+(?:ть|ти|те|у|ю|ет|ит|ют|ят|ат|ем|им)`;

/** The English words that deny the verb after them: "don't show", "do not want", "never offer". */
export const EN_DENIED = String.raw`don't|dont|do not|never`;

/** The verbs a thing is refused with in English: "don't want", "do not show me", "never offer". */
const EN_REFUSING = String.raw`want|need|like|show|offer|suggest|consider|send`;

/**
 * A verb said with its negation, which refuses what follows: English by the verbs people deny a thing with ("don't
 * show me", "do not want"); Russian by the verb's ending (`RU_NEGATED_VERB`); Georgian by "არ"/"ნუ" before a word ("არ
 * მინდა", "ნუ შემომთავაზებთ").
 */
export const REFUSAL = String.raw`(?:${EN_DENIED}) (?:${EN_REFUSING})(?: me| us)?|${RU_NEGATED_VERB}|(?:არ|ნუ) \p{L}+`;

/** Russian need denied, whose words end as no verb does: "не надо", "не нужно", "не нужна". */
export const RU_NOT_NEEDED = String.raw`не (?:надо|нужн\p{L}*)`;
