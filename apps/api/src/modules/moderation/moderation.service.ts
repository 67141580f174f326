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
import { loadReportGroups } from '../listing-reports/listing-report-groups';
import type { ListingReportsService } from '../listing-reports/listing-reports.service';
import { countQueue, selectOwners, selectQueueIds } from './moderation.repository';

/**
 * CONTRACT.md section 4: the real moderation page. The queue holds the Pending listings and the reported
 * ones (decision 037) with their photos, owner, photo progress and open reports; approving publishes (the
 * status action), rejecting archives with a reason the owner sees on the listing and receives by mail, and
 * closes the listing's open reports.
 */
export function createModerationService(options: {
  db: Db;
  storage: Storage;
  listings: ListingModule;
  mail: ModerationMail;
  reports: ListingReportsService;
}) {
  const { db, storage, listings, mail, reports } = options;
  return {
    async queue(query: ModerationQueueQuery, language: Language): Promise<ModerationQueue> {
      const { page, pageSize } = query;
      const [totalCount, ids] = await Promise.all([
        countQueue(db),
        selectQueueIds(db, { offset: (page - 1) * pageSize, limit: pageSize }),
      ]);
      const [items, progress, duplicates] = await Promise.all([
        loadProperties(db, storage, ids, language, () => true),
        countPhotoProgress(db, ids),
        possibleDuplicatesOf(db, storage, ids),
      ]);
      const [owners, reportGroups] = await Promise.all([
        selectOwners(db, [...new Set(items.map((item) => item.userId))]),
        loadReportGroups(db, items),
      ]);
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
              reports: reportGroups.get(item.id) ?? null,
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
        const closedReports = await reports.closeOnArchive(tx, id, caller.id);
        if (owner) await mail.sendRejection(owner, listing, reason, tx, { afterReports: closedReports > 0 });
      });
      return true;
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
