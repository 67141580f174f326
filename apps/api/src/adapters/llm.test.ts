import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createLlm, type LlmClient } from './llm';
import {
  LlmAbortedError,
  LlmError,
  LlmHttpError,
  LlmInvalidOutputError,
  LlmNetworkError,
  LlmNotConfiguredError,
  LlmTimeoutError,
} from './llm-errors';
import { startOpenAiTestServer, textVector, type OpenAiTestServer } from './testing/openai-test-server';

const API_KEY = 'sk-test-0123456789abcdefSECRET';

const Filter = z.object({ minRooms: z.number().int().nullable(), districtName: z.string().nullable() });

/** Runs `call`, expects it to fail, and checks that nothing about the failure shows the API key. */
async function failureOf(call: () => Promise<unknown>): Promise<LlmError> {
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  const visible = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)}`;
  expect(visible).not.toContain(API_KEY);
  return error as LlmError;
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

const sent = (server: OpenAiTestServer, index = -1) => server.requests.at(index)!;

describe('LLM adapter against a local OpenAI-compatible server', () => {
  let server: OpenAiTestServer;
  let llm: LlmClient;
  const configFor = (baseUrl: string, extra: Record<string, string> = {}) =>
    loadConfig({
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: API_KEY,
      LLM_MODEL: 'chat-model',
      EMBEDDING_MODEL: 'embedding-model',
      VISION_MODEL: 'vision-model',
      LLM_TIMEOUT_MS: '400',
      VISION_TIMEOUT_MS: '600',
      ...extra,
    });

  beforeAll(async () => {
    server = await startOpenAiTestServer({ apiKey: API_KEY });
    llm = createLlm(configFor(server.baseUrl))!;
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('is not there when no server or no model is configured (the built-in paths answer)', () => {
    expect(createLlm(loadConfig({}))).toBeUndefined();
    expect(createLlm(loadConfig({ LLM_BASE_URL: server.baseUrl }))).toBeUndefined();
    const visionOnly = createLlm(loadConfig({ LLM_BASE_URL: server.baseUrl, VISION_MODEL: 'v' }))!;
    expect(visionOnly.capabilities).toEqual({ chat: false, embeddings: false, vision: true });
  });

  it('takes its time limits from LLM_TIMEOUT_MS and VISION_TIMEOUT_MS (8 s and 20 s by default)', () => {
    expect(loadConfig({}).llm).toMatchObject({ timeoutMs: 8000, visionTimeoutMs: 20_000 });
    expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon', VISION_TIMEOUT_MS: '5' })).toThrow(
      /LLM_TIMEOUT_MS: must be a number of milliseconds\n.*VISION_TIMEOUT_MS: must be at least 100 milliseconds/,
    );
  });

  it('answers a plain chat, sending the model and the key as a bearer token', async () => {
    server.answerChat({ content: 'გამარჯობა! Hello!' });
    const answer = await llm.chat({ messages: [{ role: 'user', content: 'Hi' }], temperature: 0 });
    expect(answer).toBe('გამარჯობა! Hello!');
    expect(sent(server).headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent(server).body).toMatchObject({ model: 'chat-model', temperature: 0 });
  });

  it('asks for structured output with the JSON schema of the zod schema and validates the answer', async () => {
    server.answerChat({ json: { minRooms: 2, districtName: 'Vake' } });
    const filter = await llm.chat({
      messages: [{ role: 'user', content: '2 rooms in Vake' }],
      responseFormat: Filter,
    });
    expect(filter).toEqual({ minRooms: 2, districtName: 'Vake' });
    const format = sent(server).body.response_format as { json_schema: { schema: object; strict: boolean } };
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['minRooms', 'districtName'],
      additionalProperties: false,
    });
  });

  it('takes JSON wrapped in a Markdown fence, as some models answer', async () => {
    server.answerChat({ content: '```json\n{"minRooms": 3, "districtName": null}\n```' });
    const filter = await llm.chat({
      messages: [{ role: 'user', content: '3 rooms' }],
      responseFormat: Filter,
    });
    expect(filter).toEqual({ minRooms: 3, districtName: null });
  });

  it('refuses output that breaks the schema or is not JSON, naming the problem', async () => {
    server.answerChat({ json: { minRooms: 'two', districtName: 'Vake' } }, { content: 'Sure! Two rooms.' });
    const broken = await failureOf(() =>
      llm.chat({ messages: [{ role: 'user', content: 'x' }], responseFormat: Filter }),
    );
    expect(broken).toBeInstanceOf(LlmInvalidOutputError);
    expect((broken as LlmInvalidOutputError).issues[0]).toMatch(/^minRooms:/);
    const prose = await failureOf(() =>
      llm.chat({ messages: [{ role: 'user', content: 'x' }], responseFormat: Filter }),
    );
    expect(prose).toBeInstanceOf(LlmInvalidOutputError);
    expect(prose.message).toMatch(/not JSON/);
  });

  it('gives up at the time limit with a timeout error, well before the slow answer', async () => {
    server.answerChat({ delayMs: 3000, then: { content: 'too late' } });
    const started = performance.now();
    const error = await failureOf(() => llm.chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(error).toBeInstanceOf(LlmTimeoutError);
    expect(error.message).toContain('400 ms');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("stops when the caller's signal aborts", async () => {
    server.answerChat({ delayMs: 3000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(() =>
      llm.chat({ messages: [{ role: 'user', content: 'x' }], signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(LlmAbortedError);
  });

  it('reports a server error with its status and text', async () => {
    server.answerChat({ status: 500, message: 'model crashed' });
    const error = await failureOf(() => llm.chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(error).toBeInstanceOf(LlmHttpError);
    expect((error as LlmHttpError).status).toBe(500);
    expect(error.message).toContain('model crashed');
  });

  it('never repeats the API key, even when the server echoes it in its refusal or error', async () => {
    const wrongKey = createLlm(configFor(server.baseUrl, { LLM_API_KEY: `${API_KEY}-old` }))!;
    const refused = await failureOf(() => wrongKey.chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect((refused as LlmHttpError).status).toBe(401);
    expect(refused.message).not.toContain(`${API_KEY}-old`);
    server.answerChat({ status: 503, message: `overloaded for key ${API_KEY}` });
    const echoed = await failureOf(() => llm.chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(echoed.message).toContain('overloaded for key [redacted]');
  });

  it('says when the server cannot be reached', async () => {
    const gone = await startOpenAiTestServer();
    const unreachable = createLlm(configFor(gone.baseUrl))!;
    await gone.close();
    const error = await failureOf(() => unreachable.chat({ messages: [{ role: 'user', content: 'x' }] }));
    expect(error).toBeInstanceOf(LlmNetworkError);
  });

  it('streams the answer in pieces as server-sent events', async () => {
    server.answerChat({ content: 'Found 12 flats in Vake.' });
    const pieces = await collect(llm.streamChat({ messages: [{ role: 'user', content: 'Vake' }] }));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Found 12 flats in Vake.');
    expect(sent(server).body).toMatchObject({ stream: true, model: 'chat-model' });
  });

  it('yields the whole answer at once from a server that does not stream', async () => {
    server.answerChat({ ignoresStream: 'Найдено 12 квартир.' });
    expect(await collect(llm.streamChat({ messages: [{ role: 'user', content: 'x' }] }))).toEqual([
      'Найдено 12 квартир.',
    ]);
  });

  it('fails a malformed stream, a stalled stream and an erroring stream', async () => {
    server.answerChat({ malformedStream: true }, { stallStream: 'Hel', stallMs: 3000 }, { status: 500 });
    const malformed = await failureOf(() =>
      collect(llm.streamChat({ messages: [{ role: 'user', content: 'x' }] })),
    );
    expect(malformed).toBeInstanceOf(LlmInvalidOutputError);
    const stalled = await failureOf(() =>
      collect(llm.streamChat({ messages: [{ role: 'user', content: 'x' }] })),
    );
    expect(stalled).toBeInstanceOf(LlmTimeoutError);
    const failed = await failureOf(() =>
      collect(llm.streamChat({ messages: [{ role: 'user', content: 'x' }] })),
    );
    expect((failed as LlmHttpError).status).toBe(500);
  });

  it('embeds texts with EMBEDDING_MODEL, one vector per text in order', async () => {
    const vectors = await llm.embed(['balcony', 'აივანი', 'балкон']);
    expect(vectors).toEqual([textVector('balcony'), textVector('აივანი'), textVector('балкон')]);
    expect(sent(server).body).toEqual({ model: 'embedding-model', input: ['balcony', 'აივანი', 'балкон'] });
    expect(await llm.embed([])).toEqual([]);
  });

  it('refuses embeddings that do not match the texts, and times out a slow answer', async () => {
    server.answerEmbeddings({ vectors: [[0.1, 0.2]] }, { delayMs: 3000 });
    expect(await failureOf(() => llm.embed(['a', 'b']))).toBeInstanceOf(LlmInvalidOutputError);
    expect(await failureOf(() => llm.embed(['a']))).toBeInstanceOf(LlmTimeoutError);
  });

  it('describes photos with VISION_MODEL: image parts as data: URLs or addresses, structured output', async () => {
    const Light = z.object({ light: z.enum(['bright', 'dim']) });
    server.answerChat({ json: { light: 'bright' } });
    const photo = { data: Buffer.from('not really a jpeg'), contentType: 'image/jpeg' };
    const answer = await llm.describeImages(
      [photo, { url: 'https://example.com/a.webp' }],
      'How bright?',
      Light,
      {
        system: 'You inspect listing photos.',
      },
    );
    expect(answer).toEqual({ light: 'bright' });
    const { body } = sent(server);
    expect(body.model).toBe('vision-model');
    const [system, user] = body.messages as { role: string; content: unknown }[];
    expect(system).toEqual({ role: 'system', content: 'You inspect listing photos.' });
    expect(user!.content).toEqual([
      { type: 'text', text: 'How bright?' },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photo.data.toString('base64')}` } },
      { type: 'image_url', image_url: { url: 'https://example.com/a.webp' } },
    ]);
  });

  it('gives vision its own, longer time limit, and refuses a vision answer that breaks the schema', async () => {
    const Light = z.object({ light: z.enum(['bright', 'dim']) });
    // 500 ms is past the chat limit (400) but within the vision limit (600).
    server.answerChat(
      { delayMs: 500, then: { json: { light: 'dim' } } },
      { json: { light: 'sunny' } },
      { delayMs: 3000 },
    );
    expect(await llm.describeImages([{ url: 'https://example.com/a.jpg' }], 'x', Light)).toEqual({
      light: 'dim',
    });
    const invalid = await failureOf(() =>
      llm.describeImages([{ url: 'https://example.com/a.jpg' }], 'x', Light),
    );
    expect(invalid).toBeInstanceOf(LlmInvalidOutputError);
    const slow = await failureOf(() =>
      llm.describeImages([{ url: 'https://example.com/a.jpg' }], 'x', Light),
    );
    expect(slow.message).toContain('600 ms');
  });

  it('refuses a call whose model is not configured', async () => {
    const chatOnly = createLlm(loadConfig({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'chat-model' }))!;
    expect(await failureOf(() => chatOnly.embed(['a']))).toBeInstanceOf(LlmNotConfiguredError);
    expect(await failureOf(() => chatOnly.describeImages([], 'x', z.object({})))).toBeInstanceOf(
      LlmNotConfiguredError,
    );
  });
});
