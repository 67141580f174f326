/**
 * Why a call to the OpenAI-compatible server failed. Callers fall back to the built-in path on any of
 * them; `kind` lets them log and count the cause. Messages never contain the API key: server texts are
 * redacted, and an authentication refusal carries no server text at all (servers echo the key there).
 */
export type LlmFailureKind = 'timeout' | 'aborted' | 'http' | 'network' | 'invalid-output' | 'not-configured';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    readonly operation: string,
    message: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'LlmError';
  }
}

/** No (complete) answer within the time limit. */
export class LlmTimeoutError extends LlmError {
  constructor(
    operation: string,
    readonly timeoutMs: number,
  ) {
    super('timeout', operation, `no answer within ${timeoutMs} ms`);
    this.name = 'LlmTimeoutError';
  }
}

/** The caller's AbortSignal ended the call. */
export class LlmAbortedError extends LlmError {
  constructor(operation: string) {
    super('aborted', operation, 'aborted by the caller');
    this.name = 'LlmAbortedError';
  }
}

/** The server answered with a status other than 2xx. */
export class LlmHttpError extends LlmError {
  constructor(
    operation: string,
    readonly status: number,
    detail: string,
  ) {
    super('http', operation, `HTTP ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'LlmHttpError';
  }
}

/** The server could not be reached, or the connection broke. */
export class LlmNetworkError extends LlmError {
  constructor(operation: string, detail: string) {
    super('network', operation, detail);
    this.name = 'LlmNetworkError';
  }
}

/** The answer is not what was asked for: not JSON, not the schema, a broken stream. */
export class LlmInvalidOutputError extends LlmError {
  constructor(
    operation: string,
    detail: string,
    readonly issues: string[] = [],
  ) {
    super('invalid-output', operation, detail);
    this.name = 'LlmInvalidOutputError';
  }
}

/** The call needs a model that is not configured (e.g. `embed` without EMBEDDING_MODEL). */
export class LlmNotConfiguredError extends LlmError {
  constructor(operation: string, variable: string) {
    super('not-configured', operation, `${variable} is not set`);
    this.name = 'LlmNotConfiguredError';
  }
}

/** `text` without the secret, and cut to `limit` characters (server answers can be long). */
export function redactSecret(text: string, secret: string | undefined, limit = 200): string {
  const redacted = secret ? text.split(secret).join('[redacted]') : text;
  const oneLine = redacted.replace(/\s+/g, ' ').trim();
  return oneLine.length > limit ? `${oneLine.slice(0, limit)}…` : oneLine;
}
