import { georgianLetterOf } from '@sakhli/shared/rules/georgian-keyboard';
import { isKnown } from './typo-correction';

/*
 * Georgian typed with the standard layout switched off: "ვაკეში" comes out as "vakeSi" and "სამოთახიანი"
 * as "samoTaxiani". The shifted keys (T, S, R, C, Z, W, J) are letters of their own, so the case of a
 * Latin word carries meaning. The layout itself is the one the chat's input uses (packages/shared).
 */
/** Keys whose shifted form is another Georgian letter (on the others shift only changes the case). */
const SHIFTED_LETTERS = /[TJRSCZW]/;

/**
 * A word reads as the layout when a shifted letter stands inside a word otherwise in small letters
 * ("vakeSi", "saZinebliani"): English and Russian in Latin letters never put a capital there, while a
 * capital first letter is just a sentence or a name. Words with any other capital inside ("iPhone") or
 * none in small letters ("3BR", "AC", "PS") are left alone.
 */
export function isLayoutWord(word: string): boolean {
  const inner = word.slice(1);
  return (
    /^[a-zA-Z]+$/.test(word) &&
    /[a-z]/.test(word) &&
    SHIFTED_LETTERS.test(inner) &&
    !/[A-Z]/.test(inner.replace(/[TJRSCZW]/g, ''))
  );
}

/** The word as the Georgian letters the keys stand for (a capital first letter read as its small key). */
export function fromLayout(word: string): string {
  let result = '';
  for (const [index, key] of [...word].entries()) {
    const letter = index === 0 && !SHIFTED_LETTERS.test(key) ? key.toLowerCase() : key;
    result += georgianLetterOf(letter);
  }
  return result;
}

/**
 * In a message typed on the layout, a word whose only capital is its first letter may be a shifted key too:
 * "Savi karkasi" (შავი), "Zvel TbilisSi" (ძველ), "Cexur proeqtSi" (ჩეხურ). It is read so when that reading is
 * a word the readers know and the small key's reading ("სავი", "ზველ") is not; a name ("Saburtalo") stays.
 */
function isShiftedFirst(word: string): boolean {
  if (!/^[TJRSCZW][a-z]+$/.test(word)) return false;
  return isKnown(fromLayout(word)) && !isKnown(fromLayout(word.toLowerCase()));
}

/** Every word of the message typed on the layout, turned into Georgian; how many there were. */
export function readKeyboardLayout(text: string): { text: string; count: number } {
  let count = 0;
  const converted = text.replace(/[a-zA-Z]+/g, (word) => {
    if (!isLayoutWord(word)) return word;
    count += 1;
    return fromLayout(word);
  });
  if (count === 0) return { text, count };
  return {
    text: converted.replace(/[a-zA-Z]+/g, (word) => (isShiftedFirst(word) ? fromLayout(word) : word)),
    count,
  };
}
