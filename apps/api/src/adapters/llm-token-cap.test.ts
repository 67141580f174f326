import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLlm, type LlmClient } from './llm';
import { LlmInvalidOutputError } from './llm-errors';
import { startOpenAiTestServer, type OpenAiTestServer } from './testing/openai-test-server';

const question = [{ role: 'user' as const, content: 'Flats in Vake?' }];

/** The pieces a stream yields until it ends or fails, and how it failed. */
async function read(pieces: AsyncIterable<string>) {
  const received: string[] = [];
  try {
    for await (const piece of pieces) received.push(piece);
    return { received, error: undefined };
  } catch (error) {
    return { received, error };
  }
}

describe('LLM_MAX_TOKENS: every answer of the chat model is capped', () => {
  let server: OpenAiTestServer;
  const clientWith = (maxTokens?: string) =>
    createLlm(
      loadConfig({
        LLM_BASE_URL: server.baseUrl,
        LLM_MODEL: 'chat-model',
        LLM_TIMEOUT_MS: '2000',
        ...(maxTokens ? { LLM_MAX_TOKENS: maxTokens } : {}),
      }),
    )!;
  let llm: LlmClient;

  beforeAll(async () => {
    server = await startOpenAiTestServer();
    llm = clientWith();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('is 800 by default and must be a whole number of tokens', () => {
    expect(loadConfig({}).llm.maxTokens).toBe(800);
    expect(loadConfig({ LLM_MAX_TOKENS: '300' }).llm.maxTokens).toBe(300);
    expect(() => loadConfig({ LLM_MAX_TOKENS: 'lots' })).toThrow(
      /LLM_MAX_TOKENS: must be a whole number of tokens/,
    );
    expect(() => loadConfig({ LLM_MAX_TOKENS: '2' })).toThrow(/LLM_MAX_TOKENS: must be at least 16/);
  });

  it('sends it as max_tokens with every chat call, streamed or not', async () => {
    await llm.chat({ messages: question });
    await read(llm.streamChat({ messages: question }));
    await read(clientWith('120').streamChat({ messages: question }));
    expect(server.requests.map((request) => request.body.max_tokens)).toEqual([800, 800, 120]);
  });

  it('cuts a stream that goes on past it anyway, and hangs up on the server', async () => {
    // 1,000 words in 4-character pieces: 1,250 pieces, far past 40 tokens.
    server.answerChat({ content: 'word '.repeat(1000) });
    const { received, error } = await read(clientWith('40').streamChat({ messages: question }));
    expect(error).toBeInstanceOf(LlmInvalidOutputError);
    expect((error as Error).message).toMatch(/past 40 tokens/);
    expect(received.length).toBeLessThanOrEqual(40);
    expect(received.join('').length).toBeLessThanOrEqual(40 * 4);
    expect(await server.requests[0]!.closed).toBe('aborted');
  });

  it('cuts an answer sent in a few long pieces by its length (about four characters a token)', async () => {
    server.answerChat({ ignoresStream: 'word '.repeat(200) });
    const { received, error } = await read(clientWith('40').streamChat({ messages: question }));
    expect(error).toBeInstanceOf(LlmInvalidOutputError);
    expect(received).toEqual([]);
  });

  it('cuts a stream whose event never ends', async () => {
    server.answerChat({ endlessEvent: true });
    const { received, error } = await read(llm.streamChat({ messages: question }));
    expect(error).toBeInstanceOf(LlmInvalidOutputError);
    expect((error as Error).message).toMatch(/event longer than/);
    expect(received).toEqual([]);
    expect(await server.requests[0]!.closed).toBe('aborted');
  });

  it('takes an answer the server stopped at max_tokens as incomplete, streamed or not', async () => {
    server.answerChat({ truncated: 'There are twelve flats in' }, { truncated: 'There are twelve flats in' });
    const streamed = await read(llm.streamChat({ messages: question }));
    expect(streamed.error).toBeInstanceOf(LlmInvalidOutputError);
    expect((streamed.error as Error).message).toMatch(/max_tokens/);
    await expect(llm.chat({ messages: question })).rejects.toThrow(/max_tokens/);
  });

  it('keeps a whole answer within the cap', async () => {
    server.answerChat({ content: 'Twelve flats in Vake match.' });
    const { received, error } = await read(clientWith('40').streamChat({ messages: question }));
    expect(error).toBeUndefined();
    expect(received.join('')).toBe('Twelve flats in Vake match.');
  });
});
