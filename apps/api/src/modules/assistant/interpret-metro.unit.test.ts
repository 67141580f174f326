import { describe, expect, it } from 'vitest';
import { ask, converse, districtNamed, setFields } from './testing/assistant-test-kit';

describe('the metro (decision 042): minutes from the metro are the walk filter', () => {
  it.each([
    ['en', '5 minutes from the metro', 5],
    ['en', 'flat in Saburtalo, max 10 min walk to the metro', 10],
    ['ru', 'в 10 минутах от метро', 10],
    ['ru', 'до метро пешком 7 минут', 10],
    ['ka', 'მეტრომდე 5 წუთი', 5],
    ['ka', 'მეტრომდე 15 წუთში', 15],
    ['en', 'walking distance to the metro', 10],
    ['ru', 'в шаговой доступности от метро', 10],
    ['ka', 'მეტროსთან ფეხით სავალ მანძილზე', 10],
  ] as const)('%s "%s" → within %i minutes', (language, message, minutes) => {
    const result = ask(message, { language });
    expect(result.filters.maxMetroWalkMinutes).toBe(minutes);
    expect(result.wishes.map((wish) => wish.key)).not.toContain('metro');
  });

  it.each([
    ['en', 'near the metro'],
    ['ru', 'у метро'],
    ['ru', 'рядом с метро'],
    ['ka', 'მეტროსთან ახლოს'],
  ] as const)('%s "%s" without minutes stays the soft metro wish', (language, message) => {
    const result = ask(message, { language });
    expect(result.filters.maxMetroWalkMinutes).toBeNull();
    expect(result.wishes.map((wish) => wish.key)).toEqual(['metro']);
  });

  it('never reads the minutes as a price or a stay, and asks nothing of minutes without the metro', () => {
    const result = ask('2 rooms, 10 minutes from the metro, up to $900', { language: 'en' });
    expect(setFields(result.filters)).toMatchObject({ maxMetroWalkMinutes: 10, maxPrice: 900 });
    expect(ask('10 minutes from the park', { language: 'en' }).filters.maxMetroWalkMinutes).toBeNull();
  });

  it('answers a walk longer than 20 minutes with no filter (the longest choice is 20)', () => {
    expect(ask('30 minutes from the metro', { language: 'en' }).filters.maxMetroWalkMinutes).toBeNull();
  });

  it.each([
    ['en', ['3 rooms, 20 minutes walk to the metro', 'no, 10 min max'], 10],
    ['ru', ['трёшка, до метро 20 минут', 'лучше минут 10'], 10],
    ['ka', ['3 ოთახიანი, მეტრომდე 20 წუთი', 'ჯობია 10 წუთამდე'], 10],
    ['en', ['3 rooms', 'within 10 min'], null],
  ] as const)(
    '%s %j: minutes in a follow-up move the walk the conversation has',
    (language, messages, walk) =>
      expect(converse(messages, { language }).filters.maxMetroWalkMinutes).toBe(walk),
  );

  it.each([
    ['en', 'the metro is no longer important'],
    ['ru', 'метро больше не нужно'],
    ['ka', 'მეტრო აღარ მჭირდება'],
  ] as const)('%s "%s" lets the walk go', (language, message) =>
    expect(
      converse(['2 rooms, 10 minutes from the metro', message], { language }).filters.maxMetroWalkMinutes,
    ).toBeNull(),
  );
});

describe('a station named, then the minutes without a metro word (tenth round)', () => {
  it.each([
    ['en', 'close to Technical University station, 12 minutes on foot at most', 15],
    ['ru', 'рядом со станцией Руставели, пешком минут 8', 10],
    ['ka', 'რუსთაველის სადგურთან, ფეხით 5 წუთი', 5],
  ] as const)('%s "%s"', (language, message, minutes) =>
    expect(ask(message, { language }).filters.maxMetroWalkMinutes).toBe(minutes),
  );
});

describe('the walk in fractions of an hour, and a station that shares its district’s name (eleventh round)', () => {
  it.each([
    ['en', 'near the metro, walking there takes a quarter of an hour', 15],
    ['ru', 'метро в четверть часа ходьбы', 15],
    ['ka', 'მეტრომდე საათის მეოთხედი ფეხით', 15],
    // Half an hour is beyond every choice of the filter.
    ['en', 'metro half an hour on foot', undefined],
  ] as const)('%s "%s"', (language, message, minutes) =>
    expect(ask(message, { language }).filters.maxMetroWalkMinutes ?? undefined).toBe(minutes),
  );

  it.each([
    ['en', 'by Varketili station, 7 minutes on foot', 10],
    ['ru', 'около станции Варкетили, минуты три пешком', 5],
    ['ka', 'ვარკეთილის სადგურთან, ფეხით 4 წუთი', 5],
  ] as const)('%s "%s": the station is the metro, and its district', (language, message, minutes) => {
    const { districtId, districtIds, maxMetroWalkMinutes } = ask(message, { language }).filters;
    expect([districtId, districtIds, maxMetroWalkMinutes]).toEqual([
      districtNamed('Varketili').id,
      null,
      minutes,
    ]);
  });

  it('a station sharing its district’s name asks for the metro', () =>
    expect(ask('flat by Varketili station', { language: 'en' }).wishes.map((wish) => wish.key)).toEqual([
      'metro',
    ]));
});

describe('the walk to "the station" is the walk to the metro (set 15)', () => {
  it.each([
    ['en', '7 minutes on foot to the station at most', 10],
    ['ru', 'до станции пешком минуты четыре', 5],
    ['ka', 'სადგურამდე ფეხით 8 წუთი', 10],
    ['en', '10 minutes from the train station', undefined],
  ] as const)('%s "%s"', (language, message, minutes) =>
    expect(ask(message, { language }).filters.maxMetroWalkMinutes ?? undefined).toBe(minutes),
  );
});
