import { WISH_WEIGHTS } from '@sakhli/shared/schemas/assistant';
import { describe, expect, it } from 'vitest';
import { ask } from './testing/assistant-test-kit';

const wishesOf = (message: string, language: 'ka' | 'en' | 'ru') =>
  ask(message, { language })
    .wishes.map((wish) => wish.key)
    .sort();

describe('soft wishes', () => {
  it.each([
    ['en', 'preferably a balcony and parking', ['balcony', 'parking']],
    ['en', 'sea view please', ['seaView']],
    ['en', 'w/ a view', ['view']],
    ['en', 'quiet, close to the metro', ['metro', 'quiet']],
    ['en', 'bright, ideally pet friendly with a lift', ['elevator', 'pets', 'sunny']],
    ['en', 'a yard and a garage', ['garage', 'garden']],
    ['en', 'new kitchen and ac would be nice', ['airConditioning', 'newKitchen']],
    ['ru', 'желательно с балконом и парковкой', ['balcony', 'parking']],
    ['ru', 'с видом на море', ['seaView']],
    ['ru', 'вид на горы', ['mountainView']],
    ['ru', 'тихое место рядом с метро', ['metro', 'quiet']],
    ['ru', 'по возможности можно с животными и лифт', ['elevator', 'pets']],
    ['ru', 'рядом школа и детский сад', ['school']],
    ['ru', 'с садом и камином', ['fireplace', 'garden']],
    ['ka', 'სასურველია აივნით და პარკინგით', ['balcony', 'parking']],
    ['ka', 'ზღვის ხედით', ['seaView']],
    ['ka', 'ხედით ქალაქზე', ['cityView']],
    ['ka', 'მეტროსთან ახლოს, მშვიდ ადგილას', ['metro', 'quiet']],
    ['ka', 'მზიანი და სასურველია ლიფტით', ['elevator', 'sunny']],
    ['ka', 'ბაღით და ავტოფარეხით', ['garage', 'garden']],
    ['ka', 'საბავშვო ბაღთან ახლოს', ['school']],
  ] as const)('%s "%s"', (language, message, keys) => expect(wishesOf(message, language)).toEqual(keys));

  it('weighs "must" and "would be nice"', () => {
    const { wishes } = ask('тихое место обязательно, желательно балкон', { language: 'ru' });
    expect(wishes).toEqual(
      expect.arrayContaining([
        { key: 'quiet', weight: WISH_WEIGHTS.must },
        { key: 'balcony', weight: WISH_WEIGHTS.nice },
      ]),
    );
  });

  it('removes a wish said not to matter, and adds none for "не обязательно"', () => {
    const earlier = [{ key: 'parking' as const, weight: 1 }];
    const result = ask('парковка не нужна', { language: 'ru', wishes: earlier });
    expect(result.wishes).toEqual([]);
    expect(result.changes).toContainEqual({ kind: 'wish', key: 'parking', action: 'removed' });
    expect(ask('с лифтом не обязательно', { language: 'ru' }).wishes).toEqual([]);
  });

  it('changes the ranking (refreshProperties) without touching the filters', () => {
    const result = ask('with a view');
    expect(result.isChanged).toBe(true);
    expect(result.changes).toEqual([{ kind: 'wish', key: 'view', action: 'added' }]);
  });

  it('says nothing changed when a message repeats what the chat has', () => {
    const result = ask('with a view', { wishes: [{ key: 'view', weight: 1 }] });
    expect(result.isChanged).toBe(false);
  });
});

describe('more ways to say a nice-to-have (seventh round)', () => {
  it.each([
    ['en', 'parking preferred', 'parking'],
    ['en', "it'd be nice to have an elevator", 'elevator'],
    ['en', 'a balcony is a bonus', 'balcony'],
    ['ru', 'кондиционер не помешает', 'airConditioning'],
    ['ru', 'предпочтительно с парковкой', 'parking'],
    ['ka', 'ლიფტი პლუსი იქნება', 'elevator'],
  ] as const)('%s "%s" is the %s wish, no filter', (language, message, key) => {
    const result = ask(message, { language });
    expect(result.wishes).toEqual([{ key, weight: WISH_WEIGHTS.nice }]);
    expect(Object.values(result.filters).filter((value) => value !== null)).toEqual([]);
  });
});
