import { FilterSchema } from '@sakhli/shared/schemas/filter';
import { describe, expect, it } from 'vitest';
import { ask, converse } from './testing/assistant-test-kit';

/** Prices print with the language's non-breaking spaces; the assertions read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

describe('the reply says what was understood, in the visitor’s language, with the count', () => {
  it('en', () => {
    const reply = ask('2 bedrooms in vake under 200k, furnished, with a view').reply(12);
    expect(reply).toBe(
      'Got it: Vake, up to $200,000, 2 bedrooms, furnished. I will rank higher the listings with a view. 12 listings match.',
    );
    expect(ask('in vake').reply(1)).toBe('Got it: Vake. 1 listing matches.');
  });

  it('ru, with the price written as Russians write it', () => {
    const reply = ask('двушка на Сабуртало от 100 до 150 тысяч долларов', { language: 'ru' }).reply(3);
    expect(plain(reply)).toBe('Понял: Сабуртало, 100 000 $–150 000 $, 2 комнаты. Подходящих объявлений: 3.');
    expect(ask('от 3 комнат', { language: 'ru' }).reply(5)).toBe(
      'Понял: от 3 комнат. Подходящих объявлений: 5.',
    );
  });

  it('ka', () => {
    const reply = ask('ოროთახიანი ბინა ვაკეში 150 000 დოლარამდე', { language: 'ka' }).reply(7);
    expect(plain(reply)).toBe('გასაგებია: ვაკე, 150 000 $-მდე, 2 ოთახი. მოიძებნა 7 განცხადება.');
  });

  it('tells what was cleared, and suggests widening when nothing matches', () => {
    const result = converse(['2 rooms under 100k', 'forget the price']);
    expect(result.reply(0)).toBe(
      'Got it: any price. No listings match yet: try a wider price range or another district.',
    );
  });

  it('says so when it understood nothing, in each language', () => {
    expect(ask('hello').reply(40)).toMatch(/^I could not find search criteria/);
    expect(ask('привет', { language: 'ru' }).reply(40)).toMatch(/^Не удалось понять/);
    expect(ask('გამარჯობა', { language: 'ka' }).reply(40)).toMatch(/^ვერ გავიგე/);
  });

  it('points to the other page when asked for another listing or property type', () => {
    expect(ask('looking to rent in vake').reply(4)).toContain(
      'This page shows apartments for sale; you are asking about apartments for rent.',
    );
    expect(ask('хочу купить дом', { language: 'ru' }).reply(4)).toContain(
      'а вы спрашиваете про дома на продажу',
    );
    expect(ask('ბინა ქირით', { language: 'ka' }).reply(4)).toContain('თქვენ კი ეძებთ: ქირავდება ბინები');
  });

  it('always answers a filter the shared schema accepts', () => {
    for (const message of [
      'from 300k to 100k',
      'at least 5 rooms',
      'up to 2 rooms',
      '0 m2',
      '999999999999 usd',
    ]) {
      expect(FilterSchema.safeParse(ask(message).filters).success).toBe(true);
    }
    const contradiction = converse(['at least 5 rooms', 'up to 3 rooms']);
    expect(contradiction.filters).toMatchObject({ minRooms: null, maxRooms: 3 });
  });
});
