/**
 * The words that deny what stands next to them, in the three languages: "not", "не", "არა", "არ" (and "ვერ", cannot,
 * where a bound is denied). Every reader that looks for a negation builds on this one list and adds only the words of
 * its own kind (the prepositions of exclusion, the verbs of refusal).
 */
export const NEGATION = String.raw`not|no|never|nor|не|нет|ни|არა|არ|არც|ნუ`;

/**
 * A Russian verb denied ("не предлагать", "не показывайте", "не хочу", "не интересует"): by its endings, so a bound
 * word ("не дороже", "не выше") is none. "не помешает", "не повредит" (would not hurt) ask for the thing.
 */
export const RU_NEGATED_VERB = String.raw`не (?!помеша|повред)\p{L}+(?:ть|ти|те|у|ю|ет|ит|ют|ят|ат|ем)`;
