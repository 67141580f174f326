import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './request-language';

describe('resolveLanguage', () => {
  it('reads the languages the web app sends', () => {
    expect(resolveLanguage('ka-GE')).toBe('ka');
    expect(resolveLanguage('en-US')).toBe('en');
    expect(resolveLanguage('ru-RU')).toBe('ru');
  });

  it('falls back to Georgian when the header is missing or names no supported language', () => {
    expect(resolveLanguage(undefined)).toBe('ka');
    expect(resolveLanguage('')).toBe('ka');
    expect(resolveLanguage('de-DE,fr;q=0.8')).toBe('ka');
  });

  it('takes the supported language with the highest quality', () => {
    expect(resolveLanguage('de-DE,ru;q=0.5,en;q=0.9')).toBe('en');
    expect(resolveLanguage('EN-gb;q=0.4, ru-RU;q=0.6')).toBe('ru');
    expect(resolveLanguage('en;q=0, ru')).toBe('ru');
  });
});
