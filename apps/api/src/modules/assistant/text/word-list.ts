/**
 * A list of words or phrases written as `a | b | c` in a template literal: long vocabularies stay
 * readable and keep their lines (the formatter would put each array item on its own line). Items are
 * separated by a bar with spaces around it, so a pattern item may hold `(?:a|b)`.
 */
export function wordList(text: string): string[] {
  return ` ${text} `
    .split(/\s\|\s/u)
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => item.length > 0);
}

/** The same list as a regular-expression alternation (items are patterns, not escaped). */
export function alternation(text: string): string {
  return wordList(text).join('|');
}
