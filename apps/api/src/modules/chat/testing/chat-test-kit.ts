import { expect } from 'vitest';
import type { ChatRequest, ChatResponse, ChatStreamEvent } from '@sakhli/shared/schemas/chat';
import type { Adapters } from '../../../app';
import { createAuthTestContext, type AuthTestContext } from '../../auth/testing/auth-test-kit';
import {
  createListingBuilder,
  insertListings,
  insertSearchFixtures,
  type SearchFixtures,
} from '../../properties/test-fixtures';

export const SCOPE = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
export const LANGUAGE_HEADERS = { ka: 'ka-GE', en: 'en-US', ru: 'ru-RU' } as const;

export interface ChatTestUser {
  token: string;
  id: string;
}

/**
 * The app on a fresh database with the search fixtures (Vake, Saburtalo…) and signed-in users, plus
 * helpers that call the chat API as the web does.
 */
export async function createChatTestContext(
  overrides: Record<string, string> = {},
  adapters: Pick<Adapters, 'clock'> = {},
) {
  const kit: AuthTestContext = await createAuthTestContext(
    { REQUIRE_EMAIL_CONFIRMATION: 'false', LOG_LEVEL: 'silent', ...overrides },
    adapters,
  );
  const fixtures: SearchFixtures = await insertSearchFixtures(kit.db);
  const build = createListingBuilder(fixtures);

  async function signUp(email: string): Promise<ChatTestUser> {
    const session = await kit.signUp(email);
    return { token: session.accessToken ?? '', id: session.user.id };
  }

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    user: ChatTestUser | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    kit.app.inject({
      method,
      url,
      payload,
      headers: {
        'accept-language': LANGUAGE_HEADERS.en,
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        ...headers,
      },
    });

  /** Sends a message on the Tbilisi sale-apartment page (unless told otherwise); expects 200. */
  async function send(
    user: ChatTestUser,
    message: string,
    options: Partial<ChatRequest> & { language?: keyof typeof LANGUAGE_HEADERS } = {},
  ): Promise<ChatResponse> {
    const { language = 'en', ...body } = options;
    const response = await call(
      'POST',
      '/api/Chat',
      user,
      { ...SCOPE, message, ...body },
      { 'accept-language': LANGUAGE_HEADERS[language] },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatResponse>();
  }

  return { kit, app: kit.app, db: kit.db, fixtures, build, signUp, call, send, insertListings };
}
export type ChatTestContext = Awaited<ReturnType<typeof createChatTestContext>>;

/** The events of a server-sent-event body, in order. */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const data = block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6);
      return JSON.parse(data ?? '{}') as ChatStreamEvent;
    });
}
