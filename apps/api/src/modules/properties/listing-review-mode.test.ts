import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageUploadResult } from '@sakhli/shared/schemas/image';
import type { Property } from '@sakhli/shared/schemas/property';
import { imageProcessingJobs, properties } from '../../db/schema/index';
import { imageFile, multipartBody } from '../photos/testing/photo-test-kit';
import { png } from '../photos/testing/test-images';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const statusOf = async (t: ListingTestContext, id: number) =>
  (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!.publishStatus;

const photoIdsOf = (listing: Property) => listing.propertyPhotos.map((photo) => photo.id);

describe('REVIEW_MODE=auto: a new listing is Pending until its photos are processed, then Active', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    // ROLE=web: an upload stays queued until the test drains the queue (no worker renders it first).
    t = await createListingTestContext({ REVIEW_MODE: 'auto', ROLE: 'web' });
  });
  afterAll(() => t.close());

  /** A real upload through POST /api/Image: stored, queued, not processed yet. */
  async function upload(): Promise<number> {
    const { payload, headers } = multipartBody([imageFile(await png(800, 600), 'room.png', 'image/png')]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Image',
      payload,
      headers: { ...headers, authorization: `Bearer ${t.users.owner.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ImageUploadResult>().imageId!;
  }

  it('publishes at once when every photo was processed before the listing was saved', async () => {
    const listing = await t.createListing('owner');
    expect(listing.publishStatus).toBe('Active');
    expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(200);
  });

  it('publishes when the photo worker finishes the last photo', async () => {
    const photos = [await upload(), await upload()];
    const response = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    expect(response.json()).toMatchObject({ publishStatus: 'Pending' });
    const { id } = response.json<Property>();
    expect((await t.call('guest', 'GET', `/api/Property/${id}`)).statusCode).toBe(404);

    await t.app.jobs.drain();

    const detail = await t.call('guest', 'GET', `/api/Property/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const published = detail.json<Property>();
    expect(published.publishStatus).toBe('Active');
    expect(published.propertyPhotos.every((photo) => photo.thumbnailUrl !== null)).toBe(true);
  });

  it('waits while a photo failed, and publishes once the owner replaces it', async () => {
    const [processed] = await t.uploadPhotos('owner', 1);
    const [broken] = await t.uploadPhotos('owner', 1, { processed: false });
    await t.db
      .update(imageProcessingJobs)
      .set({ status: 'failed' })
      .where(eq(imageProcessingJobs.photoId, broken!));
    const created = await t.call('owner', 'POST', '/api/Property', t.payload([processed!, broken!]));
    const { id } = created.json<Property>();
    expect(await statusOf(t, id)).toBe('Pending');
    const [replacement] = await t.uploadPhotos('owner', 1);
    const edited = await t.call('owner', 'PUT', `/api/Property/${id}`, t.payload([processed!, replacement!]));
    expect(edited.json()).toMatchObject({ publishStatus: 'Active' });
  });

  it('never publishes a listing a moderator rejected', async () => {
    const listing = await t.createListing('owner');
    await t.db
      .update(properties)
      .set({ publishStatus: 'Pending', rejectionReason: 'Photos of another flat' })
      .where(eq(properties.id, listing.id));
    const edit = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photoIdsOf(listing)));
    expect(edit.statusCode).toBe(200);
    expect(await statusOf(t, listing.id)).toBe('Pending');
  });

  it("keeps an owner's edit of a live listing live", async () => {
    const listing = await t.createListing('owner');
    const edit = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photoIdsOf(listing)));
    expect(edit.json()).toMatchObject({ publishStatus: 'Active' });
  });
});

describe('REVIEW_MODE=manual: a new listing stays Pending until a moderator publishes it', () => {
  let t: ListingTestContext;
  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'manual' });
  });
  afterAll(() => t.close());

  it('keeps a listing with processed photos Pending until a moderator or admin publishes it', async () => {
    const listing = await t.createListing('owner');
    expect(listing.publishStatus).toBe('Pending');
    await t.app.jobs.drain();
    expect(await statusOf(t, listing.id)).toBe('Pending');
    expect((await t.call('owner', 'POST', `/api/Property/${listing.id}/publish`)).statusCode).toBe(403);
    expect((await t.call('admin', 'POST', `/api/Property/${listing.id}/publish`)).json()).toBe(true);
    expect(await statusOf(t, listing.id)).toBe('Active');
  });

  it("sends an owner's edit of an approved listing back to review, not a moderator's", async () => {
    const listing = await t.createListing('owner');
    await t.call('moderator', 'POST', `/api/Property/${listing.id}/publish`);
    const photos = photoIdsOf(listing);

    const byModerator = await t.call('moderator', 'PUT', `/api/Property/${listing.id}`, t.payload(photos));
    expect(byModerator.json()).toMatchObject({ publishStatus: 'Active' });

    const byOwner = await t.call(
      'owner',
      'PUT',
      `/api/Property/${listing.id}`,
      t.payload(photos, { price: 1 }),
    );
    expect(byOwner.json()).toMatchObject({ publishStatus: 'Pending', priceUsd: 1 });
    expect((await t.call('guest', 'GET', `/api/Property/${listing.id}`)).statusCode).toBe(404);

    // A deactivated listing edited by its owner is reviewed too, so activating cannot skip review.
    await t.call('moderator', 'POST', `/api/Property/${listing.id}/publish`);
    await t.call('owner', 'POST', `/api/Property/${listing.id}/deactivate`);
    await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(photos, { price: 2 }));
    expect(await statusOf(t, listing.id)).toBe('Pending');
    expect((await t.call('owner', 'POST', `/api/Property/${listing.id}/activate`)).statusCode).toBe(409);
  });

  it('lets an owner reactivate an approved listing they did not change', async () => {
    const listing = await t.createListing('owner');
    await t.call('moderator', 'POST', `/api/Property/${listing.id}/publish`);
    await t.call('owner', 'POST', `/api/Property/${listing.id}/deactivate`);
    expect((await t.call('owner', 'POST', `/api/Property/${listing.id}/activate`)).json()).toBe(true);
    expect(await statusOf(t, listing.id)).toBe('Active');
  });
});
