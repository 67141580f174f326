import { describe, expect, it } from 'vitest';
import { messengerNumber, viberChatUrl, whatsAppChatUrl } from './messenger-number';

describe('messengerNumber', () => {
  it.each([
    ['+995555123456', '995555123456'],
    ['+995 555 12 34 56', '995555123456'],
    ['00995 599-12-34-56', '995599123456'],
    ['995 (571) 123 456', '995571123456'],
    ['555 123 456', '995555123456'],
    ['0555123456', '995555123456'],
  ])('reads %s as %s', (phone, expected) => {
    expect(messengerNumber(phone)).toBe(expected);
  });

  it.each([
    ['a Tbilisi landline', '+995 32 212 34 56'],
    ['a landline with the trunk zero', '0322 12 34 56'],
    ['a foreign number', '+7 916 123 45 67'],
    ['too few digits', '+995 555 123 45'],
    ['too many digits', '+995 555 123 4567'],
    ['letters', '+995 555 CALL ME'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_case, phone) => {
    expect(messengerNumber(phone)).toBeNull();
  });
});

describe('messenger links', () => {
  it('opens a WhatsApp chat with the text encoded', () => {
    expect(whatsAppChatUrl('995555123456', 'See https://sakhli.ge/property/7?lang=ka & more')).toBe(
      'https://wa.me/995555123456?text=See%20https%3A%2F%2Fsakhli.ge%2Fproperty%2F7%3Flang%3Dka%20%26%20more',
    );
  });

  it('opens a Viber chat with the plus encoded', () => {
    expect(viberChatUrl('995555123456')).toBe('viber://chat?number=%2B995555123456');
  });
});
