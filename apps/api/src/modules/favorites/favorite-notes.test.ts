import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import type { Property } from '@sakhli/shared/schemas/property';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';

/** A private note per favourite (decision 041): only the user who saved the listing reads or writes it. */
describe('PUT /api/Favorite/{id}/note', () => {
  let t: ListingTestContext;
  let listing: Property;

  beforeAll(async () => {
    t = await createListingTestContext();
    listing = await t.createListing('owner');
    await t.setStatus(listing.id, 'Active');
    expect((await t.call('other', 'POST', '/api/Favorite', { propertyId: listing.id })).statusCode).toBe(201);
    expect((await t.call('admin', 'POST', '/api/Favorite', { propertyId: listing.id })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const setNote = (actor: Parameters<ListingTestContext['call']>[0], id: number, body: object) =>
    t.call(actor, 'PUT', `/api/Favorite/${id}/note`, body as Record<string, unknown>);
  const listOf = async (actor: 'other' | 'admin') =>
    (await t.call(actor, 'GET', '/api/Favorite')).json<Favorite[]>();

  it("keeps the note on the caller's own favourite and shows it only to them", async () => {
    const response = await setNote('other', listing.id, { note: '  Ask about the heating bills.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Favorite>()).toMatchObject({ note: 'Ask about the heating bills.' });
    expect((await listOf('other'))[0]!.note).toBe('Ask about the heating bills.');
    // The other user who saved the same listing has their own, empty note.
    expect((await listOf('admin'))[0]!.note).toBeNull();
    // Nor does the listing's read model carry it.
    expect((await t.call('owner', 'GET', `/api/Property/${listing.id}`)).body).not.toContain('heating bills');
  });

  it('removes the note when it is blank', async () => {
    expect((await setNote('other', listing.id, { note: '   ' })).json<Favorite>().note).toBeNull();
    expect((await listOf('other'))[0]!.note).toBeNull();
  });

  it('answers 400 naming note for a long or missing note, 401 to a guest, 404 without a favourite', async () => {
    for (const body of [{ note: 'x'.repeat(501) }, {}, { note: 5 }]) {
      const response = await setNote('other', listing.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('note');
    }
    expect((await setNote('other', listing.id, { note: 'x'.repeat(500) })).statusCode).toBe(200);
    expect((await setNote('guest', listing.id, { note: 'hi' })).statusCode).toBe(401);
    // The owner has not saved their listing: there is no favourite of theirs to annotate.
    const missing = await setNote('owner', listing.id, { note: 'hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe('FAVORITE_NOT_FOUND');
    expect((await setNote('other', 999_999, { note: 'hi' })).statusCode).toBe(404);
  });
});
