import { describe, expect, it } from 'vitest';
import { georgianLetterOf } from '@sakhli/shared/rules/georgian-keyboard';
import { restrictChatInput, restrictChatText } from './restrict-input';

describe('the Georgian keyboard layout', () => {
  it.each([
    ['abgdevzTiklmnopJrstufqRySCcZwWxjh', 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'],
    ['vake', 'ვაკე'],
    ['saburtalo', 'საბურტალო'],
    ['oTaxi', 'ოთახი'],
  ])('types %s as %s', (typed, georgian) => {
    expect(restrictChatText(typed, 'ka')).toBe(georgian);
  });

  it('gives the lowercase key for capitals without a shifted letter', () => {
    expect(restrictChatText('VAKE', 'ka')).toBe('ვაკე');
    expect(georgianLetterOf('B')).toBe('ბ');
    expect(georgianLetterOf('T')).toBe('თ');
    expect(georgianLetterOf('t')).toBe('ტ');
  });

  it('keeps Georgian, digits, punctuation and new lines as they are', () => {
    expect(restrictChatText('ვაკეში 2 ოთახი, 150 000$-მდე!\nbina', 'ka')).toBe(
      'ვაკეში 2 ოთახი, 150 000$-მდე!\nბინა',
    );
  });
});

describe('English and Russian input', () => {
  it('keeps only Latin letters, digits and punctuation in English', () => {
    expect(restrictChatText('2-bedroom in Vake, under $150k! ვაკე квартира 😀', 'en')).toBe(
      '2-bedroom in Vake, under $150k!   ',
    );
    expect(restrictChatText('Café, 80 m², 50%', 'en')).toBe('Café, 80 m², 50%');
  });

  it('keeps only Cyrillic letters, digits and punctuation in Russian', () => {
    expect(restrictChatText('Двушка на Сабуртало до 1,2 млн ₾ (Vake) ვაკე', 'ru')).toBe(
      'Двушка на Сабуртало до 1,2 млн ₾ () ',
    );
    expect(restrictChatText('ёлка\nЁ', 'ru')).toBe('ёлка\nЁ');
  });
});

describe('the caret', () => {
  it('stays behind the letter typed in the middle of Georgian text', () => {
    // "ვაე" with the caret after "ვა", then "k" typed there: the caret sits after the new "კ".
    expect(restrictChatInput('ვაkე', 3, 'ka')).toEqual({ value: 'ვაკე', caret: 3, hasDropped: false });
  });

  it('does not move forward when a refused character is dropped', () => {
    expect(restrictChatInput('hello ж world', 7, 'en')).toEqual({
      value: 'hello  world',
      caret: 6,
      hasDropped: true,
    });
  });

  it('follows a paste of several characters', () => {
    expect(restrictChatInput('до Vake 100', 7, 'ru')).toEqual({
      value: 'до  100',
      caret: 3,
      hasDropped: true,
    });
  });
});
