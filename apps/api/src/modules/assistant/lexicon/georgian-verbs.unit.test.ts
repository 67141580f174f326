import { describe, expect, it } from 'vitest';
import {
  ADD_KA,
  FIND_MONEY_KA,
  isGeorgianVerb,
  NOT_MINDING_KA,
  REMOVE_KA,
  SUITS_KA,
  WANT_KA,
} from './georgian-verbs';
import { alternation } from '../text/word-list';

const whole = (pattern: string) => new RegExp(`^(?:${alternation(pattern)})$`, 'u');

describe('Georgian verbs by their root', () => {
  it('reads every person and screeve of removing, and no noun or adverb of the same root', () => {
    const remove = whole(REMOVE_KA);
    for (const form of [
      'ამოშალეთ',
      'წაშალოს',
      'გადავშალოთ',
      'მოაშორეთ',
      'მოვაშოროთ',
      'ჩამოაშორე',
      'ამოიღებთ',
      'ამოვიღოთ',
      'გადააგდე',
      'ამოხაზეთ',
      'გააუქმოს',
      'დაივიწყეთ',
    ])
      expect(remove.test(form), form).toBe(true);
    for (const word of ['შალი', 'მოშორებით', 'შორს', 'ამოღება', 'წაშლა', 'ხაზი', 'გაუქმება'])
      expect(remove.test(word), word).toBe(false);
  });

  it('reads adding and putting in, not "additionally" or "arrival"', () => {
    const add = whole(ADD_KA);
    for (const form of ['ჩამიმატე', 'ჩაამატეთ', 'დავუმატოთ', 'მიამატე', 'ჩასვით', 'ჩაუსვი', 'ჩავსვათ'])
      expect(add.test(form), form).toBe(true);
    for (const word of ['დამატებით', 'დამატება', 'ჩასვლა', 'მატება'])
      expect(add.test(word), word).toBe(false);
  });

  it('reads suiting, not minding, wanting and finding money in any person', () => {
    expect(whole(SUITS_KA).test('გვაწყობს')).toBe(true);
    expect(whole(SUITS_KA).test('წავიდეს')).toBe(true);
    expect(whole(SUITS_KA).test('აწყობს')).toBe(false);
    expect(new RegExp(`^${NOT_MINDING_KA}$`, 'u').test('არ გვეწყინება')).toBe(true);
    expect(whole(WANT_KA).test('გვინდოდა')).toBe(true);
    expect(whole(WANT_KA).test('გვჭირდება')).toBe(true);
    expect(whole(WANT_KA).test('მინდორი')).toBe(false);
    expect(whole(FIND_MONEY_KA).test('გამოვძებნით')).toBe(true);
    expect(whole(FIND_MONEY_KA).test('მოძებნე')).toBe(false);
  });

  it('knows a verb transliterated loosely from Latin letters', () => {
    expect(isGeorgianVerb('მჩირდება')).toBe(true);
    expect(isGeorgianVerb('გვაცქობს')).toBe(true);
    expect(isGeorgianVerb('მაღაზია')).toBe(false);
  });
});
