import type { Language } from '@sakhli/shared/enums';
import type { ModerationQueue, ModerationQueueQuery } from '@sakhli/shared/schemas/moderation';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { displayNameOf } from '../auth/user-read-model';
import type { ListingModule } from '../properties/listing.module';
import type { Caller } from '../properties/listing.service';
import { countPhotoProgress } from '../properties/listing-photos.repository';
import { loadProperties } from '../properties/property-loader';
import type { ModerationMail } from './moderation-mail';
import { possibleDuplicatesOf } from './possible-duplicates';
import { countPending, selectOwners, selectPendingIds } from './moderation.repository';

/**
 * CONTRACT.md section 4: the real moderation page. The queue holds the Pending listings with their photos,
 * owner and photo progress; approving publishes (the status action), rejecting archives with a reason the
 * owner sees on the listing and receives by mail.
 */
export function createModerationService(options: {
  db: Db;
  storage: Storage;
  listings: ListingModule;
  mail: ModerationMail;
}) {
  const { db, storage, listings, mail } = options;
  return {
    async queue(query: ModerationQueueQuery, language: Language): Promise<ModerationQueue> {
      const { page, pageSize } = query;
      const [totalCount, ids] = await Promise.all([
        countPending(db),
        selectPendingIds(db, { offset: (page - 1) * pageSize, limit: pageSize }),
      ]);
      const [items, progress, duplicates] = await Promise.all([
        loadProperties(db, storage, ids, language, () => true),
        countPhotoProgress(db, ids),
        possibleDuplicatesOf(db, storage, ids),
      ]);
      const owners = await selectOwners(db, [...new Set(items.map((item) => item.userId))]);
      const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
      return {
        items: items.flatMap((item) => {
          const owner = ownerById.get(item.userId);
          if (!owner) return [];
          const photos = progress.get(item.id);
          return [
            {
              ...item,
              owner: { id: owner.id, email: owner.email, displayName: displayNameOf(owner) },
              photoCount: photos?.total ?? 0,
              processedPhotoCount: photos?.processed ?? 0,
              possibleDuplicates: duplicates.get(item.id) ?? [],
            },
          ];
        }),
        totalCount,
        totalPages: Math.ceil(totalCount / pageSize),
        pageSize,
        page,
      };
    },

    approve: (caller: Caller, id: number) => listings.actions.act(caller, id, 'publish'),

    async reject(caller: Caller, id: number, reason: string): Promise<true> {
      await listings.actions.reject(caller, id, reason, async (listing, tx) => {
        const [owner] = await selectOwners(tx, [listing.userId]);
        if (owner) await mail.sendRejection(owner, listing, reason, tx);
      });
      return true;
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
