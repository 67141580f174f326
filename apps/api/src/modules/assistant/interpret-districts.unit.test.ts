import { describe, expect, it } from 'vitest';
import { ask, converse, districtNamed, setFields } from './testing/assistant-test-kit';

const districtOf = (
  message: string,
  language: 'ka' | 'en' | 'ru',
  city: 'Tbilisi' | 'Batumi' = 'Tbilisi',
) => {
  const { districtId, districtName } = ask(message, { language, city }).filters;
  return { districtId, districtName };
};
const named = (nameEng: string, language: 'ka' | 'en' | 'ru') => {
  const district = districtNamed(nameEng);
  const name = language === 'ka' ? district.nameGeo : language === 'ru' ? district.nameRus : district.nameEng;
  return { districtId: district.id, districtName: name };
};

describe('districts in every language and case', () => {
  it.each([
    ['ka', 'ბინა ვაკეში', 'Vake'],
    ['ka', 'ვაკის პარკთან', 'Vake'],
    ['ka', 'საბურთალოზე', 'Saburtalo'],
    ['ka', 'დიღმის მასივში', 'Dighomi Massive'],
    ['ka', 'ძველ თბილისში', 'Old Tbilisi'],
    ['ka', 'ნუცუბიძის პლატოზე', 'Nutsubidze Plateau'],
    ['ka', 'ლისის ტბასთან', 'Lisi Lake'],
    ['ka', 'ისნის მეტროსთან', 'Isani'],
    ['ka', 'ვერაზე', 'Vera'],
    ['en', 'in Vake', 'Vake'],
    ['en', 'Saburtalo area', 'Saburtalo'],
    ['en', 'didi digomi', 'Didi Dighomi'],
    ['en', 'dighomi masivi', 'Dighomi Massive'],
    ['en', 'near lisi lake', 'Lisi Lake'],
    ['en', 'nutsubidze', 'Nutsubidze Plateau'],
    ['en', 'vakeshi', 'Vake'],
    ['ru', 'на Сабуртало', 'Saburtalo'],
    ['ru', 'в Ваке', 'Vake'],
    ['ru', 'на Вере', 'Vera'],
    ['ru', 'в Старом Тбилиси', 'Old Tbilisi'],
    ['ru', 'на Дигомском массиве', 'Dighomi Massive'],
    ['ru', 'на плато Нуцубидзе', 'Nutsubidze Plateau'],
    ['ru', 'в Глдани', 'Gldani'],
  ] as const)('%s "%s" → %s', (language, message, district) =>
    expect(districtOf(message, language)).toEqual(named(district, language)),
  );

  it.each([
    ['en', 'apartment in saburtlo', 'Saburtalo'],
    ['en', 'flat in vakke', 'Vake'],
    ['ru', 'на сабуртола', 'Saburtalo'],
    ['ru', 'в глданни', 'Gldani'],
    ['ka', 'საბურთლოზე', 'Saburtalo'],
  ] as const)('%s typo "%s" → %s', (language, message, district) =>
    expect(districtOf(message, language)).toEqual(named(district, language)),
  );

  it('names the district in the language of the conversation', () => {
    expect(districtOf('in Vake', 'ka').districtName).toBe('ვაკე');
    expect(districtOf('ვაკეში', 'ru').districtName).toBe('Ваке');
  });

  it('takes the first of two districts (the filter holds one)', () => {
    expect(districtOf('Vera or Sololaki', 'en')).toEqual(named('Vera', 'en'));
  });

  it.each([
    ['en', 'not in vake, saburtalo', 'Saburtalo'],
    ['ru', 'кроме Ваке, лучше Сабуртало', 'Saburtalo'],
    ['ka', 'ვაკის გარდა, საბურთალოზე', 'Saburtalo'],
    ['ka', 'ვაკის ნაცვლად საბურთალო', 'Saburtalo'],
  ] as const)('%s skips an excluded district: "%s"', (language, message, district) =>
    expect(districtOf(message, language)).toEqual(named(district, language)),
  );

  it('never invents a district: unknown places, the city, common words', () => {
    const none = { districtId: null, districtName: null };
    expect(districtOf('одноэтажный дом в Табахмела', 'ru')).toEqual(none);
    expect(districtOf('flat in Tbilisi', 'en')).toEqual(none);
    expect(districtOf('very quiet and sunny', 'en')).toEqual(none);
    expect(districtOf('მზიანი ბინა', 'ka')).toEqual(none);
    expect(districtOf('ვერ ვპოულობ', 'ka')).toEqual(none);
  });

  it("only knows the page's city", () => {
    expect(districtOf('in Bagrationi district', 'en', 'Tbilisi')).toEqual({
      districtId: null,
      districtName: null,
    });
    expect(districtOf('в районе Руставели', 'ru', 'Batumi')).toEqual(named('Rustaveli', 'ru'));
    expect(districtOf('new boulevard', 'en', 'Batumi')).toEqual(named('New Boulevard', 'en'));
  });
});

describe('several districts (districtIds, decision 040)', () => {
  it.each([
    ['en', 'Vake or Saburtalo'],
    ['ru', 'Ваке или Сабуртало'],
    ['ru', 'в Ваке или на Сабуртало'],
    ['ka', 'ვაკე ან საბურთალო'],
    ['ka', 'ვაკე თუ საბურთალო'],
  ] as const)('%s "%s" keeps both', (language, message) => {
    const { filters } = ask(message, { language });
    expect(filters.districtId).toBe(districtNamed('Vake').id);
    expect(filters.districtIds).toEqual([districtNamed('Saburtalo').id]);
  });

  it('lets go of one of them, and of all of them', () => {
    const two = converse(['Vake or Vera', 'not Vake']);
    expect(setFields(two.filters)).toEqual({ districtId: districtNamed('Vera').id, districtName: 'Vera' });
    expect(setFields(converse(['Vake or Vera', 'any district']).filters)).toEqual({});
  });

  it('replaces them with a district named alone, and says both names in the reply', () => {
    const replaced = converse(['Vake or Vera', 'Saburtalo']);
    expect(setFields(replaced.filters)).toEqual({
      districtId: districtNamed('Saburtalo').id,
      districtName: 'Saburtalo',
    });
    expect(ask('Ваке или Сабуртало', { language: 'ru' }).reply(2)).toBe(
      'Понял: Ваке или Сабуртало. Подходящих объявлений: 2.',
    );
  });
});

describe('dropping one of several districts, excluding several (eighth round)', () => {
  it.each([
    ['en', 'take Vake out', 'Vera'],
    ['en', 'cross off Vera', 'Vake'],
    ['en', 'strike Vake', 'Vera'],
    ['ru', 'Ваке вычеркиваем', 'Vera'],
    ['ru', 'Веру убираем', 'Vake'],
    ['ru', 'уберите Ваке', 'Vera'],
    ['ka', 'ვაკე წაშალე', 'Vera'],
    ['ka', 'ვერა მოვაშოროთ', 'Vake'],
    ['en', 'Vake is out', 'Vera'],
    ['ru', 'Веру не надо', 'Vake'],
    ['ru', 'Ваке отпадает', 'Vera'],
    ['ru', 'Веру не рассматриваю', 'Vake'],
    ['ka', 'ვაკე აღარ მინდა', 'Vera'],
    ['ka', 'ვერას გარეშე', 'Vake'],
  ] as const)('%s "%s" after "Vake or Vera" keeps %s', (language, message, kept) => {
    const first = { ka: 'ვაკე ან ვერა', en: 'Vake or Vera', ru: 'Ваке или Вера' }[language];
    const { districtId, districtIds } = converse([first, message], { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed(kept).id, null]);
  });

  it.each([
    ['en', 'everywhere but Gldani and the Nadzaladevi area'],
    ['en', 'anywhere except Gldani-Nadzaladevi'],
    ['ru', 'везде кроме Глдани-Надзаладеви'],
    ['ka', 'ყველგან გლდანი-ნაძალადევის გარდა'],
    ['en', 'any district except Gldani, Nadzaladevi and Samgori'],
    ['ru', 'кроме Глдани, Надзаладеви и Самгори'],
    ['ka', 'გლდანის, ნაძალადევის და სამგორის გარდა'],
  ] as const)('%s "%s" sets no district', (language, message) => {
    const { districtId, districtIds } = ask(message, { language }).filters;
    expect([districtId, districtIds]).toEqual([null, null]);
  });
});

describe('"but" is a conjunction unless it follows a word of totality (ninth round)', () => {
  it('"the same but in Isani or Didube" replaces the district', () => {
    const { districtId, districtIds } = converse([
      '2 rooms in Vake',
      'the same but in Isani or Didube',
    ]).filters;
    expect([districtId, districtIds]).toEqual([districtNamed('Isani').id, [districtNamed('Didube').id]]);
  });

  it('"anywhere but Vake" still excludes it', () =>
    expect(ask('anywhere but Vake').filters.districtId).toBeNull());
});

describe('districts added to the search, or a mind changed about one (tenth round)', () => {
  it.each([
    ['en', ['Isani', 'please add Samgori and Gldani as well'], 'Isani', ['Samgori', 'Gldani']],
    ['en', ['Isani', 'include Gldani in the search'], 'Isani', ['Gldani']],
    ['ru', ['Исани', 'добавьте ещё Глдани'], 'Isani', ['Gldani']],
    ['ru', ['Исани', 'и Самгори добавим'], 'Isani', ['Samgori']],
    ['ka', ['ისანი', 'გლდანი დაამატე'], 'Isani', ['Gldani']],
    ['en', ['Isani or Samgori', 'changed my mind about Samgori'], 'Isani', null],
    ['ru', ['Исани или Самгори', 'передумал насчёт Самгори'], 'Isani', null],
    ['ka', ['ისანი ან სამგორი', 'სამგორზე გადავიფიქრე, მხოლოდ ისანი'], 'Isani', null],
  ] as const)('%s %j', (language, messages, first, others) => {
    const { districtId, districtIds } = converse(messages, { language }).filters;
    expect([districtId, districtIds]).toEqual([
      districtNamed(first).id,
      others && others.map((name) => districtNamed(name).id),
    ]);
  });
});

describe('a list of districts with commas ending in "or", a name with its kind (tenth round)', () => {
  it.each([
    ['en', 'in Varketili, Isani or Samgori', 'Varketili', ['Isani', 'Samgori']],
    ['ka', 'ისანი, სამგორი და ვარკეთილი', 'Isani', ['Samgori', 'Varketili']],
    ['ru', 'Глдани район или Дидубе', 'Gldani', ['Didube']],
    ['en', 'the Didube area or Gldani', 'Didube', ['Gldani']],
  ] as const)('%s "%s"', (language, message, first, others) => {
    const { districtId, districtIds } = ask(message, { language }).filters;
    expect([districtId, districtIds]).toEqual([
      districtNamed(first).id,
      others.map((name) => districtNamed(name).id),
    ]);
  });
});

describe('districts kept alone, struck off a list, looked at besides, or found too dear (eleventh round)', () => {
  it.each([
    // A district struck off the list.
    ['en', ['Gldani or Temka', 'Temka is off the table now'], 'Gldani', null],
    ['en', ['Gldani or Temka', "and Temka's off our list"], 'Gldani', null],
    // "Only" before a name keeps that one alone, even in a message that says "after all".
    ['en', ['Gldani or Temka', 'Temka is a bit far after all, just Gldani then'], 'Gldani', null],
    ['ru', ['Глдани или Темка', 'Темка всё-таки далековато, оставим лишь Глдани'], 'Gldani', null],
    ['ka', ['გლდანი ან თემქა', 'თემქაც ვნახე, მაგრამ მხოლოდ გლდანი დავტოვოთ'], 'Gldani', null],
    // A district looked at besides the one the conversation has.
    ['en', ['Gldani', 'check Temka while you are at it'], 'Gldani', ['Temka']],
    ['ru', ['Глдани', 'и Темку попутно посмотрите'], 'Gldani', ['Temka']],
    ['ru', ['Глдани', 'гляньте и на Темке'], 'Gldani', ['Temka']],
  ] as const)('%s %j', (language, messages, first, others) => {
    const { districtId, districtIds } = converse(messages, { language }).filters;
    expect([districtId, districtIds]).toEqual([
      districtNamed(first).id,
      others && others.map((name) => districtNamed(name).id),
    ]);
  });

  it.each([
    ['en', ['Gldani or Temka under 90k', 'Temka is too pricey, stick to Gldani']],
    ['ru', ['Глдани или Темка до 90 тысяч', 'Темка дороговата, только Глдани']],
    ['ka', ['გლდანი ან თემქა 90 ათასამდე', 'თემქა ძვირია, მხოლოდ გლდანი']],
  ] as const)('%s %j: a district found too dear is dropped, the budget kept', (language, messages) => {
    const { districtId, districtIds, maxPrice } = converse(messages, { language }).filters;
    expect([districtId, districtIds, maxPrice]).toEqual([districtNamed('Gldani').id, null, 90000]);
  });
});

describe('the home one lives in or left is not the search (issue 14, thirteenth slice)', () => {
  it.each([
    ['en', 'we live in Gldani now, looking for 2 rooms in Didube', 'Didube'],
    ['en', "we're renting in Saburtalo; want something in Isani", 'Isani'],
    ['en', 'sold our flat in Isani, now searching Vake', 'Vake'],
    ['en', 'my current place in Vake is too small. Need Saburtalo', 'Saburtalo'],
    ['ru', 'живём сейчас на Сабуртало, хотим в Ваке', 'Vake'],
    ['ru', 'продаём квартиру в Глдани, ищем в Исани', 'Isani'],
    ['ru', 'нынешняя квартира в Исани тесная. Нужна в Дидубе', 'Didube'],
    ['ka', 'ვცხოვრობთ საბურთალოზე, ვეძებთ ვაკეში', 'Vake'],
    ['ka', 'ამჟამად გლდანში ვართ, გვინდა დიდუბეში', 'Didube'],
    ['ka', 'გავყიდეთ ბინა ისანში, ახლა ვეძებთ საბურთალოზე', 'Saburtalo'],
  ] as const)('%s "%s" searches %s', (language, message, district) =>
    expect(ask(message, { language }).filters.districtId).toBe(districtNamed(district).id),
  );

  it.each([
    ['en', 'we live in Vake and want to stay in Vake', 'Vake'],
    ['ru', 'живу в Ваке', 'Vake'],
  ] as const)('%s "%s" with no other district keeps it', (language, message, district) =>
    expect(ask(message, { language }).filters.districtId).toBe(districtNamed(district).id),
  );
});

describe('a home one owns, or a friend’s, is no search (review of the thirteenth slice)', () => {
  it.each([
    ['ru', 'я собственник квартиры в Надзаладеви, хочу купить трёшку в Ваке', 'Vake'],
    ['en', 'my neighbour bought in Isani last year; we want Samgori, 2 rooms', 'Samgori'],
    ['ru', 'друзья снимают в Глдани, а мы ищем в Дидубе', 'Didube'],
    ['ka', 'მეგობარმა ისანში იყიდა, ჩვენ სამგორში გვინდა', 'Samgori'],
  ] as const)('%s "%s" searches %s', (language, message, wanted) =>
    expect(ask(message, { language }).filters.districtId).toBe(districtNamed(wanted).id),
  );
});

describe('districts refused, crossed out, or added in one message (set 15)', () => {
  it.each([
    ['en', "Vera's out", 'Vake'],
    ['ka', 'ვერა გადავხაზოთ', 'Vake'],
    ['ka', 'ვაკე ამოშალე', 'Vera'],
    ['ka', 'ვერა აღარ, ვაკე დატოვე', 'Vake'],
  ] as const)('%s "%s" after "Vake or Vera" keeps %s', (language, message, kept) => {
    const first = { ka: 'ვაკე ან ვერა', en: 'Vake or Vera', ru: 'Ваке или Вера' }[language];
    const { districtId, districtIds } = converse([first, message], { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed(kept).id, null]);
  });

  it.each([
    ['en', "I don't want Gldani, 3 rooms"],
    ['en', 'do not show me Isani please'],
    ['ru', 'не хочу в Глдани, трёшка'],
    ['ka', 'არ მინდა გლდანი, სამოთახიანი'],
  ] as const)('%s "%s" sets no district', (language, message) => {
    const { districtId, districtIds } = ask(message, { language }).filters;
    expect([districtId, districtIds]).toEqual([null, null]);
  });

  it.each([
    ['ka', 'საბურთალოზე ბინა, დიდუბეც გამოგვადგება', ['Saburtalo', 'Didube']],
    ['en', 'a flat in Saburtalo, Didube too', ['Saburtalo', 'Didube']],
    ['ru', 'квартира на Сабуртало, Дидубе тоже', ['Saburtalo', 'Didube']],
  ] as const)('%s "%s" names both', (language, message, [first, second]) => {
    const { districtId, districtIds } = ask(message, { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed(first).id, [districtNamed(second).id]]);
  });

  it('ru "и Надзаладеви до кучи" after Didube adds it', () => {
    const { districtId, districtIds } = converse(['Дидубе', 'и Надзаладеви до кучи'], {
      language: 'ru',
    }).filters;
    expect([districtId, districtIds]).toEqual([
      districtNamed('Didube').id,
      [districtNamed('Nadzaladevi').id],
    ]);
  });
});

describe('a district too dear "for us" is dropped, the budget kept (set 16)', () => {
  it.each([
    ['ka', 'საბურთალო ჩვენთვის ძვირია'],
    ['ru', 'Сабуртало для нас дороговато'],
  ] as const)('%s "%s" after Vake or Saburtalo up to 180k', (language, message) => {
    const first = { ka: 'ვაკე ან საბურთალო, 180 ათასამდე', ru: 'Ваке или Сабуртало, до 180 тысяч' }[language];
    const { districtId, districtIds, maxPrice } = converse([first, message], { language }).filters;
    expect([districtId, districtIds, maxPrice]).toEqual([districtNamed('Vake').id, null, 180_000]);
  });
});

describe('one district of several swapped for another, the rest kept (set 17)', () => {
  it.each([
    ['en', '2-room flat in Saburtalo or Gldani', 'drop Gldani and put Didube there instead'],
    ['ru', 'двушка в Сабуртало или Глдани', 'Глдани нам не по карману, вместо него Дидубе'],
    ['ka', 'ოროთახიანი საბურთალოზე ან გლდანში', 'გლდანი გამოვრიცხე, დიდუბეც დაამატე'],
  ] as const)('%s "%s" then "%s"', (language, first, second) => {
    const { districtId, districtIds } = converse([first, second], { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed('Saburtalo').id, [districtNamed('Didube').id]]);
  });

  it('a district named alone still replaces the only one', () =>
    expect(converse(['flat in Gldani', 'drop Gldani, Didube instead']).filters.districtId).toBe(
      districtNamed('Didube').id,
    ));
});

describe('a district replaced, avoided, or "cutting the pocket" (set 18)', () => {
  it.each([
    ['en', 'replace Isani with Samgori'],
    ['ru', 'замените Исани на Самгори'],
    ['ka', 'ისანი შევცვალოთ სამგორით'],
  ] as const)('%s "%s" after Gldani or Isani', (language, message) => {
    const first = { en: 'Gldani or Isani', ru: 'Глдани или Исани', ka: 'გლდანი ან ისანი' }[language];
    const { districtId, districtIds } = converse([first, message], { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed('Gldani').id, [districtNamed('Samgori').id]]);
  });

  it('"avoid" excludes every district of its list', () =>
    expect(setFields(ask('avoid Isani, Samgori and Gldani, 2 rooms').filters)).toEqual({
      minRooms: 2,
      maxRooms: 2,
    }));

  it('"ჯიბეს მიჭრის" (cuts the pocket) is too dear', () => {
    const { districtId, districtIds } = converse(['ვაკე ან საბურთალო', 'საბურთალო ჯიბეს გვიჭრის'], {
      language: 'ka',
    }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed('Vake').id, null]);
  });
});

describe('districts parted by slashes are one list (set 18)', () => {
  it.each([
    ['en', 'Isani/Samgori/Gldani, 2 rooms'],
    ['ru', 'Исани / Самгори / Глдани, двушка'],
  ] as const)('%s "%s"', (language, message) => {
    const { districtId, districtIds } = ask(message, { language }).filters;
    expect([districtId, districtIds]).toEqual([
      districtNamed('Isani').id,
      [districtNamed('Samgori').id, districtNamed('Gldani').id],
    ]);
  });
});

describe('a district struck "from the list", or "not for our pocket" (set 19)', () => {
  it.each([
    ['ka', ['დიდუბე ან ისანი', 'ისანი სიიდან წაშალეთ']],
    ['ka', ['დიდუბე ან ისანი', 'ისანი ჩვენს ჯიბეზე არაა']],
    ['ka', ['დიდუბე ან ისანი', 'ისანი ჯიბეზე არ არის, ამოიღე']],
    ['ru', ['Дидубе или Исани', 'Исани из списка вычеркните']],
    ['en', ['Didube or Isani', 'Isani off the list please']],
    ['en', ['Didube or Isani', 'Isani from the list - remove it']],
  ] as const)('%s %j keeps the other one', (language, messages) => {
    const { districtId, districtIds } = converse(messages, { language }).filters;
    expect([districtId, districtIds]).toEqual([districtNamed('Didube').id, null]);
  });
});

describe('Latin spellings of Georgian names through Russian ("dzh", "dj" for j; set 19)', () => {
  it.each(['3 rooms in Vashlidjvari', 'flat near Vashlidzhvari park'])('"%s" is Vashlijvari', (message) =>
    expect(districtOf(message, 'en')).toEqual(named('Vashlijvari', 'en')),
  );
});

describe('"there" found too dear beside a district ruled out keeps the budget (set 20)', () => {
  it.each([
    ['ru', ['Исани или Вера, до 100 тысяч', 'Вера отпадает, там слишком дорого']],
    ['en', ['Isani or Vera, up to 100k', "forget Vera, it's too pricey"]],
  ] as const)('%s %j', (language, messages) =>
    expect(converse(messages, { language }).filters).toMatchObject({
      districtId: districtNamed('Isani').id,
      districtIds: null,
      maxPrice: 100000,
    }),
  );
});
