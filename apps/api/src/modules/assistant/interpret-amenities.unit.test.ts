import { describe, expect, it } from 'vitest';
import { WISH_WEIGHTS } from '@sakhli/shared/schemas/assistant';
import { ask, converse, setFields } from './testing/assistant-test-kit';

describe('amenities (decision 040): asked for plainly they are filters', () => {
  it.each([
    ['ru', 'с центральным отоплением', { heating: 'Central' }],
    ['ka', 'ცენტრალური გათბობა', { heating: 'Central' }],
    ['en', 'central heating', { heating: 'Central' }],
    ['ru', 'газовый котёл', { heating: 'IndividualGasBoiler' }],
    ['ru', 'с автономным отоплением', { heating: 'IndividualGasBoiler' }],
    ['ka', 'ინდივიდუალური გათბობით', { heating: 'IndividualGasBoiler' }],
    ['en', 'electric heating', { heating: 'Electric' }],
    // The type after the heating, a boiler by its kind, the everyday and loan words.
    ['ru', 'отопление центральное', { heating: 'Central' }],
    ['ka', 'გათბობა ცენტრალური', { heating: 'Central' }],
    ['en', 'heating: electric', { heating: 'Electric' }],
    ['ru', 'отопление газовое', { heating: 'IndividualGasBoiler' }],
    ['ru', 'двухконтурный котел', { heating: 'IndividualGasBoiler' }],
    ['en', 'double-circuit boiler', { heating: 'IndividualGasBoiler' }],
    ['ka', 'ორკონტურიანი ქვაბით', { heating: 'IndividualGasBoiler' }],
    ['ru', 'кондей нужен', { hasAirConditioning: true }],
    ['en', 'with air con', { hasAirConditioning: true }],
    ['ka', 'ბალკონიანი ბინა', { hasBalcony: true }],
    ['ka', 'ბალკონით და ლიფტით', { hasBalcony: true, hasLift: true }],
    ['ru', 'с балконом', { hasBalcony: true }],
    ['ru', 'с лоджией', { hasBalcony: true }],
    ['ka', 'აივნით', { hasBalcony: true }],
    ['en', 'with a lift', { hasLift: true }],
    ['ka', 'ლიფტით', { hasLift: true }],
    ['ru', 'с парковкой', { hasParking: true }],
    ['en', 'pets allowed', { petsAllowed: true }],
    ['ru', 'можно с животными', { petsAllowed: true }],
    ['ka', 'შინაური ცხოველით', { petsAllowed: true }],
    ['ka', 'კონდიციონერით', { hasAirConditioning: true }],
    [
      'en',
      'with a/c and parking, lift is a must',
      { hasAirConditioning: true, hasParking: true, hasLift: true },
    ],
  ] as const)('%s "%s"', (language, message, expected) => {
    const result = ask(message, { language });
    expect(setFields(result.filters)).toEqual(expected);
    expect(result.wishes).toEqual([]);
  });

  it('keeps a nice-to-have amenity a soft wish, and plain "heating" too', () => {
    const nice = ask('желательно с балконом', { language: 'ru' });
    expect(setFields(nice.filters)).toEqual({});
    expect(nice.wishes).toEqual([{ key: 'balcony', weight: WISH_WEIGHTS.nice }]);
    const heating = ask('с отоплением', { language: 'ru' });
    expect(setFields(heating.filters)).toEqual({});
    expect(heating.wishes.map((wish) => wish.key)).toEqual(['heating']);
  });

  it.each([
    ['ka', 'ლიფტი თუ იქნება, კარგია'],
    ['en', 'a lift would be good, if there is one'],
    ['ru', 'если будет лифт, хорошо'],
  ] as const)('%s "%s": an amenity welcome if there is one is a soft wish', (language, message) => {
    const result = ask(message, { language });
    expect(setFields(result.filters)).toEqual({});
    expect(result.wishes).toEqual([{ key: 'elevator', weight: WISH_WEIGHTS.nice }]);
  });

  it('a park nearby is the park wish, never parking ("парком" is one letter from "парков")', () => {
    const result = ask('квартира рядом с парком', { language: 'ru' });
    expect(setFields(result.filters)).toEqual({});
    expect(result.wishes.map((wish) => wish.key)).toEqual(['park']);
  });

  it('firms a wish up into a filter, and lets the filter go when the visitor does', () => {
    const firm = ask('балкон обязательно', { language: 'ru', wishes: [{ key: 'balcony', weight: 0.5 }] });
    expect(setFields(firm.filters)).toEqual({ hasBalcony: true });
    expect(firm.wishes).toEqual([]);
    const dropped = converse(['2 rooms with parking', 'parking is not needed']);
    expect(setFields(dropped.filters)).toEqual({ minRooms: 2, maxRooms: 2 });
  });

  it('says what it understood in the visitor’s language', () => {
    expect(ask('with a lift').reply(2)).toBe('Got it: with a lift. 2 listings match.');
    expect(ask('с центральным отоплением', { language: 'ru' }).reply(3)).toBe(
      'Понял: центральное отопление. Подходящих объявлений: 3.',
    );
    expect(ask('ლიფტით', { language: 'ka' }).reply(1)).toMatch(/^გასაგებია: ლიფტით\./);
  });
});

describe('an animal the visitor has is pets allowed', () => {
  it.each([
    ['en', "we've got a dog"],
    ['ru', 'у меня две кошки'],
    ['ru', 'со мной щенок'],
    ['en', 'moving with a puppy'],
    ['ka', 'ლეკვი მყავს'],
    ['ka', 'კატა გვყავს'],
    // Georgian in Latin letters, loosely and on the keyboard layout.
    ['ka', 'dzaghli gvyavs'],
    ['ka', 'qirit, ori kata myavs'],
    // A breed or a diminutive names the animal as well (tenth round).
    ['en', 'we are moving with a beagle'],
    ['en', 'flat for me and my three dachshunds'],
    ['ru', 'со мной живёт мопс'],
    ['ru', 'едем с котёнком и пёсиком'],
    ['ru', 'нужно, чтобы разрешали с котами'],
    ['ka', 'პუდელი მყავს'],
    ['ka', 'ნაგაზიც გვყავს'],
  ] as const)('%s "%s"', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual({
      petsAllowed: true,
    }),
  );
});

describe('an amenity that is no longer needed is let go of', () => {
  it.each([
    ['en', ['with parking and a balcony', "parking isn't needed after all"], { hasBalcony: true }],
    ['en', ['lift and balcony please', 'the balcony is no longer needed'], { hasLift: true }],
    ['en', ['with air conditioning', 'aircon isnt a must'], {}],
    ['ru', ['с парковкой и балконом', 'парковка уже не нужна'], { hasBalcony: true }],
    ['ka', ['ლიფტით და აივნით', 'აივანი აღარ არის საჭირო'], { hasLift: true }],
    ['ka', ['პარკინგით', 'პარკინგი აღარაა საჭირო'], {}],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('amenities not needed, not required, or only wished for (eighth round)', () => {
  it.each([
    ['en', 'no need for a balcony or air conditioning'],
    ['en', "don't need a balcony nor a lift"],
    ['ru', 'балкон и кондиционер не нужны'],
    ['ka', 'აივანი და კონდიციონერი არ მჭირდება'],
    ['ru', 'не нужен ни балкон, ни кондиционер'],
    ['ru', 'балкон и кондиционер необязательны'],
    ['en', 'a balcony and air conditioning are optional'],
  ] as const)('%s "%s" sets nothing and wishes nothing', (language, message) => {
    const result = ask(message, { language });
    expect([setFields(result.filters), result.wishes]).toEqual([{}, []]);
  });

  it('a negation reaches only forward from before, backward from after', () => {
    expect(setFields(ask('a balcony and no lift', { language: 'en' }).filters)).toEqual({ hasBalcony: true });
  });

  it.each([
    ['en', ['with a lift', 'a lift would be nice but it is not essential']],
    ['ru', ['с лифтом', 'лифт желательно, но не обязательно']],
    ['ka', ['ლიფტით', 'ლიფტი სასურველი იქნება, მაგრამ სავალდებულო არ არის']],
    ['ru', ['с лифтом', 'лифт не обязателен, но желателен']],
    ['en', ['with a lift', 'a lift is not a must, but preferably yes']],
  ] as const)('%s %j turns the filter into a wish', (language, messages) => {
    const result = converse(messages, { language });
    expect([setFields(result.filters), result.wishes]).toEqual([
      {},
      [{ key: 'elevator', weight: WISH_WEIGHTS.nice }],
    ]);
  });

  it.each([
    ['en', 'it needn’t be furnished'],
    ['en', 'does not have to come furnished'],
    ['ru', 'необязательно меблированная'],
    ['ka', 'არ არის აუცილებელი ავეჯით'],
  ] as const)('%s "%s" asks nothing of the furniture, and lets it go', (language, message) => {
    expect(setFields(ask(message, { language }).filters)).toEqual({});
    expect(setFields(ask(message, { language, filters: { isFurnished: true } }).filters)).toEqual({});
  });
});

describe('heating said another way (ninth round)', () => {
  it.each([
    // The type after its noun, then what the visitor says of it ("should be", "обязательно").
    ['ka', 'გათბობა ინდივიდუალური აუცილებლად', 'IndividualGasBoiler'],
    ['ru', 'отопление центральное должно быть', 'Central'],
    ['en', 'heating electric please', 'Electric'],
    ['en', 'the heating should be central', 'Central'],
    // A boiler of one's own, by any of the words that make heating one's own.
    ['en', 'an autonomous boiler', 'IndividualGasBoiler'],
    ['ru', 'индивидуальный котёл', 'IndividualGasBoiler'],
    ['ka', 'საკუთარი ქვაბით', 'IndividualGasBoiler'],
    // Heating from a boiler.
    ['ru', 'отопление от газового котла', 'IndividualGasBoiler'],
    ['en', 'heating from a private boiler', 'IndividualGasBoiler'],
  ] as const)('%s "%s"', (language, message, heating) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ heating }),
  );
});

describe('an amenity that no longer matters is let go of (ninth round)', () => {
  it.each([
    ['en', ['with parking and a balcony', 'ok, the balcony no longer matters'], { hasParking: true }],
    ['ru', ['с животными и с балконом', 'животные уже не важны'], { hasBalcony: true }],
    ['ka', ['ლიფტით და აივნით', 'ლიფტს მნიშვნელობა არ აქვს'], { hasBalcony: true }],
  ] as const)('%s %j', (language, messages, expected) =>
    expect(setFields(converse(messages, { language, listingType: 'Rent' }).filters)).toEqual(expected),
  );
});

describe('heating by electricity, and small animals as pets (eleventh round)', () => {
  it.each([
    // Electric heaters and radiators heat the flat electrically; so does heating "by", "on" or "from" electricity.
    ['en', 'warmed by electric heaters', 'Electric'],
    ['en', 'heating by electricity', 'Electric'],
    ['ru', 'отопление на электричестве', 'Electric'],
    ['ru', 'греемся электрическими обогревателями', 'Electric'],
    ['ka', 'ელექტრო გამათბობლებით', 'Electric'],
    ['ka', 'გათბობა ელექტროენერგიაზე', 'Electric'],
  ] as const)('%s "%s"', (language, message, heating) =>
    expect(setFields(ask(message, { language }).filters)).toEqual({ heating }),
  );

  it.each([
    ['en', 'our hamster moves in with us'],
    ['en', 'we keep a parrot'],
    ['ru', 'у дочки хомяк'],
    ['ru', 'с нами попугай'],
    ['ka', 'ზაზუნა გვყავს'],
    ['ka', 'თუთიყუში მყავს'],
  ] as const)('%s "%s" asks for pets allowed', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual({
      petsAllowed: true,
    }),
  );
});

describe('an amenity let go of as a requirement or as what was said of it (eleventh round)', () => {
  it.each([
    ['en', ['with a lift', 'drop the lift requirement']],
    ['en', ['with parking', 'what I said about parking, forget it']],
    ['ru', ['с лифтом', 'что я говорил про лифт, забудьте']],
    ['ka', ['ლიფტით', 'ლიფტზე რაც ვთქვი, დაივიწყე']],
    ['ka', ['პარკინგით', 'პარკინგის მოთხოვნა ამოიღე']],
  ] as const)('%s %j', (language, messages) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual({}),
  );

  it('a verb of letting go before one amenity keeps the one after the comma', () =>
    expect(
      setFields(converse(['with a lift', 'with a balcony, drop the lift'], { language: 'en' }).filters),
    ).toEqual({
      hasBalcony: true,
    }));
});

describe('an amenity welcome if the flat has it, words between (eleventh round)', () => {
  it.each([
    ['ka', 'აივნით, და თუ კონდიციონერიც ექნება, ძალიან კარგი', 'airConditioning'],
    ['ka', 'აივნით, თუ ბინას ლიფტიც აქვს, უკეთესი', 'elevator'],
    ['en', "a balcony, and if there's a lift as well, lovely", 'elevator'],
    ['ru', 'с балконом, а если в доме будет лифт, вообще отлично', 'elevator'],
  ] as const)('%s "%s" keeps %s a wish', (language, message, key) => {
    const result = ask(message, { language });
    expect(setFields(result.filters)).toEqual({ hasBalcony: true });
    expect(result.wishes).toEqual([{ key, weight: WISH_WEIGHTS.nice }]);
  });
});

describe('an amenity let go of in other words (twelfth round)', () => {
  it.each([
    // A verb of letting go, then what was said of the thing.
    ['en', ['with a lift', 'please disregard what I told you about the lift']],
    ['ru', ['с лифтом', 'игнорируйте, что я писал про лифт']],
    // Doing without it too.
    ['en', ['with a lift', 'we could live without a lift too']],
    ['ka', ['ლიფტით', 'ლიფტის გარეშეც მისაღებია']],
    // It is no longer current.
    ['ru', ['с лифтом', 'лифт больше не актуален']],
    ['ka', ['ლიფტით', 'ლიფტი აღარ არის აქტუალური']],
    ['en', ['with a lift', 'the lift is no longer relevant']],
  ] as const)('%s %j', (language, messages) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual({}),
  );

  it.each([
    // The animal named again as it leaves, then "that" let go of: the last word on a thing in a message decides.
    ['en', ['we have a cat', 'the cat is staying with my brother, so that is no longer important']],
    ['ru', ['у нас кошка', 'кошка останется у брата, поэтому это уже не важно']],
    ['ka', ['კატა გვყავს', 'კატა ძმასთან დარჩება, ამიტომ ეს აღარ არის საჭირო']],
  ] as const)('%s %j lets the pets go', (language, messages) =>
    expect(setFields(converse(messages, { language, listingType: 'Rent' }).filters)).toEqual({}),
  );

  it.each([
    ['ka', ['ავეჯით', 'ავეჯს რაც შეეხება, არ მაინტერესებს']],
    ['en', ['furnished', 'as for furniture, whatever']],
    ['ru', ['с мебелью', 'что касается мебели, без разницы']],
  ] as const)('%s %j lets the furniture go', (language, messages) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual({}),
  );

  it.each([
    ['ka', ['ლიფტით', 'ლიფტი ბონუსი იქნებოდა']],
    ['ru', ['с лифтом', 'лифт — как бонус']],
    ['en', ['with a lift', 'a lift would be a nice extra']],
  ] as const)('%s %j turns the filter into a wish', (language, messages) => {
    const result = converse(messages, { language });
    expect([setFields(result.filters), result.wishes]).toEqual([
      {},
      [{ key: 'elevator', weight: WISH_WEIGHTS.nice }],
    ]);
  });
});

describe('a pet named by its kind or breed, inside a long message too (issue 14, thirteenth slice)', () => {
  it.each([
    ['en', 'we have a British shorthair'],
    ['en', 'moving with our scottish fold and a sphynx'],
    ['en', 'two tortoises and a goldfish aquarium'],
    ['en', 'our pooch, a jack russell, comes too'],
    ['en', 'my dalmatian and a canary'],
    ['en', 'family of four plus a kitten'],
    ['ru', 'у нас вислоухий шотландец и мейн-кун'],
    ['ru', 'с нами черепашка и аквариум с рыбками'],
    ['ru', 'плюс кошак по кличке Барсик'],
    ['ru', 'у мамы пекинес и канарейка'],
    ['ru', 'самоед и болонка'],
    ['ka', 'კუ გვყავს და თევზები'],
    ['ka', 'ფისო მყავს, სიამური'],
    ['ka', 'ოვჩარკა და პეკინესი გვყავს'],
    ['ka', 'პატარა ცუგა მყავს'],
  ] as const)('%s "%s" asks for pets allowed', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual({
      petsAllowed: true,
    }),
  );

  it.each([
    ['ru', 'снимем двушку в Дидубе, у нас черепаха', 'Didube'],
    ['en', 'a flat in Isani, we keep a turtle', 'Isani'],
    ['ka', 'ბინა ისანში, კუ გვყავს', 'Isani'],
  ] as const)('%s "%s": the pet is no place', (language, message, district) => {
    const filters = ask(message, { language, listingType: 'Rent' }).filters;
    expect(filters.petsAllowed).toBe(true);
    expect(filters.districtName).toBe(
      ask(
        district === 'Didube'
          ? 'в Дидубе'
          : district === 'Isani' && language === 'ka'
            ? 'ისანში'
            : 'in Isani',
        {
          language,
        },
      ).filters.districtName,
    );
  });

  it.each([
    ['en', 'near Turtle lake'],
    ['ru', 'у Черепашьего озера'],
    ['ka', 'კუს ტბასთან'],
  ] as const)('%s "%s" is still the lake', (language, message) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toMatchObject({
      districtId: 5,
    }),
  );
});

describe('a home without the thing refused is the thing required (set 15)', () => {
  it.each([
    ['ru', 'без парковки не предлагайте', { hasParking: true }],
    ['ru', 'без балкона даже не показывайте', { hasBalcony: true }],
    ['en', 'without a lift, do not offer it', { hasLift: true }],
    ['ka', 'აივნის გარეშე არ მინდა', { hasBalcony: true }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual(expected),
  );
});

describe('a pet said with "with" in Georgian (set 19)', () => {
  it.each(['კატასთან ერთად ვცხოვრობთ', 'ჩვენს კატებთან ერთად გადმოვდივართ', 'ძაღლთან ერთად ვარ'])(
    'ka "%s" asks for pets allowed',
    (message) =>
      expect(setFields(ask(message, { language: 'ka', listingType: 'Rent' }).filters)).toEqual({
        petsAllowed: true,
      }),
  );
});

describe('a word of need or "only" between a thing and its kind (set 19)', () => {
  it.each([
    ['ru', 'отопление нужно центральное', { heating: 'Central' }],
    ['ru', 'отопление только центральное, пожалуйста', { heating: 'Central' }],
    ['ka', 'გათბობა მხოლოდ ცენტრალური', { heating: 'Central' }],
    ['en', 'heating only central', { heating: 'Central' }],
    ['ru', 'ремонт только новый', { renovationStatus: 'NewRenovated' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual(expected),
  );
});

describe('heating said with a verb, a past copula, or beside the home one has (set 20)', () => {
  it.each([
    ['ru', 'квартира отапливается электричеством', { heating: 'Electric' }],
    ['ru', 'чтобы отопление было центральное', { heating: 'Central' }],
    ['en', 'heating must be central btw', { heating: 'Central' }],
    ['en', 'central heating please, our current flat has electric heaters', { heating: 'Central' }],
    ['en', 'we want gas heating, the previous place had central heating', { heating: 'IndividualGasBoiler' }],
  ] as const)('%s "%s"', (language, message, expected) =>
    expect(setFields(ask(message, { language, listingType: 'Rent' }).filters)).toEqual(expected),
  );
});

describe('pets: a doodle, a clause of wishing, the point taken off (set 20)', () => {
  it('en "we come with our labradoodle" asks for pets allowed', () =>
    expect(
      setFields(ask('we come with our labradoodle', { language: 'en', listingType: 'Rent' }).filters),
    ).toEqual({
      petsAllowed: true,
    }));
  it('ru "было бы неплохо, чтобы с собакой пускали" is a wish', () =>
    expect(
      ask('было бы неплохо, чтобы с собакой пускали', { language: 'ru', listingType: 'Rent' }).wishes,
    ).toEqual([{ key: 'pets', weight: 0.5 }]));
  it('ru "пункт про животных снимаем" after a dog lets pets go', () =>
    expect(
      converse(['двушка, с собакой', 'пункт про животных снимаем'], { language: 'ru', listingType: 'Rent' })
        .filters.petsAllowed,
    ).toBeNull());
  it.each(['хочу двушку с балконом снять', 'двушку с балконом снимаем'])(
    'ru "%s" keeps the balcony',
    (message) => expect(ask(message, { language: 'ru', listingType: 'Rent' }).filters.hasBalcony).toBe(true),
  );
});
