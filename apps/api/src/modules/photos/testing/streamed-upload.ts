import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { buffer } from 'node:stream/consumers';

export interface StreamedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { code?: string; success?: boolean; errors?: string[] };
}

/**
 * One POST /api/Image with an ImageFile of `fileSize` bytes over a real connection, its file sent piece by
 * piece as the test says, as a slow phone would (`inject()` hands the app the whole body at once, so it
 * cannot show what happens while a body is still arriving).
 */
export function startStreamedUpload(origin: string, token: string, fileSize: number) {
  const boundary = `----sakhli${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="ImageFile"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = httpRequest(`${origin}/api/Image`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fileSize + tail.length,
    },
  });
  let fileBytesSent = 0;
  let isAnswered = false;
  const closed = once(request, 'close').then(() => undefined);
  const answer = new Promise<StreamedAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      isAnswered = true;
      buffer(response)
        .then((body) =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: body.length > 0 ? (JSON.parse(body.toString()) as StreamedAnswer['body']) : {},
          }),
        )
        .catch(reject);
    });
    // Writing on after the server has answered and closed is expected (EPIPE, ECONNRESET).
    request.on('error', (error) => {
      if (!isAnswered) reject(error);
    });
  });
  answer.catch(() => undefined);
  request.write(head);

  return {
    answer,
    /** Resolves when the connection has closed, whoever closed it. */
    closed,
    /** How many bytes of the file have been handed to the connection. */
    get fileBytesSent() {
      return fileBytesSent;
    },
    /** Sends the next bytes of the file, waiting while the connection holds back (or until it closes). */
    async send(bytes: Buffer) {
      if (request.destroyed) return;
      fileBytesSent += bytes.length;
      if (!request.write(bytes)) await Promise.race([once(request, 'drain'), closed]);
    },
    /** Ends the form after the file (all `fileSize` bytes must have been sent) and waits for the answer. */
    finish() {
      request.end(tail);
      return answer;
    },
    /** The client goes away mid-upload. */
    abort() {
      request.destroy();
    },
  };
}
export type StreamedUpload = ReturnType<typeof startStreamedUpload>;

/** Polls `condition` until it holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `promise`, or a failure naming `what` when it has not settled within `timeoutMs`. */
export function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No ${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
