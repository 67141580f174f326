import { readKeyboardLayout } from './keyboard-layout';
import { looksLikeGeorgianTranslit, transliterateBorrowedWords, transliterateToGeorgian } from './translit';

/**
 * Latin letters typed on the Georgian keyboard layout (the ka interface converts them) turn "sh" into
 * "სჰ", "ch" into "ცჰ"…: pairs that never occur in Georgian words, so they are read as the letter meant.
 */
const KEYBOARD_DIGRAPHS: readonly [RegExp, string][] = [
  [/სჰ/g, 'შ'],
  [/ცჰ/g, 'ჩ'],
  [/კჰ/g, 'ხ'],
  [/გჰ/g, 'ღ'],
  [/ზჰ/g, 'ჟ'],
  [/ტჰ/g, 'თ'],
  [/პჰ/g, 'ფ'],
];

/** Heating adjectives cut short, by language: the short forms, the word in full, what must follow them. */
const HEATING_CUT_SHORT: readonly [short: string, full: string, before: string][] = [
  ['ind|indiv', 'individual', String.raw`\p{L}`],
  ['инд|индив', 'индивидуальное', String.raw`\p{L}`],
  ['ინდ|ინდივ', 'ინდივიდუალური', String.raw`\p{L}`],
  ['centr|cent', 'central', 'heating'],
  ['центр|цент', 'центральное', 'отоплен'],
  ['ცენტრ|ცენტ', 'ცენტრალური', 'გათბობ'],
];

/** Spellings of units and signs that would otherwise split into meaningless pieces. */
const CANONICAL_SPELLINGS: readonly [RegExp, string][] = [
  [/[–—−]/g, '-'],
  [/[’`´]/g, "'"],
  [/[«»„“”"]/g, ' '],
  [/\u00a0|\u202f/g, ' '],
  [/(\d)\s*(?:m²|m2|м²|м2|მ²|მ2)(?![\p{L}\p{N}])/gu, '$1 m2 '],
  [
    /(?<![\p{L}])(?:sq\.?\s?m|sqm|sq\.?\s?ft|square\s+met(?:er|re)s?|sq\.?\s?met(?:er|re)s?)(?![\p{L}])/gu,
    ' m2 ',
  ],
  [/(?<![\p{L}])(?:кв\.?\s?м\.?|квм|кв\.)(?![\p{L}])/gu, ' m2 '],
  [/(?<![\p{L}])(?:კვ\.?\s?მ\.?|კვმ)(?![\p{L}])/gu, ' m2 '],
  [/(?<![\p{L}])с\s?\/\s?у(?![\p{L}])/gu, ' санузел '],
  [/(?<![\p{L}])a\s?\/\s?c(?![\p{L}])/gu, ' aircon '],
  [/(?<![\p{L}])у\.\s?е\.?(?![\p{L}])/gu, ' usd '],
  [/(?<![\p{L}])w\//gu, 'with '],
  [/(?<![\p{L}])half\s+(?:a\s+)?year(?![\p{L}])/gu, ' 6 months '],
  [/(?<![\p{L}])полу?года(?![\p{L}])/gu, ' 6 месяцев '],
  [/(?<![\p{L}])ნახევარი\s+წლით(?![\p{L}])/gu, ' 6 თვით '],
  // "for tonight only", "ამაღამ": a stay of one night.
  [/(?<![\p{L}])tonight(?![\p{L}])/gu, 'one night'],
  [/(?<![\p{L}])ამაღამ(?![\p{L}])/gu, 'ერთი ღამით'],
  // "евро-ремонт", "ევრო-რემონტი", "euro-renovation": the prefix as the vocabulary spells it.
  [/(?<![\p{L}])(евро|ევრო)-(?=\p{L})/gu, '$1'],
  [/(?<![\p{L}])euro-(?=\p{L})/gu, 'euro '],
  // "ground floor's fine", "budget's not important": the contracted "is" before a predicate, not a possessive.
  [
    /(?<=\p{L})'s (?=(?:fine|ok|okay|alright|good|enough|not|no longer|important|optional|irrelevant|a must)(?![\p{L}]))/gu,
    ' is ',
  ],
  // "it'd be great", "I'd love": the contracted "would" before the words of a wish.
  [/(?<=\p{L})'d (?=(?:be|love|like|prefer)(?![\p{L}]))/gu, ' would '],
  // "the lift isn't needed", "balconies aren't a must": the contracted "not" as the negations spell it.
  [/(?<![\p{L}])(is|are)n'?t(?![\p{L}])/gu, '$1 not'],
  // "ინდ. გათბობა", "инд. отопление", "centr. heating": a heating type cut short, spelled out.
  ...HEATING_CUT_SHORT.map(([short, full, before]): [RegExp, string] => [
    new RegExp(String.raw`(?<![\p{L}])(?:${short})\.\s?(?=${before})`, 'gu'),
    `${full} `,
  ]),
  // "reno", "reno'd": the short words every renovation phrase knows in full.
  [/(?<![\p{L}])reno'?d(?![\p{L}])/gu, 'renovated'],
  [/(?<![\p{L}])reno(?![\p{L}])/gu, 'renovation'],
];

/** The message in one canonical form: lower case, ё → е, dashes, units and keyboard slips unified. */
export function normalizeMessage(raw: string): string {
  // The keyboard layout is read before lower-casing: in "vakeSi" the capital is the letter შ.
  const layout = readKeyboardLayout(raw.normalize('NFC'));
  let text = layout.text.toLowerCase().replace(/ё/g, 'е');
  for (const [pattern, replacement] of KEYBOARD_DIGRAPHS) text = text.replace(pattern, replacement);
  text = looksLikeGeorgianTranslit(text, layout.count)
    ? transliterateToGeorgian(text)
    : transliterateBorrowedWords(text);
  for (const [pattern, replacement] of CANONICAL_SPELLINGS) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}
