import {
  LlmAbortedError,
  LlmError,
  LlmHttpError,
  LlmInvalidOutputError,
  LlmNetworkError,
  LlmTimeoutError,
  redactSecret,
} from './llm-errors';

export interface LlmServer {
  /** LLM_BASE_URL without a trailing slash, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey: string | undefined;
}

/**
 * A time limit that a stream can push back each time a piece arrives, joined with the caller's signal.
 * `signal` aborts the request when either ends; `failure()` says which did.
 */
export interface Deadline {
  signal: AbortSignal;
  extend(): void;
  failure(cause: unknown): LlmError;
  done(): void;
}

export function startDeadline(operation: string, timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let hasTimedOut = false;
  const expire = () => {
    hasTimedOut = true;
    controller.abort();
  };
  let timer = setTimeout(expire, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    extend() {
      clearTimeout(timer);
      if (!controller.signal.aborted) timer = setTimeout(expire, timeoutMs);
    },
    failure(cause) {
      if (hasTimedOut) return new LlmTimeoutError(operation, timeoutMs);
      if (callerSignal?.aborted) return new LlmAbortedError(operation);
      if (cause instanceof LlmError) return cause;
      // fetch's own message ("fetch failed") says little; its cause names the socket error.
      const reason =
        cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : '';
      return new LlmNetworkError(operation, reason || 'connection failed');
    },
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** The server's own explanation of a refusal, if it gave one in OpenAI's error shape. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the text itself.
  }
  return body;
}

/**
 * POSTs JSON to `path` of the server and answers the 2xx response (its body still to read, under the
 * same deadline). Any other status becomes LlmHttpError; 401 and 403 without the server's text, which
 * often repeats the key it refused.
 */
export async function postJson(
  server: LlmServer,
  path: string,
  body: unknown,
  deadline: Deadline,
  operation: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: deadline.signal,
    });
  } catch (error) {
    throw deadline.failure(error);
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  const detail =
    response.status === 401 || response.status === 403 ? 'authentication refused' : errorDetail(text);
  throw new LlmHttpError(operation, response.status, redactSecret(detail, server.apiKey));
}

/** The JSON body of a 2xx response, read under the deadline. */
export async function readJson(response: Response, deadline: Deadline, operation: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw deadline.failure(error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LlmInvalidOutputError(operation, 'the answer is not JSON');
  }
}
