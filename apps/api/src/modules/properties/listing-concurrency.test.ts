import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

/** CONTRACT.md section 6, decision 021: ETag on GET, If-Match on PUT, 412 for a save from an old version. */
describe('listing edits from a known version (ETag / If-Match)', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext();
  });
  afterAll(() => t.close());

  /** A listing of the owner, its photos, and the ETag a GET answers for it. */
  async function loaded() {
    const photos = await t.uploadPhotos('owner', 2);
    const created = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Property>().id;
    const read = await t.call('owner', 'GET', `/api/Property/${id}`);
    return { id, photos, etag: read.headers.etag as string };
  }
  const save = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call('owner', 'PUT', `/api/Property/${id}`, body, headers);

  it('GET sends a strong ETag; the PUT answer carries the new one, as the next GET does', async () => {
    const { id, photos, etag } = await loaded();
    expect(etag).toMatch(/^"\d+"$/);
    const saved = await save(id, t.payload(photos, { price: 140_000 }), { 'if-match': etag });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toMatch(/^"\d+"$/);
    expect(saved.headers.etag).not.toBe(etag);
    expect((await t.call('guest', 'GET', `/api/Property/${id}`)).headers.etag).toBe(saved.headers.etag);
  });

  it('answers 412 to a save from a version the listing has left, and changes nothing', async () => {
    const { id, photos, etag } = await loaded();
    const first = await save(id, t.payload(photos, { price: 140_000 }), { 'if-match': etag });
    expect(first.statusCode, first.body).toBe(200);
    const before = await t.snapshot(id);
    const stale = await save(id, t.payload([photos[0]!], { price: 1_000 }), { 'if-match': etag });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toEqual({ message: expect.any(String) as unknown, code: 'PRECONDITION_FAILED' });
    expect(await t.snapshot(id)).toEqual(before);
  });

  it('lets exactly one of two concurrent saves from the same version through', async () => {
    const { id, photos, etag } = await loaded();
    const answers = await Promise.all([
      save(id, t.payload(photos, { price: 141_000 }), { 'if-match': etag }),
      save(id, t.payload([...photos].reverse(), { price: 142_000 }), { 'if-match': etag }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Property>();
    const stored = await t.call('owner', 'GET', `/api/Property/${id}`);
    expect(stored.json<Property>()).toMatchObject({
      priceUsd: winner.priceUsd,
      propertyPhotos: winner.propertyPhotos,
    });
  });

  it('saves as before without If-Match, and with * whatever the version', async () => {
    const { id, photos, etag } = await loaded();
    expect((await save(id, t.payload(photos, { price: 143_000 }))).statusCode).toBe(200);
    expect((await save(id, t.payload(photos, { price: 144_000 }), { 'if-match': '*' })).statusCode).toBe(200);
    const stale = await save(id, t.payload(photos, { price: 145_000 }), { 'if-match': `W/${etag}` });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses a malformed If-Match naming the header, and checks it after who may edit', async () => {
    const { id, photos } = await loaded();
    const malformed = await save(id, t.payload(photos), { 'if-match': 'version 3' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { 'If-Match': expect.any(Array) as unknown },
    });
    const stranger = await t.call('other', 'PUT', `/api/Property/${id}`, t.payload(photos), {
      'if-match': '"999"',
    });
    expect(stranger.statusCode).toBe(403);
  });
});
