import { editDistance } from './edit-distance';
import { memoizedByWord } from './memo';
import { isSpelledRight } from './spelling';
import { knownVocabulary, type Vocabulary } from './vocabulary';

const INFLECTED = /[\u10d0-\u10ff\u0400-\u04ff]/u;

/** One typo from five letters, two from eight: shorter words are too close to each other to guess. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** Two letters swapped count as one slip from six letters: in five, too many words are a swap apart ("there", "three"). */
const isSwapOneEdit = (length: number) => length >= 6;

interface Correction {
  /** The vocabulary word or stem it comes from: two near spellings of one stem are one answer. */
  known: string;
  text: string;
  cost: number;
  /** How many letters of the word the known word or stem accounts for. */
  matched: number;
}

/** A short stem ("нов") covers its endings ("новой"), not every longer word that starts like it. */
const coversWord = (stem: string, word: string) =>
  word.startsWith(stem) && (stem.length >= 4 || word.length - stem.length <= 3);

/** Georgian glues "up to" and "from" to a word ("სამოცდაათიდან", "ორმოცამდე"); the tokeniser cuts them off again. */
const GLUED_POSTPOSITION = /(?:მდე|დან)ც?$/u;

/** Whether a reader's vocabulary has the word (with a Georgian postposition glued to it), or a stem that covers it. */
export function isKnown(word: string, vocabulary: Vocabulary = knownVocabulary()): boolean {
  if (vocabulary.words.has(word) || vocabulary.words.has(word.replace(GLUED_POSTPOSITION, ''))) return true;
  return (vocabulary.stemsByLetter.get(word[0] ?? '') ?? []).some((stem) => coversWord(stem, word));
}

/**
 * A typo keeps a word's first letter, but for letters that sound alike there: Russian loanwords are
 * written with Э or Е at the start ("эвроремонт" for "евроремонт", "експресс" for "экспресс").
 */
const FIRST_LETTERS_ALIKE: Readonly<Record<string, readonly string[]>> = { е: ['е', 'э'], э: ['э', 'е'] };

/** The nearest vocabulary word or stem (a stem keeps the word's ending: "евроремнтом" → "евроремонтом"). */
function nearest(word: string, vocabulary: Vocabulary): string | undefined {
  const letter = word[0] ?? '';
  const letters = FIRST_LETTERS_ALIKE[letter] ?? [letter];
  const found: Correction[] = [];
  const limit = allowedTypos(word.length);
  // A Georgian or Russian word differs from a listed form by its ending more often than by a typo
  // ("თბილისში" is not "თბილისზე", "просторная" is not "просторнее"): those match stems only.
  const words = INFLECTED.test(letter)
    ? []
    : letters.flatMap((first) => vocabulary.wordsByLetter.get(first) ?? []);
  for (const known of words) {
    if (known.length < 5) continue;
    const cost = editDistance(word, known, limit, isSwapOneEdit(word.length));
    if (cost <= limit) found.push({ known, text: known, cost, matched: word.length });
  }
  for (const stem of letters.flatMap((first) => vocabulary.stemsByLetter.get(first) ?? [])) {
    const stemLimit = allowedTypos(stem.length);
    if (stemLimit === 0) continue;
    const longest = Math.min(word.length, stem.length + stemLimit);
    let best: (Correction & { isAligned: boolean }) | undefined;
    for (let length = stem.length - stemLimit; length <= longest; length += 1) {
      const cost = editDistance(word.slice(0, length), stem, stemLimit, isSwapOneEdit(word.length));
      // Where the stem ends is where the word's part ends in the stem's last letter ("sameeba" → "sameba").
      const isAligned = word[length - 1] === stem.at(-1);
      if (
        cost <= stemLimit &&
        (!best || cost < best.cost || (cost === best.cost && isAligned && !best.isAligned))
      )
        best = { known: stem, text: stem + word.slice(length), cost, isAligned, matched: length };
    }
    if (best) found.push(best);
  }
  if (found.length === 0) return undefined;
  const best = Math.min(...found.map((correction) => correction.cost));
  const nearest = found.filter((correction) => correction.cost === best);
  // Equally near, the one that accounts for more of the word: "меблированая" is "меблированн…", not "мебел…".
  const longest = Math.max(...nearest.map((correction) => correction.matched));
  const widest = nearest.filter((correction) => correction.matched === longest);
  // Still equal, the one reached without swapping letters: a doubled letter ("евроремонтт") is likelier
  // than two swapped.
  const plainCost = (correction: Correction) =>
    editDistance(word.slice(0, correction.matched), correction.known, limit + 2, false);
  const fewest = Math.min(...widest.map(plainCost));
  const answers = widest.filter((correction) => plainCost(correction) === fewest);
  // Forms of one word ("bedroom", "bedrooms" for "bedroos") are one answer: the form nearest in length.
  const shortest = answers.reduce((a, b) => (b.known.length < a.known.length ? b : a)).known;
  if (shortest.length >= 5 && answers.every((answer) => answer.known.startsWith(shortest)))
    return answers.reduce((a, b) =>
      Math.abs(b.text.length - word.length) < Math.abs(a.text.length - word.length) ? b : a,
    ).text;
  // Two different words equally near: a guess either way, so the word stays as written.
  return undefined;
}

/** An unknown word corrected, or kept; each word once. */
const corrected = memoizedByWord((word: string): string => {
  const vocabulary = knownVocabulary();
  return isKnown(word, vocabulary) || isSpelledRight(word) ? word : (nearest(word, vocabulary) ?? word);
});

/**
 * Words of five letters or more that the vocabulary does not know, replaced by the one known word or
 * stem within their typo allowance ("bathroms" → "bathrooms", "новострй" → "новострой"). A word its
 * language's dictionary accepts is no typo: it keeps its own meaning ("купим" is not "купил").
 */
export function correctTypos(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}'])\p{L}{5,}(?![\p{L}\p{N}'])/gu, corrected);
}
