import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapPoints, PropertyChunk } from '@sakhli/shared/schemas/property';
import { createChatTestContext, type ChatTestContext, type ChatTestUser } from './testing/chat-test-kit';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

describe('chunk search with a chat (AI Score)', () => {
  let context: ChatTestContext;
  let alice: ChatTestUser;
  let bob: ChatTestUser;
  let ids: Record<string, number>;

  const chunk = async (query: string, user?: ChatTestUser) => {
    const response = await context.call('GET', `${CHUNK}&${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return PropertyChunk.parse(response.json());
  };

  beforeAll(async () => {
    context = await createChatTestContext();
    alice = await context.signUp('alice@example.ge');
    bob = await context.signUp('bob@example.ge');
    const { build, fixtures } = context;
    const vake = { districtId: fixtures.vakeId };
    const listings = {
      both: build({
        ...vake,
        price: 140_000,
        description: 'Sunny flat with a balcony, two minutes to the metro.',
      }),
      balcony: build({ ...vake, price: 130_000, description: 'Квартира с балконом в тихом дворе.' }),
      metro: build({ ...vake, price: 120_000, description: 'მეტროსთან ახლოს, ახალი რემონტი.' }),
      denied: build({ ...vake, price: 110_000, description: 'No balcony, no metro nearby.' }),
      plain: build({ ...vake, price: 100_000, description: 'A plain flat.' }),
      expensive: build({ ...vake, price: 400_000, description: 'Penthouse with a balcony near the metro.' }),
      saburtalo: build({
        districtId: fixtures.saburtaloId,
        price: 90_000,
        description: 'Balcony and metro, in Saburtalo.',
      }),
    };
    const inserted = await context.insertListings(context.db, Object.values(listings));
    ids = Object.fromEntries(Object.keys(listings).map((key, index) => [key, inserted[index]!]));
  });
  afterAll(() => context.kit.close());

  it("applies the chat's filters and ranks by the AI Score, the same order across chunks, with explanations", async () => {
    const chat = await context.send(alice, 'flat in Vake under 200k, ideally with a balcony near the metro');
    expect(chat.wishes.map((wish) => wish.key).sort()).toEqual(['balcony', 'metro']);
    const pages = [];
    for (const chunkNumber of [1, 2, 3]) {
      pages.push(
        await chunk(
          `chatId=${chat.id}&sortBy=SemanticScore&chunkSize=1&pageSize=2&chunkNumber=${chunkNumber}`,
          alice,
        ),
      );
    }
    expect(pages.map((page) => page.totalCount)).toEqual([5, 5, 5]);
    const items = pages.flatMap((page) => page.items);
    // Equal scores keep the newest first (metro was listed after balcony, plain after denied).
    expect(items.map((item) => item.id)).toEqual([ids.both, ids.metro, ids.balcony, ids.plain, ids.denied]);
    const scores = items.map((item) => item.semanticScore!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((score) => score >= 0 && score <= 100)).toBe(true);
    expect(items[0]!.scoreExplanation).toEqual({ matched: ['balcony', 'metro'], missed: [] });
    expect(items[1]!.scoreExplanation).toEqual({ matched: ['metro'], missed: ['balcony'] });
    expect(items[2]!.scoreExplanation).toEqual({ matched: ['balcony'], missed: ['metro'] });
    expect(items[3]!.scoreExplanation).toEqual({ matched: [], missed: ['balcony', 'metro'] });

    // Ascending: the same ranking from the other end.
    const ascending = await chunk(`chatId=${chat.id}&sortBy=SemanticScore&sortDirection=Ascending`, alice);
    expect(ascending.items.map((item) => item.id)).toEqual(items.map((item) => item.id).reverse());
    // Sorted by price, the chat's filters and scores still apply.
    const byPrice = await chunk(`chatId=${chat.id}&sortBy=Price&sortDirection=Ascending`, alice);
    expect(byPrice.items.map((item) => item.id)).toEqual([
      ids.plain,
      ids.denied,
      ids.metro,
      ids.balcony,
      ids.both,
    ]);
    expect(byPrice.items.find((item) => item.id === ids.both)!.semanticScore).toBe(scores[0]);
    // The chat's filters rule: filter fields in the query are ignored while the chat applies.
    const withQueryFilter = await chunk(`chatId=${chat.id}&sortBy=SemanticScore&maxPrice=1000`, alice);
    expect(withQueryFilter.totalCount).toBe(5);
    // Without a chat nothing changes: no score, no explanation.
    const plain = await chunk('sortBy=SemanticScore', alice);
    expect(plain.totalCount).toBe(7);
    expect(
      plain.items.every((item) => item.semanticScore === null && item.scoreExplanation === undefined),
    ).toBe(true);
  });

  it('follows the chat: a refining message changes membership and ranking at once', async () => {
    const chat = await context.send(alice, 'in Vake, ideally with a balcony');
    const before = await chunk(`chatId=${chat.id}&sortBy=SemanticScore`, alice);
    expect(before.totalCount).toBe(6);
    expect(
      before.items
        .slice(0, 3)
        .map((item) => item.id)
        .sort(),
    ).toEqual([ids.both, ids.balcony, ids.expensive].sort());
    const cheaper = await context.send(alice, 'under 135k', { chatId: chat.id });
    expect(cheaper.refreshProperties).toBe(true);
    const after = await chunk(`chatId=${chat.id}&sortBy=SemanticScore`, alice);
    expect(after.totalCount).toBe(4);
    expect(after.items[0]!.id).toBe(ids.balcony);
    const points = await context.call(
      'GET',
      `/api/Property/map-points?city=Tbilisi&listingType=Sale&propertyType=Apartment&chatId=${chat.id}`,
      alice,
    );
    expect(
      MapPoints.parse(points.json())
        .points.map((point) => point[0])
        .sort(),
    ).toEqual([ids.balcony, ids.metro, ids.denied, ids.plain].sort());
  });

  it("answers 404 for another user's chat, a guest's chatId and a chat of another page", async () => {
    const chat = await context.send(alice, 'in Vake');
    for (const [url, user] of [
      [`${CHUNK}&chatId=${chat.id}`, bob],
      [`${CHUNK}&chatId=${chat.id}`, undefined],
      [CHUNK.replace('Sale', 'Rent') + `&chatId=${chat.id}`, alice],
      [
        `/api/Property/map-points?city=Tbilisi&listingType=Sale&propertyType=Apartment&chatId=${chat.id}`,
        bob,
      ],
    ] as const) {
      const response = await context.call('GET', url, user);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    }
    const badId = await context.call('GET', `${CHUNK}&chatId=nope`, alice);
    expect(badId.statusCode).toBe(400);
  });
});
