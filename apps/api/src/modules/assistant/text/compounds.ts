import { numberToken, wordToken, type Token } from './token';

/**
 * Words that carry a number inside: "ოროთახიანი" (two-room), "двухкомнатная", "двушка",
 * "ორსართულიანი" (two-storey), "двухэтажный", "ორსაძინებლიანი". Each becomes the number and the
 * unit word, so the rooms, bedrooms and storeys readers see "2 ოთახიანი".
 */
const COUNT_PREFIXES: readonly [RegExp, number][] = [
  [/^(?:ერთ|одно)/u, 1],
  [/^(?:ორ|двух|дву)/u, 2],
  [/^(?:სამ|трех)/u, 3],
  [/^(?:ოთხ|четырех)/u, 4],
  [/^(?:ხუთ|пяти)/u, 5],
  [/^(?:ექვს|шести)/u, 6],
];

const UNIT_WORDS = /^(?:ო?[თტ]ახ|საძინებლ|სართულ|комнатн|комн|этажн|спальн)/u;

/**
 * Speech drops the vowel where the count meets "ოთახ": "ორთახიანი", "სამთახიანი" are "ოროთახიანი"…; "ოტახ" is the
 * small key typed for the shifted one on the Latin layout ("ოთხოტახიანი").
 */
const restoreVowel = (rest: string) => (rest.startsWith('თახ') ? `ო${rest}` : rest);

/** Colloquial Russian room counts: однушка, двушка, трешка, четырешка (any case). */
const ROOM_NICKNAMES: readonly [RegExp, number][] = [
  [/^однушк/u, 1],
  [/^двушк/u, 2],
  [/^трешк/u, 3],
  [/^четырешк/u, 4],
];

/** Every prefix above at once: most words start with none, and one test tells. */
const ANY_PREFIX = new RegExp(
  [...ROOM_NICKNAMES, ...COUNT_PREFIXES].map(([pattern]) => pattern.source).join('|'),
  'u',
);

function splitCompound(token: Token): Token[] | undefined {
  if (!ANY_PREFIX.test(token.text)) return undefined;
  for (const [pattern, count] of ROOM_NICKNAMES) {
    if (pattern.test(token.text)) {
      return [
        numberToken(token.text, count, token.start, token.end),
        wordToken('комнатная', token.end, token.end),
      ];
    }
  }
  for (const [pattern, count] of COUNT_PREFIXES) {
    const prefix = pattern.exec(token.text)?.[0];
    if (!prefix) continue;
    const rest = token.text.slice(prefix.length);
    if (!UNIT_WORDS.test(rest)) continue;
    const middle = token.start + prefix.length;
    return [
      numberToken(prefix, count, token.start, middle),
      wordToken(restoreVowel(rest), middle, token.end),
    ];
  }
  return undefined;
}

export function joinCompounds(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => (token.value === undefined ? (splitCompound(token) ?? [token]) : [token]));
}
