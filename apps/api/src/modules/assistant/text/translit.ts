/**
 * Georgian written in Latin letters, as people chat ("vakeshi 2 otaxiani bina 150 atasamde"). Such a
 * message is read as Georgian: recognised by endings and words English does not have.
 */
const TRANSLIT_MARKERS =
  /(?<![a-z])(?:\p{L}+(?:shi|ze|tan|idan|amde|iani|iani)|bina|binas|otax\p{L}*|otakh\p{L}*|atas\p{L}*|lar(?:i|amde|idan)|dolar(?:i|amde|idan)|minda|sadzinebel\p{L}*|sartul\p{L}*|aivan\p{L}*|kirav\p{L}*|qir\p{L}+|iyideba|vedzeb)(?![a-z])/gu;

const ENGLISH_WORDS =
  /(?<![a-z])(?:the|and|with|for|in|up|to|under|room|rooms|bedroom|bedrooms|flat|apartment|house|looking|need|want)(?![a-z])/g;

export function looksLikeGeorgianTranslit(text: string): boolean {
  if (!/[a-z]/.test(text)) return false;
  const markers = text.match(TRANSLIT_MARKERS)?.length ?? 0;
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  return markers >= 2 && markers > english;
}

/** Two-letter spellings first, so "sh" becomes შ before "s" becomes ს. */
const DIGRAPHS: readonly [string, string][] = [
  ['sh', 'შ'],
  ['ch', 'ჩ'],
  ['ts', 'ც'],
  ['dz', 'ძ'],
  ['kh', 'ხ'],
  ['gh', 'ღ'],
  ['zh', 'ჟ'],
];

const LETTERS: Readonly<Record<string, string>> = {
  a: 'ა',
  b: 'ბ',
  g: 'გ',
  d: 'დ',
  e: 'ე',
  v: 'ვ',
  z: 'ზ',
  t: 'თ',
  i: 'ი',
  k: 'კ',
  l: 'ლ',
  m: 'მ',
  n: 'ნ',
  o: 'ო',
  p: 'პ',
  r: 'რ',
  s: 'ს',
  u: 'უ',
  f: 'ფ',
  q: 'ქ',
  y: 'ყ',
  c: 'ც',
  w: 'წ',
  x: 'ხ',
  j: 'ჯ',
  h: 'ჰ',
};

/** Latin words that keep their meaning in a Georgian message (units, currencies). */
const KEEP_LATIN = new Set(['usd', 'gel', 'k', 'm', 'm2', 'sqm', 'max', 'min']);

export function transliterateToGeorgian(text: string): string {
  return text.replace(/[a-z]+/g, (word) => {
    if (KEEP_LATIN.has(word)) return word;
    let result = '';
    for (let index = 0; index < word.length;) {
      const pair = DIGRAPHS.find(([latin]) => word.startsWith(latin, index));
      if (pair) {
        result += pair[1];
        index += 2;
        continue;
      }
      const letter = word[index] ?? '';
      result += LETTERS[letter] ?? letter;
      index += 1;
    }
    return result;
  });
}
