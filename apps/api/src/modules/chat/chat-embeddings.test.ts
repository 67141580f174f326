import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PropertyChunk } from '@sakhli/shared/schemas/property';
import {
  startOpenAiTestServer,
  textVector,
  type OpenAiTestServer,
} from '../../adapters/testing/openai-test-server';
import { wishQueryText } from './listing-embeddings';
import { createChatTestContext, type ChatTestContext, type ChatTestUser } from './testing/chat-test-kit';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('AI Score with EMBEDDING_MODEL', () => {
  let server: OpenAiTestServer;
  let context: ChatTestContext;
  let user: ChatTestUser;
  const descriptions = ['Bright corner flat', 'Flat on a busy avenue, lift', 'Old town loft'];

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    // Embeddings only: the built-in assistant understands the messages.
    context = await createChatTestContext({
      LLM_BASE_URL: server.baseUrl,
      EMBEDDING_MODEL: 'embedding-model',
      // No test here waits for a time-out: a short one fails on a busy machine before the answer is read.
      LLM_TIMEOUT_MS: '5000',
    });
    user = await context.signUp('embed@example.ge');
    await context.insertListings(
      context.db,
      descriptions.map((description) => context.build({ description })),
    );
  });
  beforeEach(() => server.reset());
  afterAll(async () => {
    await context.kit.close();
    await server.close();
  });

  const ranked = async (chatId: string) => {
    const response = await context.call('GET', `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore`, user);
    expect(response.statusCode, response.body).toBe(200);
    return PropertyChunk.parse(response.json()).items;
  };

  it('embeds listings in the background, then blends their closeness to the wishes into the score', async () => {
    const chat = await context.send(user, 'quiet flat with a garden');
    // No listing names a wish: the built-in score ties them, newest first.
    const before = await ranked(chat.id);
    expect(new Set(before.map((item) => item.semanticScore))).toEqual(new Set([0]));
    await context.app.listingEmbeddings.drain();
    const embedded = server.requests.filter((request) => request.path === '/v1/embeddings');
    expect(embedded.map((request) => request.body.input)).toContainEqual(descriptions);

    const after = await ranked(chat.id);
    const query = textVector(wishQueryText(chat.wishes));
    const expected = descriptions
      .map((description) => ({
        description,
        score: Math.round(30 * Math.max(0, cosine(query, textVector(description)))),
      }))
      .sort((a, b) => b.score - a.score);
    expect(after.map((item) => item.semanticScore)).toEqual(expected.map((entry) => entry.score));
    expect(after.map((item) => item.description)).toEqual(expected.map((entry) => entry.description));
    expect(after[0]!.scoreExplanation).toEqual({ matched: [], missed: ['quiet', 'garden'] });
  });

  it('keeps the built-in score when the embeddings server fails', async () => {
    server.answerEmbeddings({ status: 500 }, { status: 500 });
    const chat = await context.send(user, 'flat, ideally with a balcony and parking');
    const items = await ranked(chat.id);
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.semanticScore === 0)).toBe(true);
  });
});
