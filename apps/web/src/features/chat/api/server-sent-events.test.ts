import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './server-sent-events';

/** A body that arrives in the given pieces (as a network delivers it: anywhere, even inside a character). */
function bodyOf(pieces: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function eventsOf(pieces: Uint8Array[]) {
  const events = [];
  for await (const event of readServerSentEvents(bodyOf(pieces))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads events split anywhere, with CRLF line ends and comments', async () => {
    const text =
      'event: delta\r\ndata: {"text":"ვაკე"}\r\n\r\n: keep-alive\n\nevent: done\ndata: {"a":1}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut inside the Georgian letter's three bytes.
    const events = await eventsOf([bytes.slice(0, 27), bytes.slice(27, 40), bytes.slice(40)]);
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"ვაკე"}' },
      { event: 'done', data: '{"a":1}' },
    ]);
  });

  it('joins data lines and keeps a last event without a blank line after it', async () => {
    const events = await eventsOf([
      new TextEncoder().encode('data: one\ndata: two\n\nevent: error\ndata: {}'),
    ]);
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'error', data: '{}' },
    ]);
  });
});
