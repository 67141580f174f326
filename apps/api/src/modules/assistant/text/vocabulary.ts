/**
 * Every word the readers know, collected from their own patterns as those are built: a new phrase
 * added to any reader joins the vocabulary the typo correction matches against, with no second list.
 */
const sources: string[] = [];

/** Registers a pattern's words (a `\p{L}*` after a word makes it a stem) and returns the pattern. */
export function knownWords<T extends RegExp | string>(pattern: T): T {
  sources.push(typeof pattern === 'string' ? pattern : pattern.source);
  return pattern;
}

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** By first letter: a typo keeps its first letter, as the district matcher assumes too. */
  wordsByLetter: ReadonlyMap<string, readonly string[]>;
  stemsByLetter: ReadonlyMap<string, readonly string[]>;
}

/** A word, then what makes it a stem: `*`, or a group or class right after it ("пят(?:ый|ом)"); `?` a form. */
const WORD = /(\p{L}+(?:'\p{L}+)?)(\*|\?)?(?=([[(])?)/gu;

function add(map: Map<string, string[]>, word: string): void {
  const letter = word[0] ?? '';
  const list = map.get(letter) ?? [];
  if (!list.includes(word)) list.push(word);
  map.set(letter, list);
}

function build(): Vocabulary {
  const words = new Set<string>();
  const wordsByLetter = new Map<string, string[]>();
  const stemsByLetter = new Map<string, string[]>();
  for (const source of sources) {
    const plain = source.replace(/\\p\{L\}\*/gu, '*').replace(/\\u[0-9a-fA-F]{4}|\\[pP]\{[^}]*\}|\\./gu, ' ');
    for (const [, word = '', sign, group] of plain.matchAll(WORD)) {
      const mark = sign ?? (group ? '*' : undefined);
      if (mark === undefined) {
        words.add(word);
        add(wordsByLetter, word);
      } else if (mark === '?') {
        for (const form of [word, word.slice(0, -1)]) {
          words.add(form);
          add(wordsByLetter, form);
        }
      } else add(stemsByLetter, word);
    }
  }
  return { words, wordsByLetter, stemsByLetter };
}

let vocabulary: Vocabulary | undefined;
let builtFrom = 0;

/** The vocabulary of every pattern registered so far (built again only when more were registered). */
export function knownVocabulary(): Vocabulary {
  if (!vocabulary || builtFrom !== sources.length) {
    vocabulary = build();
    builtFrom = sources.length;
  }
  return vocabulary;
}
