import type { Language } from '@sakhli/shared/enums';
import type { Random } from '../random';
import { english } from './en';
import type { ListingFacts, Phrasebook } from './facts';
import { georgian } from './ka';
import { russian } from './ru';

const PHRASEBOOKS: Record<Language, Phrasebook> = { ka: georgian, en: english, ru: russian };

const joinList = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}` : (items[0] ?? '');

/**
 * A listing description as an owner would write it in `language`: what and where, the layout, the
 * building, a few selling points, the neighbourhood, the terms and a closing line. Parts vary in
 * wording and are sometimes left out, so no two descriptions read alike.
 */
export function describe(facts: ListingFacts, language: Language, random: Random): string {
  const book = PHRASEBOOKS[language];
  const highlights = facts.features.map((feature) => random.pick(book.feature[feature]));
  if (facts.view) highlights.unshift(random.pick(book.view[facts.view]));
  const sentences = [
    book.opening(facts, random),
    book.layout(facts, random),
    random.chance(0.85) ? book.building(facts, random) : undefined,
    highlights.length > 0 ? `${book.featuresIntro}${joinList(highlights, book.and)}.` : undefined,
    facts.metro ? book.metro(facts.metro.station[language], facts.metro.minutes) : undefined,
    random.chance(0.6) ? random.pick(book.surroundings) : undefined,
    book.terms(facts, random),
    random.chance(0.75) ? random.pick(book.closings) : undefined,
  ];
  return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(' ');
}
