import type { Language } from '@sakhli/shared/enums';
import type { AgencyListingPage, AgencyListingsQuery, AgencyProfile } from '@sakhli/shared/schemas/agency';
import type { User } from '@sakhli/shared/schemas/auth';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUser } from '../auth/user-read-model';
import { updateUser } from '../auth/users.repository';
import { selectFavoritedIds } from '../favorites/favorites.repository';
import { loadProperties } from '../properties/property-loader';
import { newLogoKey, renderLogo } from './seller-logo';
import { toSellerBlock } from './seller-read-model';
import { countActiveListings, selectSeller, selectSellerListingIds } from './sellers.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const agencyNotFound = () => new AppError('AGENCY_NOT_FOUND', 404, 'Agency not found');

/**
 * Agencies and developers in public (issue 16): their page and their Active listings, and each seller's
 * logo. An owner has no public page: 404, as for an id that is nobody's, so the page reveals no accounts.
 */
export function createSellersService(db: Db, storage: Storage) {
  async function publicSeller(id: string) {
    const seller = UUID.test(id) ? await selectSeller(db, id) : undefined;
    if (!seller || seller.accountType === 'Owner' || seller.isDisabled) throw agencyNotFound();
    return seller;
  }

  return {
    async agency(id: string): Promise<AgencyProfile> {
      const seller = await publicSeller(id);
      return {
        ...toSellerBlock(seller),
        activeListingCount: await countActiveListings(db, seller.id),
        createdAt: seller.createdAt.toISOString(),
      };
    },

    async listings(
      id: string,
      { page, pageSize }: AgencyListingsQuery,
      language: Language,
      viewerId: string | undefined,
    ): Promise<AgencyListingPage> {
      await publicSeller(id);
      const { ids, total } = await selectSellerListingIds(db, id, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const items = await loadProperties(db, storage, ids, language);
      const favorited = viewerId ? await selectFavoritedIds(db, viewerId, ids) : new Set<number>();
      return {
        items: items.map((item) => (favorited.has(item.id) ? { ...item, isFavorite: true } : item)),
        totalCount: total,
        totalPages: Math.ceil(total / pageSize),
        pageSize,
        page,
      };
    },

    /** The logo's bytes; undefined when the user has none (or not this one: the URL names the version). */
    async logo(id: string) {
      const seller = UUID.test(id) ? await selectSeller(db, id) : undefined;
      if (!seller?.logoKey) return undefined;
      return storage.get(seller.logoKey);
    },

    /** Stores a new logo and forgets the old one once the user row points at the new one. */
    async setLogo(userId: string, upload: Buffer): Promise<User> {
      const body = await renderLogo(upload);
      const key = newLogoKey(userId);
      await storage.put(key, body, 'image/webp');
      return replaceLogo(userId, key);
    },

    async removeLogo(userId: string): Promise<User> {
      return replaceLogo(userId, null);
    },
  };

  async function replaceLogo(userId: string, key: string | null): Promise<User> {
    const before = await selectSeller(db, userId);
    const updated = await updateUser(db, userId, { logoKey: key });
    if (!updated) throw new AppError('UNAUTHORIZED', 401, 'Sign in required');
    if (before?.logoKey && before.logoKey !== key) await storage.delete(before.logoKey);
    return toUser(updated);
  }
}
export type SellersService = ReturnType<typeof createSellersService>;
