import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from './language-detector';

const detect = () => (languageDetector.detect as () => string | undefined)();

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ru-RU']);
  document.documentElement.lang = 'ka';
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  sessionStorage.clear();
});

describe('languageDetector', () => {
  it('takes lang (or lng) from the address over anything stored', () => {
    localStorage.setItem('selectedLanguage', 'ka');
    window.history.replaceState(null, '', '/?lang=en');
    expect(detect()).toBe('en');
    window.history.replaceState(null, '', '/?lng=ru');
    expect(detect()).toBe('ru');
  });

  it('goes on down SPEC.md order past what is missing or unsupported', () => {
    window.history.replaceState(null, '', '/?lang=de');
    document.cookie = 'i18next=en-GB';
    expect(detect()).toBe('en');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    localStorage.setItem('selectedLanguage', 'ka');
    expect(detect()).toBe('ka');
    localStorage.clear();
    sessionStorage.setItem('i18nextLng', 'en');
    expect(detect()).toBe('en');
    sessionStorage.clear();
    expect(detect()).toBe('ru'); // the browser's second language; German is not offered
  });

  it('ends with the html lang tag, and finds nothing when even that is foreign', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(detect()).toBe('ka');
    document.documentElement.lang = 'fr';
    expect(detect()).toBeUndefined();
  });

  it('keeps the chosen language under selectedLanguage', () => {
    languageDetector.cacheUserLanguage?.('ru');
    expect(localStorage.getItem('selectedLanguage')).toBe('ru');
  });
});
