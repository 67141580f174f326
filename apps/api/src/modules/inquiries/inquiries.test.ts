import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';

const OWNER = 'owner@example.com';
const VISITOR = { name: 'Giorgi Visitor', email: 'giorgi.visitor@example.ge', phone: '+995 555 12 34 56' };
const LANGUAGE_HEADERS = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' } as const;

describe('POST /api/Property/{id}/inquiry', () => {
  let kit: AuthTestContext;
  let apartment: number, house: number, onRequest: number, pending: number, limited: number;

  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    const fixtures = await insertSearchFixtures(kit.db);
    const build = createListingBuilder(fixtures);
    [apartment, house, onRequest, pending, limited] = (await insertListings(kit.db, [
      build({
        price: 120_000,
        rooms: 2,
        size: 75,
        streetNameGeo: 'ჭავჭავაძის გამზირი 1',
        streetNameEng: '1 Chavchavadze Avenue',
      }),
      build({
        propertyType: 'House',
        listingType: 'Rent',
        price: 2_700,
        currency: 'GEL',
        size: 180,
        districtId: fixtures.saburtaloId,
      }),
      build({ price: 0 }),
      build({ publishStatus: 'Pending' }),
      build(),
    ])) as [number, number, number, number, number];
  });
  afterAll(() => kit.close());

  const send = (
    id: number | string,
    body: object,
    { language = 'en', client }: { language?: keyof typeof LANGUAGE_HEADERS; client?: string } = {},
  ) =>
    kit.post(`/api/Property/${id}/inquiry`, body, {
      headers: { 'accept-language': LANGUAGE_HEADERS[language] },
      client,
    });
  const inquiry = (message: string) => ({ ...VISITOR, message });

  it('mails the owner in English with Reply-To the visitor, and answers no address', async () => {
    const response = await send(apartment, inquiry('Is it still available?\nCan I see it on Saturday?'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.body).not.toContain(OWNER);

    const mail = await kit.inbox.waitForMail(OWNER);
    expect(mail.to).toEqual([OWNER]);
    expect(mail.subject).toBe('Inquiry about your listing: 2-room apartment for sale, 75 m²');
    expect(mail.headers['reply-to']).toBe(`${VISITOR.name} <${VISITOR.email}>`);
    expect(mail.from).toContain('no-reply@localhost');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Hello, Nino!');
    expect(text).toContain(`${VISITOR.name} is interested in your listing on Sakhli`);
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Is it still available?\n\nCan I see it on Saturday?');
    expect(text).toMatch(/Listing: 2-room apartment for sale, 75 m² \(code \d+\)/);
    expect(text).toContain('Location: 1 Chavchavadze Avenue, Vake, Tbilisi');
    expect(text).toContain('Price: $120,000 (₾324,000)');
    expect(text).toContain(`Phone: ${VISITOR.phone}`);
    expect(text).toContain(`http://localhost:3000/property/${apartment}`);
    expect(text).toContain('Best regards, The Sakhli team');
    // The visitor's address travels only in Reply-To, never in the text the owner might forward.
    expect(mail.text).not.toContain(VISITOR.email);
    expect(mail.html).toContain('Is it still available?');
  });

  it('writes the mail in Georgian for a Georgian visitor', async () => {
    const earlier = kit.inbox.mailsTo(OWNER).length;
    const response = await send(
      house,
      { ...inquiry('გამარჯობა, სახლი ისევ თავისუფალია?'), phone: '' },
      { language: 'ka' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const mail = await kit.inbox.waitForMail(OWNER, { skip: earlier });
    expect(mail.subject).toBe('შეკითხვა თქვენს განცხადებაზე: ქირავდება სახლი, 180 მ²');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('გამარჯობა, Nino!');
    expect(text).toContain('გამარჯობა, სახლი ისევ თავისუფალია?');
    expect(text).toContain('მდებარეობა: საბურთალო, თბილისი');
    // Georgian groups digits from five on: 2700, 12 000.
    expect(text).toContain('ფასი: 2700 ₾ (1000 $) თვეში');
    expect(text).toContain('პატივისცემით, „სახლის“ გუნდი');
    expect(text).not.toContain('ტელეფონი');
  });

  it("writes the mail in Russian with 'Price on request' for a listing without a price", async () => {
    const earlier = kit.inbox.mailsTo(OWNER).length;
    const response = await send(onRequest, inquiry('Здравствуйте! Какая цена?'), { language: 'ru' });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await kit.inbox.waitForMail(OWNER, { skip: earlier });
    expect(mail.subject).toBe('Вопрос по вашему объявлению: Продаётся 2-комнатная квартира, 50 м²');
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Здравствуйте, Nino!');
    expect(text).toContain('Цена: Цена по запросу');
    expect(text).toContain('Адрес: Ваке, Тбилиси');
    expect(text).toContain('С уважением, команда Сахли');
  });

  it('takes inquiries from signed-in visitors too', async () => {
    const session = await kit.signUp('member@example.ge');
    const earlier = kit.inbox.mailsTo(OWNER).length;
    const withToken = await kit.app.inject({
      method: 'POST',
      url: `/api/Property/${apartment}/inquiry`,
      payload: inquiry('From a member, signed in'),
      headers: { authorization: `Bearer ${session.accessToken ?? ''}` },
      remoteAddress: kit.nextClient(),
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(withToken.body).not.toContain(OWNER);
    const mail = await kit.inbox.waitForMail(OWNER, { skip: earlier });
    expect(mail.text).toContain('From a member, signed in');
  });

  it('answers 404 for listings that are not published, and sends nothing', async () => {
    const earlier = kit.inbox.mailsTo(OWNER).length;
    for (const id of [pending, 999_999]) {
      const response = await send(id, inquiry('Hello'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    }
    expect(kit.inbox.mailsTo(OWNER)).toHaveLength(earlier);
  });

  it('names every bad field', async () => {
    const response = await send(apartment, {
      name: '  ',
      email: 'not-an-address',
      phone: 'call me',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: ['Name is required'],
        email: ['Email is invalid'],
        phone: ['Phone number is invalid'],
        message: ['Message is required'],
      },
    });
    const tooLong = await send(apartment, inquiry('x'.repeat(2001)));
    expect(tooLong.json()).toMatchObject({
      errors: { message: ['Message must be at most 2000 characters'] },
    });
    const missing = await send(apartment, {});
    expect(Object.keys(missing.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect((await send('abc', inquiry('Hi'))).statusCode).toBe(400);
  });

  it('limits inquiries per client (an IPv6 /64 as one) and per listing, with Retry-After', async () => {
    const { inquiriesPerClient, inquiriesPerListing } = kit.context.config.rateLimits;
    for (let index = 0; index < inquiriesPerClient.limit; index += 1) {
      const client = `2001:db8:9:9:${index + 1}::9`;
      expect((await send(house, inquiry(`Question ${index}`), { client })).statusCode).toBe(200);
    }
    const refused = await send(house, inquiry('One more'), { client: '2001:db8:9:9::ab' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still gets through.
    expect((await send(house, inquiry('Another visitor'))).statusCode).toBe(200);

    for (let index = 0; index < inquiriesPerListing.limit; index += 1) {
      expect((await send(limited, inquiry(`Visitor ${index}`))).statusCode).toBe(200);
    }
    const toListing = await send(limited, inquiry('Visitor 21'));
    expect(toListing.statusCode).toBe(429);
    expect(Number(toListing.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(apartment, inquiry('Other listing'))).statusCode).toBe(200);
  });

  it('accepts the inquiry while SMTP is down: the mail waits in the queue for delivery', async () => {
    const context = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const fixtures = await insertSearchFixtures(context.db);
      const [id] = await insertListings(context.db, [createListingBuilder(fixtures)()]);
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/Property/${id}/inquiry`,
        payload: inquiry('Hello'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(OWNER);
      const { mail } = await context.app.jobs.depth();
      expect(mail!.waiting + mail!.active).toBe(1);
    } finally {
      await context.close();
    }
  });
});
