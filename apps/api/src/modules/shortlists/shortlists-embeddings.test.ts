import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import {
  startOpenAiTestServer,
  textVector,
  type OpenAiTestServer,
} from '../../adapters/testing/openai-test-server';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';
import { rankByCloseness } from './shortlists.service';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

/** Similar listings by embedding when EMBEDDING_MODEL is configured (decision 041). */
describe('GET /api/Property/{id}/similar with EMBEDDING_MODEL', () => {
  let server: OpenAiTestServer;
  let kit: AuthTestContext;
  let target: number;
  let candidates: number[];
  const texts = [
    'Sunny flat with a balcony',
    'Dark basement flat',
    'Sunny flat with balcony',
    'Loft by the river',
  ];

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    kit = await createAuthTestContext({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      LLM_BASE_URL: server.baseUrl,
      EMBEDDING_MODEL: 'embedding-model',
      // No test here waits for a time-out: a short one fails on a busy machine before the answer is read.
      LLM_TIMEOUT_MS: '5000',
    });
    const build = createListingBuilder(await insertSearchFixtures(kit.db));
    // All equal in price, size and place: only their texts tell them apart.
    const ids = await insertListings(
      kit.db,
      texts.map((description) => build({ description })),
    );
    target = ids[0]!;
    candidates = ids.slice(1);
  });
  afterAll(async () => {
    await kit.close();
    await server.close();
  });

  const similar = async () => {
    const response = await kit.app.inject({ method: 'GET', url: `/api/Property/${target}/similar` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Property[]>().map((listing) => listing.id);
  };

  it('answers by attributes until the texts are embedded, then the closest texts first', async () => {
    expect(await similar()).toEqual(candidates);
    await kit.app.listingEmbeddings.drain();
    const vectors = texts.map((text) => textVector(text));
    const expected = candidates
      .map((id, index) => ({ id, closeness: cosine(vectors[0]!, vectors[index + 1]!) }))
      .sort((a, b) => b.closeness - a.closeness)
      .map((entry) => entry.id);
    expect(expected).not.toEqual(candidates);
    expect(await similar()).toEqual(expected);
  });
});

describe('rankByCloseness', () => {
  it('puts the closest texts first and keeps the attribute order among the rest and for ties', () => {
    const closeness = new Map([
      [3, 0.9],
      [1, 0.5],
      [4, 0.5],
    ]);
    expect(rankByCloseness([1, 2, 3, 4, 5], closeness)).toEqual([3, 1, 4, 2, 5]);
  });
});
