import type { z } from 'zod';
import type { Config } from '../config';
import { LlmInvalidOutputError, LlmNotConfiguredError } from './llm-errors';
import { postJson, readJson, startDeadline, type LlmServer } from './llm-http';
import { parseStructured, responseFormatOf } from './llm-output';
import { cappedAtTokens, completionText, readChatStream } from './llm-stream';

export type ChatContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export interface ChatOptions {
  messages: ChatMessage[];
  signal?: AbortSignal;
  /** Overrides LLM_TIMEOUT_MS for this call. */
  timeoutMs?: number;
  temperature?: number;
  /** Overrides LLM_MAX_TOKENS for this call. */
  maxTokens?: number;
}

export interface StructuredChatOptions<S extends z.ZodType> extends ChatOptions {
  /** The answer must be JSON following this schema (sent as structured output, validated on return). */
  responseFormat: S;
  /** Names the schema for the server (letters, digits, _ and -). */
  schemaName?: string;
}

/** A photo for the vision model: an address it can fetch, or the bytes (sent as a data: URL). */
export type ImageInput = { url: string } | { data: Buffer; contentType: string };

export interface DescribeImagesOptions {
  signal?: AbortSignal;
  /** Overrides VISION_TIMEOUT_MS for this call. */
  timeoutMs?: number;
  /** Instructions before the photos (role system). */
  system?: string;
  schemaName?: string;
  maxTokens?: number;
}

/**
 * One client for any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp…): chat completions with
 * LLM_MODEL, embeddings with EMBEDDING_MODEL, photo descriptions with VISION_MODEL. Every call has a time
 * limit and takes an AbortSignal; every failure is an LlmError (see llm-errors.ts) the caller falls back on.
 */
export interface LlmClient {
  /** Which calls are configured; a call whose model is unset throws LlmNotConfiguredError. */
  readonly capabilities: { chat: boolean; embeddings: boolean; vision: boolean };
  /** The assistant's text, or with `responseFormat` the validated structured answer. */
  chat(options: ChatOptions): Promise<string>;
  chat<S extends z.ZodType>(options: StructuredChatOptions<S>): Promise<z.output<S>>;
  /** The answer in pieces as the server streams them (one piece when the server does not stream). */
  streamChat(options: ChatOptions): AsyncIterable<string>;
  /** One vector per text, in order. */
  embed(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<number[][]>;
  /** The vision model's structured answer about the photos, validated with `schema`. */
  describeImages<S extends z.ZodType>(
    images: readonly ImageInput[],
    prompt: string,
    schema: S,
    options?: DescribeImagesOptions,
  ): Promise<z.output<S>>;
}

/** Embedding requests carry at most this many texts; more are sent in turn. */
const EMBEDDING_BATCH = 128;

/** `count` vectors of finite numbers, all of one length. */
function isVectorList(vectors: unknown[], count: number): vectors is number[][] {
  const length = Array.isArray(vectors[0]) ? vectors[0].length : 0;
  return (
    vectors.length === count &&
    vectors.every(
      (vector) =>
        Array.isArray(vector) &&
        vector.length > 0 &&
        vector.length === length &&
        vector.every((value) => typeof value === 'number' && Number.isFinite(value)),
    )
  );
}

const imageUrlOf = (image: ImageInput) =>
  'url' in image ? image.url : `data:${image.contentType};base64,${image.data.toString('base64')}`;

/** The client for LLM_BASE_URL, or undefined when no model is configured (the built-in paths answer). */
export function createLlm(config: Pick<Config, 'llm'>): LlmClient | undefined {
  const { baseUrl, apiKey, model, embeddingModel, visionModel, timeoutMs, visionTimeoutMs, maxTokens } =
    config.llm;
  if (!baseUrl || !(model || embeddingModel || visionModel)) return undefined;
  const server: LlmServer = { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey };

  async function complete(
    operation: string,
    modelName: string,
    body: Record<string, unknown>,
    limitMs: number,
    signal?: AbortSignal,
  ): Promise<string> {
    const deadline = startDeadline(operation, limitMs, signal);
    try {
      const response = await postJson(
        server,
        '/chat/completions',
        { model: modelName, ...body },
        deadline,
        operation,
      );
      return completionText(operation, await readJson(response, deadline, operation));
    } finally {
      deadline.done();
    }
  }

  const samplingOf = (options: { temperature?: number; maxTokens?: number }) => ({
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
  });

  /** The chat model's answers are capped at LLM_MAX_TOKENS unless the call asks for its own cap. */
  const chatSamplingOf = (options: ChatOptions) => ({
    ...samplingOf(options),
    max_tokens: options.maxTokens ?? maxTokens,
  });

  async function chat(options: ChatOptions & { responseFormat?: z.ZodType; schemaName?: string }) {
    if (!model) throw new LlmNotConfiguredError('chat', 'LLM_MODEL');
    const { responseFormat, schemaName = 'answer' } = options;
    const text = await complete(
      'chat',
      model,
      {
        messages: options.messages,
        ...chatSamplingOf(options),
        ...(responseFormat ? { response_format: responseFormatOf(responseFormat, schemaName) } : {}),
      },
      options.timeoutMs ?? timeoutMs,
      options.signal,
    );
    return responseFormat ? parseStructured('chat', text, responseFormat) : text;
  }

  async function* streamChat(options: ChatOptions): AsyncGenerator<string, void, undefined> {
    if (!model) throw new LlmNotConfiguredError('streamChat', 'LLM_MODEL');
    const deadline = startDeadline('streamChat', options.timeoutMs ?? timeoutMs, options.signal);
    try {
      const sampling = chatSamplingOf(options);
      const body = { model, messages: options.messages, stream: true, ...sampling };
      const response = await postJson(server, '/chat/completions', body, deadline, 'streamChat');
      // A server may ignore max_tokens: the stream is cut at the cap all the same (which ends the request).
      yield* cappedAtTokens(
        readChatStream(response, deadline, 'streamChat'),
        sampling.max_tokens,
        'streamChat',
      );
    } finally {
      deadline.done();
    }
  }

  async function embedBatch(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const deadline = startDeadline('embed', timeoutMs, signal);
    try {
      const response = await postJson(
        server,
        '/embeddings',
        { model: embeddingModel, input: texts },
        deadline,
        'embed',
      );
      const body = (await readJson(response, deadline, 'embed')) as { data?: unknown };
      const rows = Array.isArray(body.data) ? (body.data as { index?: unknown; embedding?: unknown }[]) : [];
      const vectors = [...rows]
        .sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0))
        .map((row) => row.embedding);
      if (!isVectorList(vectors, texts.length)) {
        throw new LlmInvalidOutputError('embed', 'not one vector of numbers per text');
      }
      return vectors;
    } finally {
      deadline.done();
    }
  }

  return {
    capabilities: { chat: Boolean(model), embeddings: Boolean(embeddingModel), vision: Boolean(visionModel) },
    chat: chat as LlmClient['chat'],
    streamChat,
    async embed(texts, options = {}) {
      if (!embeddingModel) throw new LlmNotConfiguredError('embed', 'EMBEDDING_MODEL');
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += EMBEDDING_BATCH) {
        vectors.push(...(await embedBatch(texts.slice(start, start + EMBEDDING_BATCH), options.signal)));
      }
      return vectors;
    },
    async describeImages(images, prompt, schema, options = {}) {
      if (!visionModel) throw new LlmNotConfiguredError('describeImages', 'VISION_MODEL');
      const content: ChatContentPart[] = [
        { type: 'text', text: prompt },
        ...images.map((image): ChatContentPart => ({
          type: 'image_url',
          image_url: { url: imageUrlOf(image) },
        })),
      ];
      const messages: ChatMessage[] = [
        ...(options.system ? [{ role: 'system' as const, content: options.system }] : []),
        { role: 'user', content },
      ];
      const text = await complete(
        'describeImages',
        visionModel,
        {
          messages,
          response_format: responseFormatOf(schema, options.schemaName ?? 'photo_report'),
          ...samplingOf(options),
        },
        options.timeoutMs ?? visionTimeoutMs,
        options.signal,
      );
      return parseStructured('describeImages', text, schema);
    },
  };
}
