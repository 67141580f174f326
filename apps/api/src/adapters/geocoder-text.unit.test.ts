import { describe, expect, it } from 'vitest';
import {
  editDistances,
  englishHouseNumber,
  looseKey,
  looseWords,
  parseQuery,
  romanize,
  slugify,
} from './geocoder-text';

describe('romanize', () => {
  it('writes Georgian with the national romanisation and Russian with Latin letters', () => {
    expect(romanize('ჭავჭავაძე')).toBe('chavchavadze');
    expect(romanize('ყაზბეგი')).toBe('qazbegi');
    expect(romanize('აღმაშენებელი')).toBe('aghmashenebeli');
    expect(romanize('წყნეთი')).toBe('tsqneti');
    expect(romanize('Чавчавадзе')).toBe('chavchavadze');
    expect(romanize('Vake')).toBe('vake');
  });
});

describe('looseKey', () => {
  it('gives one key to the Georgian, Latin and Cyrillic spellings of a name', () => {
    const spellings: string[][] = [
      ['chavchavadze', 'ჭავჭავაძე', 'Чавчавадзе', 'Tchavtchavadze', 'CHAVCHAVADZE'],
      ['vazha', 'ვაჟა', 'Важа'],
      ['aghmashenebeli', 'agmashenebeli', 'აღმაშენებელი', 'Агмашенебели'],
      ['qazbegi', 'kazbegi', 'ყაზბეგი', 'Казбеги', 'khazbegi'],
      ['marjanishvili', 'მარჯანიშვილი', 'Марджанишвили', 'mardzhanishvili'],
      ['tsereteli', 'წერეთელი', 'Церетели', 'cereteli', 'tzereteli'],
      ['dighomi', 'დიღომი', 'Дигоми', 'digomi'],
      ['rustaveli', 'რუსთაველი', 'Руставели', 'Rustavelli', 'Rustavéli'],
      ['lesya', 'ლესია', 'Леся'],
    ];
    for (const group of spellings) {
      const keys = group.map(looseKey);
      expect(new Set(keys).size, `${group.join(', ')} → ${keys.join(', ')}`).toBe(1);
    }
  });

  it('keeps digits as they are', () => {
    expect(looseKey('300')).toBe('300');
    expect(looseKey('11')).toBe('11');
  });
});

describe('looseWords', () => {
  it('splits on spaces, hyphens and punctuation and reduces ordinals of every language to their number', () => {
    expect(looseWords('Vazha-Pshavela Avenue')).toEqual(['vaZa', 'pSavela', 'avenue']);
    expect(looseWords('Shota Rustaveli 2nd Lane')).toEqual(['Sota', 'rustaveli', '2', 'lane']);
    expect(looseWords('შოთა რუსთაველის მე-2 შესახვევი')).toEqual(['Sota', 'rustavelis', '2', 'Sesakvevi']);
    expect(looseWords('გლდანის 1-ლი მიკრორაიონი')).toContain('1');
    expect(looseWords('3-й переулок')).toEqual(['3', 'pereulok']);
  });
});

describe('parseQuery', () => {
  it('takes the house number out, before or after the street', () => {
    expect(parseQuery('Vazha Pshavela 45')).toEqual({ words: ['vaZa', 'pSavela'], houseNumber: '45' });
    expect(parseQuery('45 Vazha-Pshavela')).toEqual({ words: ['vaZa', 'pSavela'], houseNumber: '45' });
    expect(parseQuery('ვაჟა-ფშაველას 45ა').houseNumber).toBe('45ა');
    expect(parseQuery('Kostava #12a').houseNumber).toBe('12a');
    expect(parseQuery('Kostava, 7').houseNumber).toBe('7');
  });

  it('does not take an ordinal for a house number, and keeps only the last standing number as the house', () => {
    expect(parseQuery('Rustaveli 2nd lane').houseNumber).toBeUndefined();
    expect(parseQuery('რუსთაველის მე-2 შესახვევი').houseNumber).toBeUndefined();
    expect(parseQuery('gldani 3 microdistrict 12')).toEqual({
      words: ['gldani', '3', 'microdistrict'],
      houseNumber: '12',
    });
  });

  it('has no words when only a number was typed', () => {
    expect(parseQuery('45')).toEqual({ words: [], houseNumber: '45' });
  });
});

describe('editDistances', () => {
  it('counts edits to the whole word and to its closest prefix, a transposition as one', () => {
    expect(editDistances('chavchavadze', 'chavchavadze')).toEqual({ whole: 0, prefix: 0 });
    expect(editDistances('chavcha', 'chavchavadze')).toMatchObject({ prefix: 0 });
    expect(editDistances('chavchavaze', 'chavchavadze').whole).toBe(1);
    expect(editDistances('kotsava', 'kostava').whole).toBe(1);
    expect(editDistances('pekini', 'pekini avenue').prefix).toBe(0);
  });

  it('stops early once the limit is passed, saying only that it was', () => {
    expect(editDistances('zzzzzz', 'chavchavadze', 1)).toEqual({ whole: 2, prefix: 2 });
  });
});

describe('slugify and englishHouseNumber', () => {
  it('makes URL-safe ids from English names and romanises a Georgian house letter', () => {
    expect(slugify('Erekle II Street')).toBe('erekle-ii-street');
    expect(slugify('Vazha-Pshavela Avenue')).toBe('vazha-pshavela-avenue');
    expect(englishHouseNumber('7ბ')).toBe('7b');
    expect(englishHouseNumber('12')).toBe('12');
  });
});
