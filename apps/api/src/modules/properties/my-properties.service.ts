import type { Language } from '@sakhli/shared/enums';
import {
  MY_PROPERTIES_LIST_LIMIT,
  type MyPropertiesPageQuery,
  type MyPropertiesQuery,
  type PropertyPage,
} from '@sakhli/shared/schemas/my-properties';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { expireListings } from './listing.repository';
import { countOwnListings, selectOwnListingIds } from './my-properties.repository';
import { loadProperties } from './property-loader';

/**
 * GET /api/Property/my-properties[/paginated]: the caller's own listings in every state (whatever their
 * role: owners see only their own), with what only an owner sees. Listings past their expiry date are
 * turned Inactive first, so the owner never sees one as live that the sweep has not reached yet.
 */
export function createMyPropertiesService({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Db;
  storage: Storage;
  now?: () => Date;
}) {
  const load = (ids: number[], language: Language) => loadProperties(db, storage, ids, language, () => true);

  return {
    async list(userId: string, filter: MyPropertiesQuery, language: Language): Promise<Property[]> {
      await expireListings(db, now(), { userId });
      const ids = await selectOwnListingIds(db, userId, filter, {
        offset: 0,
        limit: MY_PROPERTIES_LIST_LIMIT,
      });
      return load(ids, language);
    },

    async page(userId: string, query: MyPropertiesPageQuery, language: Language): Promise<PropertyPage> {
      await expireListings(db, now(), { userId });
      const { page, pageSize } = query;
      const [totalCount, ids] = await Promise.all([
        countOwnListings(db, userId, query),
        selectOwnListingIds(db, userId, query, { offset: (page - 1) * pageSize, limit: pageSize }),
      ]);
      return {
        items: await load(ids, language),
        totalCount,
        totalPages: Math.ceil(totalCount / pageSize),
        pageSize,
        page,
      };
    },
  };
}
export type MyPropertiesService = ReturnType<typeof createMyPropertiesService>;
