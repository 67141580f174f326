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
 * A Russian verb denied ("не предлагать", "не показывайте", "не хочу", "не интересует"): by its endings, so a bound
 * word ("не дороже", "не выше") is none. "не помешает", "не повредит" (would not hurt) ask for the thing.
 */
export const RU_NEGATED_VERB = String.raw`не (?!помеша|повред)\p{L}+(?:ть|ти|те|у|ю|ет|ит|ют|ят|ат|ем)`;
