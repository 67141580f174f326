import type { ServerResponse } from 'node:http';

/** A response of the OpenAI test server, and whether the client has gone (a timed-out call). */
export interface Sender {
  response: ServerResponse;
  isClosed(): boolean;
}

export function writeJson(send: Sender, status: number, body: unknown): void {
  if (send.isClosed()) return;
  send.response.writeHead(status, { 'content-type': 'application/json' });
  send.response.end(JSON.stringify(body));
}

/** Runs `answer` after `delayMs`, unless the client hung up meanwhile. */
export function writeAfter(send: Sender, delayMs: number, answer: () => void): void {
  const timer = setTimeout(answer, delayMs);
  send.response.once('close', () => clearTimeout(timer));
}

/**
 * Server-sent events, one `data:` line each, a moment apart as a model produces them. With `stallMs`,
 * the stream goes silent that long after the events instead of ending.
 */
export function sseChunks(send: Sender, events: string[], stallMs?: number): void {
  send.response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let index = 0;
  const next = () => {
    if (send.isClosed()) return;
    if (index < events.length) {
      send.response.write(`data: ${events[index]}\n\n`);
      index += 1;
      setTimeout(next, 2);
    } else if (stallMs === undefined) {
      send.response.end();
    } else {
      writeAfter(send, stallMs, () => send.response.end());
    }
  };
  next();
}

/** The start of a stream event, then its text, a kilobyte a moment, until the client hangs up. */
export function endlessEvent(send: Sender): void {
  send.response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  send.response.write('data: {"choices":[{"delta":{"content":"');
  const next = () => {
    if (send.isClosed()) return;
    send.response.write('x'.repeat(1024));
    setTimeout(next, 1);
  };
  next();
}
