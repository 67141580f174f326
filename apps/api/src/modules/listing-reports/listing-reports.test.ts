import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_REPORT_MESSAGES } from '@sakhli/shared/schemas/listing-report';
import type { Property } from '@sakhli/shared/schemas/property';
import { createListingTestContext, type ListingTestContext } from '../properties/testing/listing-test-kit';

/** CONTRACT.md section 7: POST /api/Property/{id}/report, its refusals, and what the detail says after. */
describe('reporting a listing', () => {
  let t: ListingTestContext;
  let live: Property;

  beforeAll(async () => {
    t = await createListingTestContext({ REVIEW_MODE: 'auto', RATE_LIMIT_REPORTS_PER_USER: '5/1d' });
    live = await t.createListing('owner');
  });
  afterAll(() => t.close());

  const report = (actor: Parameters<ListingTestContext['call']>[0], id: number, body: object) =>
    t.call(actor, 'POST', `/api/Property/${id}/report`, body as Record<string, unknown>);
  const tokenOf = async (email: string) => (await t.signUp(email)).accessToken!;
  const reportAs = (token: string, id: number, body: object = { reason: 'Fraud' }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Property/${id}/report`,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses a guest with 401 and keeps nothing', async () => {
    const response = await report('guest', live.id, { reason: 'Fraud' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each([
    [{}, 'reason', LISTING_REPORT_MESSAGES.reason],
    [{ reason: 'Spam' }, 'reason', LISTING_REPORT_MESSAGES.reason],
    [{ reason: 'fraud' }, 'reason', LISTING_REPORT_MESSAGES.reason],
    [{ reason: 'Other', details: 'x'.repeat(1001) }, 'details', LISTING_REPORT_MESSAGES.detailsTooLong],
    [{ reason: 'Other', details: 42 }, 'details', LISTING_REPORT_MESSAGES.detailsTooLong],
  ])('answers 400 naming the field for %o', async (body, field, message) => {
    const response = await report('other', live.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { [field]: [message] } });
  });

  it("refuses one's own listing with 403, whatever its status", async () => {
    const response = await report('owner', live.id, { reason: 'Fraud' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CANNOT_REPORT_OWN_LISTING' });
  });

  it("answers 404 for a missing listing and for someone else's listing that is not Active", async () => {
    expect((await report('other', 999_999, { reason: 'Fraud' })).statusCode).toBe(404);
    const hidden = await t.createListing('owner');
    for (const status of ['Pending', 'Inactive', 'Archived'] as const) {
      await t.setStatus(hidden.id, status);
      const response = await report('other', hidden.id, { reason: 'Fraud' });
      expect(response.statusCode, status).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    }
  });

  it('takes a report once per user and listing: 201 {id}, then 409; the detail says it was reported', async () => {
    const before = await t.call('other', 'GET', `/api/Property/${live.id}`);
    expect(before.json()).toMatchObject({ hasReported: false });
    const first = await report('other', live.id, {
      reason: 'WrongInfo',
      details: '  The flat is on floor 2.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number) as unknown });
    const second = await report('other', live.id, { reason: 'Fraud' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ALREADY_REPORTED' });
    expect((await t.call('other', 'GET', `/api/Property/${live.id}`)).json()).toMatchObject({
      hasReported: true,
    });
    // The owner never learns who reported; guests are not told anything about reports.
    expect((await t.call('moderator', 'GET', `/api/Property/${live.id}`)).json()).toMatchObject({
      hasReported: false,
    });
    expect((await t.call('guest', 'GET', `/api/Property/${live.id}`)).json()).not.toHaveProperty(
      'hasReported',
    );
  });

  it('keeps one report of parallel requests from one user (the unique index)', async () => {
    const listing = await t.createListing('owner');
    const token = await tokenOf('parallel@listings.test');
    const answers = await Promise.all([1, 2, 3].map(() => reportAs(token, listing.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('limits reports per user (429 with Retry-After)', async () => {
    const token = await tokenOf('eager@listings.test');
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await reportAs(token, live.id));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 409, 409, 409, 409, 429]);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
