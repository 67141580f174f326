/**
 * The words that deny what stands next to them, in the three languages: "not", "не", "არა", "არ" (and "ვერ", cannot,
 * where a bound is denied). Every reader that looks for a negation builds on this one list and adds only the words of
 * its own kind (the prepositions of exclusion, the verbs of refusal).
 */
export const NEGATION = String.raw`not|no|never|nor|не|нет|ни|არა|არ|არც|ნუ`;
