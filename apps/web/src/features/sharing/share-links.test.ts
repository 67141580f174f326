import { describe, expect, it } from 'vitest';
import { listingShareUrl, messengerShareLinks } from './share-links';

describe('share links', () => {
  it("carries the sharer's language in the listing's address", () => {
    expect(listingShareUrl(42, 'ru', 'https://sakhli.ge')).toBe('https://sakhli.ge/property/42?lang=ru');
  });

  it('gives each messenger the link and the text, encoded', () => {
    const url = 'https://sakhli.ge/property/42?lang=ka';
    expect(messengerShareLinks(url, 'ბინა & სახლი')).toEqual({
      whatsapp: `https://wa.me/?text=${encodeURIComponent(`ბინა & სახლი ${url}`)}`,
      viber: `viber://forward?text=${encodeURIComponent(`ბინა & სახლი ${url}`)}`,
      telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent('ბინა & სახლი')}`,
    });
    expect(messengerShareLinks(url, 'x').telegram).toContain(
      'url=https%3A%2F%2Fsakhli.ge%2Fproperty%2F42%3Flang%3Dka',
    );
  });
});
