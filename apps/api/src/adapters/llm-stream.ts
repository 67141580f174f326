import { z } from 'zod';
import { LlmHttpError, LlmInvalidOutputError } from './llm-errors';
import { readJson, type Deadline } from './llm-http';

/** One chunk of a streamed chat completion; only what we read of it. */
const StreamChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
});

/** A whole (non-streamed) chat completion; only what we read of it. */
export const ChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/** The server stopped the answer at max_tokens: what came is not the whole answer. */
const wasCutShort = (operation: string) =>
  new LlmInvalidOutputError(operation, 'the answer was cut short at max_tokens');

/**
 * The assistant text of a completion, or LlmInvalidOutputError (no choice, a refusal, no text, an answer
 * stopped at max_tokens).
 */
export function completionText(operation: string, body: unknown): string {
  const parsed = ChatCompletion.safeParse(body);
  if (!parsed.success) throw new LlmInvalidOutputError(operation, 'not a chat completion');
  const choice = parsed.data.choices[0]!;
  const message = choice.message;
  if (choice.finish_reason === 'length') throw wasCutShort(operation);
  if (message.refusal) throw new LlmInvalidOutputError(operation, 'the model refused');
  if (message.content === null) throw new LlmInvalidOutputError(operation, 'the answer has no text');
  return message.content;
}

interface StreamEvent {
  /** Text to hand on (may be empty). */
  delta: string;
  isDone: boolean;
}

function parseEvent(operation: string, event: string): StreamEvent {
  const data = event
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  // Comments (": keep-alive") and events without data carry nothing.
  if (data === '') return { delta: '', isDone: false };
  if (data === '[DONE]') return { delta: '', isDone: true };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new LlmInvalidOutputError(operation, 'malformed stream event');
  }
  const error = (json as { error?: { message?: unknown } }).error;
  if (error) throw new LlmHttpError(operation, 500, 'the server reported an error mid-stream');
  const chunk = StreamChunk.safeParse(json);
  if (!chunk.success) throw new LlmInvalidOutputError(operation, 'malformed stream chunk');
  const choice = chunk.data.choices[0];
  if (choice?.finish_reason === 'length') throw wasCutShort(operation);
  return { delta: choice?.delta?.content ?? '', isDone: false };
}

/**
 * A chunk of a chat answer is a few hundred characters; an event that goes on past this is cut (it would
 * otherwise grow without end, each piece pushing the deadline back).
 */
const MAX_EVENT_LENGTH = 65_536;

/** A token is about four characters of text (OpenAI's rule of thumb). */
const CHARACTERS_PER_TOKEN = 4;

/**
 * The pieces of `stream` until they would go past `maxTokens`, then LlmInvalidOutputError (ending the
 * stream ends its request). A server streams at most one piece a token, so the pieces and the characters
 * each give an estimate; the larger counts, and neither many small pieces nor a few long ones get past.
 */
export async function* cappedAtTokens(
  stream: AsyncIterable<string>,
  maxTokens: number,
  operation: string,
): AsyncGenerator<string, void, undefined> {
  let pieces = 0;
  let characters = 0;
  for await (const piece of stream) {
    pieces += 1;
    characters += piece.length;
    if (Math.max(pieces, Math.ceil(characters / CHARACTERS_PER_TOKEN)) > maxTokens) {
      throw new LlmInvalidOutputError(operation, `the answer went on past ${maxTokens} tokens`);
    }
    yield piece;
  }
}

/**
 * The text pieces of a chat-completions answer. A server-sent-event stream yields each delta as it
 * arrives (every arrival pushes the deadline back, so a long answer is fine, a stalled one is not); a
 * server that ignores `stream: true` and answers plain JSON yields its whole text at once.
 */
export async function* readChatStream(
  response: Response,
  deadline: Deadline,
  operation: string,
): AsyncGenerator<string, void, undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream')) {
    yield completionText(operation, await readJson(response, deadline, operation));
    return;
  }
  if (!response.body) throw new LlmInvalidOutputError(operation, 'empty stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let hasText = false;
  try {
    for (;;) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (error) {
        throw deadline.failure(error);
      }
      if (read.done) break;
      deadline.extend();
      buffered += read.value;
      const events = buffered.split(/\r?\n\r?\n/);
      buffered = events.pop() ?? '';
      if (buffered.length > MAX_EVENT_LENGTH) {
        throw new LlmInvalidOutputError(
          operation,
          `a stream event longer than ${MAX_EVENT_LENGTH} characters`,
        );
      }
      for (const event of events) {
        const { delta, isDone } = parseEvent(operation, event);
        if (isDone) return;
        if (delta) {
          hasText = true;
          yield delta;
        }
      }
    }
    // The connection closed without [DONE]: the last event may still be whole.
    if (buffered.trim()) {
      const { delta } = parseEvent(operation, buffered);
      if (delta) {
        hasText = true;
        yield delta;
      }
    }
    if (!hasText) throw new LlmInvalidOutputError(operation, 'the stream ended without an answer');
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
