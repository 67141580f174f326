/**
 * The standard Georgian keyboard layout (the QWERTY-based one Georgian computers ship with): the letter each
 * Latin key gives. Shift gives seven other letters; every other capital gives its lowercase key's letter, as
 * the layout does, so a Caps Lock left on still types Georgian.
 */
const LOWERCASE_KEYS: Record<string, string> = {
  a: 'ა',
  b: 'ბ',
  c: 'ც',
  d: 'დ',
  e: 'ე',
  f: 'ფ',
  g: 'გ',
  h: 'ჰ',
  i: 'ი',
  j: 'ჯ',
  k: 'კ',
  l: 'ლ',
  m: 'მ',
  n: 'ნ',
  o: 'ო',
  p: 'პ',
  q: 'ქ',
  r: 'რ',
  s: 'ს',
  t: 'ტ',
  u: 'უ',
  v: 'ვ',
  w: 'წ',
  x: 'ხ',
  y: 'ყ',
  z: 'ზ',
};

const SHIFTED_KEYS: Record<string, string> = {
  C: 'ჩ',
  J: 'ჟ',
  R: 'ღ',
  S: 'შ',
  T: 'თ',
  W: 'ჭ',
  Z: 'ძ',
};

/** The Georgian letter the key of a basic Latin letter types; any other character is returned as it is. */
export function georgianLetterOf(character: string): string {
  return SHIFTED_KEYS[character] ?? LOWERCASE_KEYS[character.toLowerCase()] ?? character;
}
