import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import type { ChatResponse } from '@sakhli/shared/schemas/chat';
import { PropertyChunk } from '@sakhli/shared/schemas/property';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../adapters/testing/openai-test-server';
import { createTestInstances } from '../../test/test-app';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { SCOPE } from './testing/chat-test-kit';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

describe('AI Score embeddings stored by one instance', () => {
  let server: OpenAiTestServer;
  let instances: Awaited<ReturnType<typeof createTestInstances>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
    instances = await createTestInstances(2, {
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      LLM_BASE_URL: server.baseUrl,
      EMBEDDING_MODEL: 'embedding-model',
      // No test here waits for a time-out: a short one fails on a busy machine before the answer is read.
      LLM_TIMEOUT_MS: '5000',
    });
    const build = createListingBuilder(await insertSearchFixtures(instances.db));
    const descriptions = ['Bright corner flat', 'Flat on a busy avenue, lift', 'Old town loft'];
    await insertListings(
      instances.db,
      descriptions.map((description) => build({ description })),
    );
    const signUp = await instances.apps[0]!.inject({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { email: 'embeddings@example.ge', password: 'Correct horse 1' },
    });
    headers = {
      authorization: `Bearer ${signUp.json<AuthResponse>().accessToken}`,
      'accept-language': 'en-US',
    };
  });
  afterAll(async () => {
    await instances.close();
    await server.close();
  });

  const scoresThrough = async (instance: number, chatId: string) => {
    const response = await instances.apps[instance]!.inject({
      method: 'GET',
      url: `${CHUNK}&chatId=${chatId}&sortBy=SemanticScore`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PropertyChunk.parse(response.json()).items.map((item) => item.semanticScore);
  };

  it('change the rankings another instance keeps, at once', async () => {
    const sent = await instances.apps[0]!.inject({
      method: 'POST',
      url: '/api/Chat',
      payload: { ...SCOPE, message: 'quiet flat with a garden' },
      headers,
    });
    const chat = sent.json<ChatResponse>();
    // B ranks while the embeddings server fails: built-in scores only, and B keeps that ranking.
    server.answerEmbeddings({ status: 500 });
    expect(await scoresThrough(1, chat.id)).toEqual([0, 0, 0]);
    server.reset();
    // A ranks, embeds the listings in the background and stores their vectors.
    await scoresThrough(0, chat.id);
    await instances.apps[0]!.listingEmbeddings.drain();
    const embedded = await scoresThrough(0, chat.id);
    expect(embedded.some((score) => (score ?? 0) > 0)).toBe(true);
    expect(await scoresThrough(1, chat.id)).toEqual(embedded);
  });
});
