import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyPage } from '@sakhli/shared/schemas/my-properties';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties } from '../../db/schema/index';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

describe('GET /api/Property/my-properties[/paginated]', () => {
  let t: ListingTestContext;
  /** The owner's listings, oldest first. */
  const mine: Property[] = [];

  beforeAll(async () => {
    t = await createListingTestContext();
    for (let index = 0; index < 17; index += 1) {
      const house = index % 4 === 0;
      mine.push(
        await t.createListing('owner', {
          listingType: index % 3 === 0 ? 'Rent' : 'Sale',
          propertyType: house ? 'House' : 'Apartment',
          house: { landArea: 400 },
          hideCadastralCode: index === 1,
        }),
      );
    }
    await t.setStatus(mine[2]!.id, 'Inactive');
    await t.setStatus(mine[3]!.id, 'Pending');
    await t.db
      .update(properties)
      .set({ publishStatus: 'Archived', rejectionReason: 'Blurry photos' })
      .where(eq(properties.id, mine[4]!.id));
    await t.createListing('other');
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const response = await t.call('owner', 'GET', `/api/Property/my-properties/paginated${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyPage>();
  };
  const idsOf = (items: Property[]) => items.map((item) => item.id);
  const newestFirst = () => idsOf([...mine].reverse());

  it('pages the owner’s listings newest first, 15 a page by default', async () => {
    const first = await page('');
    expect(first).toMatchObject({ totalCount: 17, totalPages: 2, pageSize: 15, page: 1 });
    expect(idsOf(first.items)).toEqual(newestFirst().slice(0, 15));
    const second = await page('?page=2');
    expect(idsOf(second.items)).toEqual(newestFirst().slice(15));
    const beyond = await page('?page=9&pageSize=5');
    expect(beyond).toMatchObject({ items: [], totalCount: 17, totalPages: 4, pageSize: 5, page: 9 });
  });

  it('shows the owner what only an owner sees: hidden code and rejection reason', async () => {
    const items = (await page('?pageSize=100')).items;
    expect(items.find((item) => item.id === mine[1]!.id)).toMatchObject({
      cadastralCode: '01.14.14.009.032',
      hideCadastralCode: true,
    });
    expect(items.find((item) => item.id === mine[4]!.id)).toMatchObject({
      publishStatus: 'Archived',
      rejectionReason: 'Blurry photos',
    });
  });

  it.each([
    ['publishStatus=Inactive', (item: Property) => item.publishStatus === 'Inactive'],
    ['publishStatus=active', (item: Property) => item.publishStatus === 'Active'],
    ['listingType=Rent', (item: Property) => item.listingType === 'Rent'],
    [
      'propertyType=House&listingType=Sale',
      (item: Property) => item.propertyType === 'House' && item.listingType === 'Sale',
    ],
    ['publishStatus=all&propertyType=ALL&listingType=&code=all', () => true],
    ['code=none', () => true],
  ])('filters by %s', async (query, keeps) => {
    const all = (await page('?pageSize=100')).items;
    const expected = idsOf(all.filter(keeps));
    const filtered = await page(`?pageSize=100&${query}`);
    expect(idsOf(filtered.items)).toEqual(expected);
    expect(filtered.totalCount).toBe(expected.length);
  });

  it('finds one listing by its code', async () => {
    const filtered = await page(`?code=${mine[5]!.code}`);
    expect(idsOf(filtered.items)).toEqual([mine[5]!.id]);
    const othersCode = (await t.call('other', 'GET', '/api/Property/my-properties')).json<Property[]>()[0]!
      .code;
    expect((await page(`?code=${othersCode}`)).items).toEqual([]);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['code=12a', 'code'],
    ['code=-5', 'code'],
    ['code=9999999999', 'code'],
    ['publishStatus=Deleted', 'publishStatus'],
    ['listingType=Lease', 'listingType'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await t.call('owner', 'GET', `/api/Property/my-properties/paginated?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('answers the unpaged list with the same filters', async () => {
    const all = await t.call('owner', 'GET', '/api/Property/my-properties');
    expect(idsOf(all.json<Property[]>())).toEqual(newestFirst());
    const inactive = await t.call('owner', 'GET', '/api/Property/my-properties?publishStatus=Inactive');
    expect(idsOf(inactive.json<Property[]>())).toEqual([mine[2]!.id]);
  });
});
