import { describe, expect, it } from 'vitest';
import { ask, converse, setFields } from './testing/assistant-test-kit';

const fields = (message: string, language: 'ka' | 'en' | 'ru') =>
  setFields(ask(message, { language }).filters);

describe('who sells: owners, agencies, developers (issue 16)', () => {
  it.each([
    ['ru', 'без посредников'],
    ['ru', 'от собственника'],
    ['ru', 'не агентство'],
    ['ru', 'без посредникоф'],
    ['ka', 'მესაკუთრისგან'],
    ['ka', 'შუამავლის გარეშე'],
    ['en', 'no agents'],
    ['en', 'owner only'],
    ['en', 'from the owner'],
    ['en', 'without an agent'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );

  it.each([
    ['en', 'from a developer'],
    ['ru', 'от застройщика'],
    ['ka', 'დეველოპერისგან'],
  ] as const)('%s "%s" is developers', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Developer' }),
  );

  it.each([
    ['en', 'through an agency'],
    ['ru', 'через агентство'],
    ['ka', 'სააგენტოდან'],
  ] as const)('%s "%s" is agencies', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Agency' }),
  );

  it('reads nothing from a negated owner ("not from the owner") and says what it understood', () => {
    expect(fields('not from the owner', 'en')).toEqual({});
    expect(ask('без посредников', { language: 'ru' }).reply(3)).toContain('от собственника, без посредников');
  });
});

describe('agents asked not to call (seventh round)', () => {
  it.each([
    ['en', 'agents, please do not call'],
    ['en', 'no messages from realtors'],
    ['ru', 'риелторам просьба не звонить'],
    ['ru', 'посредников прошу не беспокоить'],
    ['ka', 'შუამავლებმა ნუ დამირეკავთ'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );
});

describe('builders and offers not wanted from agents (eighth round)', () => {
  it.each([
    ['en', 'straight from the construction company'],
    ['en', 'bought from the builders'],
    ['en', 'from a building company'],
    ['ru', 'напрямую от строительной компании'],
    ['ru', 'от строителей'],
    ['ka', 'სამშენებლო კომპანიისგან'],
    ['ka', 'მშენებლისგან პირდაპირ'],
  ] as const)('%s "%s" is developers', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Developer' }),
  );

  it.each([
    ['ru', 'риелторы не предлагайте'],
    ['ru', 'посредникам не предлагать'],
    ['en', 'realtors please do not offer'],
    ['en', 'no offers from agencies'],
    ['ka', 'სააგენტოებმა ნუ შემომთავაზებთ'],
    ['ka', 'რიელტორები არ მაინტერესებს'],
    ['ka', 'აგენტები არ მინდა'],
    ['en', 'not interested in realtors'],
    ['ru', 'посредники не интересуют'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );
});

describe('more owner and broker words (ninth round)', () => {
  it.each([
    ['en', 'straight from the landlord'],
    ['en', 'landlords only please'],
    ['en', 'rented by the landlady herself'],
    ['ru', 'маклеров не предлагать'],
    ['ru', 'маклеры не нужны'],
    ['ka', 'მაკლერს არ ვეძებ'],
    ['ka', 'პატრონისგან პირდაპირ'],
    ['ka', 'ვქირაობ მხოლოდ პატრონისგან'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );

  it("a pet's owner is no seller", () =>
    expect(fields('ძაღლის პატრონი ვარ', 'ka').sellerType).toBeUndefined());
});

describe('the owner dealing directly, in other words (tenth round)', () => {
  it.each([
    ['ru', 'квартиру сдаёт сама хозяйка'],
    ['ru', 'владелица напрямую'],
    ['ru', 'напрямую с владельцем'],
    ['en', 'the owner rents it out directly'],
    ['en', 'owner selling directly'],
    ['ka', 'თვითონ პატრონი აქირავებს'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );
});

describe('brokers passed over, and let back in (eleventh round)', () => {
  it.each([
    ['en', 'we pass on realtors'],
    ['en', 'skip brokers altogether'],
    ['ru', 'посредники мимо'],
    ['ru', 'маклеры мимо, спасибо'],
    ['ka', 'მხოლოდ მფლობელი'],
    ['ka', 'მარტო მეპატრონე'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );

  it.each([
    ['en', ['owners only', 'brokers are acceptable as well']],
    ['en', ['no realtors', 'ok, realtors are fine too']],
    ['ru', ['без посредников', 'ну пусть и маклеры звонят']],
    ['ru', ['от собственника', 'посредники тоже подойдут']],
    ['ka', ['მესაკუთრისგან', 'შუამავლებიც მისაღებია']],
  ] as const)('%s %j lets the seller go', (language, messages) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual({}),
  );

  // Accepting agents restricts nothing: with no seller type set, none is set (not agencies only).
  it.each([
    ['en', ['two bedrooms', 'brokers would be fine too'], { minBedrooms: 2, maxBedrooms: 2 }],
    ['en', ['through a broker is fine as well'], {}],
    ['ru', ['две спальни', 'маклеры тоже подойдут'], { minBedrooms: 2, maxBedrooms: 2 }],
    ['ka', ['ორი საძინებელი', 'შუამავლებიც გამოდგება'], { minBedrooms: 2, maxBedrooms: 2 }],
    ['ru', ['от застройщика', 'посредники тоже подойдут'], {}],
  ] as const)('%s %j sets no seller type', (language, messages, expected) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual(expected),
  );
});

describe('the seller class as a lexicon (issue 14, thirteenth slice)', () => {
  it.each([
    ['ka', 'მაკლერების გარეშე ვეძებ'],
    ['ka', 'ბროკერის გარეშე'],
    ['ka', 'ბროკერებმა გთხოვთ ნუ დამირეკავთ'],
    ['ka', 'შუამავლებმა თუ შეიძლება არ შემაწუხოთ'],
    ['en', 'owner-listed flats'],
    ['en', 'sold by owner'],
    ['en', 'owner sales only'],
    ['en', 'for sale by owner'],
    ['en', 'agent-free please'],
    ['en', 'owner-rented place'],
    ['ru', 'без брокеров'],
    ['ru', 'брокерам просьба не звонить'],
    ['ru', 'только от хозяев'],
    ['ru', 'собственник продаёт'],
    ['ru', 'риелторам пожалуйста не беспокоить'],
  ] as const)('%s "%s" is owners only', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Owner' }),
  );

  it.each([
    ['en', 'developer sales only'],
    ['en', 'developer-built, builder-direct'],
    ['en', 'units sold by the developer'],
    ['ru', 'напрямую у девелопера'],
    ['ru', 'девелоперская компания продаёт'],
    ['ru', 'от стройкомпании'],
    ['ka', 'მშენებელი კომპანიისგან'],
    ['ka', 'მშენებელ ფირმასთან პირდაპირ'],
    ['ka', 'დეველოპერული კომპანიის ოფისში'],
  ] as const)('%s "%s" is developers', (language, message) =>
    expect(fields(message, language)).toEqual({ sellerType: 'Developer' }),
  );

  it.each([
    ['ru', ['от застройщика', 'не обязательно от девелопера']],
    ['ru', ['от застройщика', 'застройщик не обязателен']],
    ['en', ['from the developer', 'not necessarily from a developer']],
    ['en', ['from the developer', "doesn't have to be from the builder"]],
    ['ka', ['დეველოპერისგან', 'დეველოპერისგან არ არის აუცილებელი']],
  ] as const)('%s %j lets the seller type go', (language, messages) =>
    expect(setFields(converse(messages, { language }).filters)).toEqual({}),
  );
});

describe('the visitor who owns a home is no seller asked for (review of the thirteenth slice)', () => {
  it('ru "я собственник квартиры в Надзаладеви, хочу купить трёшку" sets no seller', () =>
    expect(
      ask('я собственник квартиры в Надзаладеви, хочу купить трёшку', { language: 'ru' }).filters.sellerType,
    ).toBeNull());
});

describe('not dealing with agents asks for owners (set 19)', () => {
  it.each([
    ['en', "2 rooms, I don't want to deal with agents"],
    ['en', '2 rooms, not dealing with realtors'],
    ['ru', 'двушка, с агентами дела не имею'],
    ['ru', 'двушка, с риелторами связываться не хочу'],
    ['ru', 'двушка, не хочу иметь дело с посредниками'],
    ['ka', 'ოროთახიანი, შუამავლებთან საქმე არ მაქვს'],
    ['ka', 'ოროთახიანი, სააგენტოებთან საქმეს არ დავიჭერ'],
  ] as const)('%s "%s"', (language, message) =>
    expect(fields(message, language)).toEqual({ minRooms: 2, maxRooms: 2, sellerType: 'Owner' }),
  );
});
