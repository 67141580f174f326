import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PHOTOS } from '@sakhli/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app';
import { peakRetainedBuffers } from '../../test/retained-memory';
import { createPhotoTestContext, imageFile, type PhotoTestContext } from './testing/photo-test-kit';
import { startStreamedUpload, waitFor, within, type StreamedUpload } from './testing/streamed-upload';
import { jpeg } from './testing/test-images';

const MB = 1024 * 1024;

/** The app listening on 127.0.0.1 (real connections: `inject()` hands over whole bodies). */
async function listeningKit(options: AppOptions = {}) {
  // ROLE=web: these tests are about receiving uploads; no worker renders them in the background.
  const kit = await createPhotoTestContext({}, options, { ROLE: 'web' });
  await kit.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = kit.app.server.address() as AddressInfo;
  const uploadsDirectory = path.join(kit.config.dataDir, 'tmp', 'uploads');
  return {
    kit,
    origin: `http://127.0.0.1:${port}`,
    /** The upload files on disk right now. */
    tempFiles: () => readdir(uploadsDirectory).catch(() => []),
  };
}

describe('POST /api/Image over a real connection', () => {
  let kit: PhotoTestContext;
  let origin: string;
  let tempFiles: () => Promise<string[]>;
  let photo: Buffer;
  beforeAll(async () => {
    ({ kit, origin, tempFiles } = await listeningKit());
    photo = await jpeg();
  });
  afterAll(() => kit.close());

  /** Four uploads of `token`, each with the first half of a photo sent and the rest held back. */
  async function fourInFlight(token: string): Promise<StreamedUpload[]> {
    const uploads = Array.from({ length: 4 }, () => startStreamedUpload(origin, token, photo.length));
    await Promise.all(uploads.map((upload) => upload.send(photo.subarray(0, photo.length / 2))));
    await waitFor(async () => (await tempFiles()).length === 4, 'four uploads being written to disk');
    return uploads;
  }

  it('refuses a fifth upload of one user while four are in flight (429, Retry-After) before reading its body', async () => {
    const { token } = await kit.signUp('busy@example.ge');
    const inFlight = await fourInFlight(token);

    const fifth = startStreamedUpload(origin, token, 10 * MB);
    await fifth.send(Buffer.alloc(64 * 1024));
    const refused = await within(fifth.answer, 5_000, 'answer before the body was sent');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.body).toMatchObject({ success: false, code: 'UPLOADS_IN_PROGRESS' });
    // Answered with most of the 10 MB unsent, and the server does not wait for the rest: it hangs up.
    await within(fifth.closed, 5_000, 'close of the refused upload');
    expect(fifth.fileBytesSent).toBe(64 * 1024);

    // Another user is not held up by them.
    const other = await kit.signUp('other@example.ge');
    expect((await kit.upload(other.token, [imageFile(photo)])).status).toBe(200);

    // The four complete; after them, the same user is welcome again and nothing is left on disk.
    const answers = await Promise.all(
      inFlight.map(async (upload) => {
        await upload.send(photo.subarray(photo.length / 2));
        return upload.finish();
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await kit.upload(token, [imageFile(photo)])).status).toBe(200);
    expect(await tempFiles()).toEqual([]);
  });

  it('frees the slot of an upload its client abandons mid-body and removes its partial file', async () => {
    const { token } = await kit.signUp('leaver@example.ge');
    const [abandoned, ...others] = await fourInFlight(token);
    abandoned!.abort();
    await waitFor(async () => (await tempFiles()).length === 3, 'the abandoned upload’s file to go');
    await waitFor(
      async () => (await kit.upload(token, [imageFile(photo)])).status === 200,
      'an upload to be taken in the freed slot',
    );
    others.forEach((upload) => upload.abort());
    await waitFor(async () => (await tempFiles()).length === 0, 'every partial file to go');
  });

  it('stops reading a file at 20 MB: 413 at once, the connection closed, no partial file left', async () => {
    const { token } = await kit.signUp('big@example.ge');
    const declared = PHOTOS.maxBytes * 2;
    const upload = startStreamedUpload(origin, token, declared);
    const chunk = Buffer.alloc(MB, 0x41);
    chunk.set([0xff, 0xd8, 0xff, 0xe0]);
    let isAnswered = false;
    void upload.answer.then(() => (isAnswered = true));
    // One megabyte past the limit, then the client holds back the rest of its declared 40 MB.
    while (!isAnswered && upload.fileBytesSent < PHOTOS.maxBytes + MB) await upload.send(chunk);
    const answer = await within(upload.answer, 5_000, 'answer with the rest of the body unsent');
    expect(answer).toMatchObject({
      status: 413,
      body: { success: false, code: 'IMAGE_TOO_LARGE', errors: ['The photo is larger than 20 MB.'] },
    });
    expect(upload.fileBytesSent).toBeLessThan(declared);
    await within(upload.closed, 5_000, 'close of the refused upload');
    await waitFor(async () => (await tempFiles()).length === 0, 'the partial file to go');
  });

  it('never holds an upload in memory: a 19 MB body grows the Buffers held by far less than its size', async () => {
    const { token } = await kit.signUp('memory@example.ge');
    const size = 19 * MB;
    const chunk = Buffer.alloc(256 * 1024, 0x5a);
    const { result, peakBytes } = await peakRetainedBuffers(async (sample) => {
      const upload = startStreamedUpload(origin, token, size);
      while (upload.fileBytesSent < size) {
        await upload.send(chunk);
        // Every other megabyte, once the server has had a moment to take it (a full collection is slow).
        if (upload.fileBytesSent % (2 * MB) === 0) {
          await sleep(5);
          sample();
        }
      }
      return upload.finish();
    });
    // Not an image (415), found out from its first bytes once the file is on disk.
    expect(result).toMatchObject({ status: 415, body: { code: 'NOT_AN_IMAGE' } });
    expect(peakBytes).toBeLessThan(4 * MB);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('POST /api/Image with a 1 s request time limit', () => {
  let kit: PhotoTestContext;
  let origin: string;
  let tempFiles: () => Promise<string[]>;
  beforeAll(async () => {
    ({ kit, origin, tempFiles } = await listeningKit({ requestTimeouts: { requestMs: 1_000 } }));
  });
  afterAll(() => kit.close());

  it('drops uploads whose bodies stall, frees their slots and removes their partial files', async () => {
    const { token } = await kit.signUp('stalled@example.ge');
    const photo = await jpeg();
    const stalled = Array.from({ length: 4 }, () => startStreamedUpload(origin, token, photo.length));
    await Promise.all(stalled.map((upload) => upload.send(photo.subarray(0, photo.length / 2))));
    const started = performance.now();
    await within(Promise.all(stalled.map((upload) => upload.closed)), 5_000, 'drop of the stalled uploads');
    expect(performance.now() - started).toBeLessThan(3_000);
    await waitFor(async () => (await tempFiles()).length === 0, 'the partial files to go');
    expect((await kit.upload(token, [imageFile(photo)])).status).toBe(200);
  });
});
