import { absoluteUrl, listingUrl } from '../../lib/public-urls';
import { formatPrice } from '@sakhli/shared/rules/price-format';
import type { MailSettings } from '@sakhli/shared/schemas/price-drops';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { displayNameOf, languageOf } from '../auth/user-read-model';
import { summarizeListing } from '../inquiries/listing-summary';
import type { MailOutbox } from '../mail/mail.jobs';
import type { Unsubscribes } from '../mail/unsubscribe';
import { selectPhotoRows, selectPropertyRow } from '../properties/property.repository';
import { groupPhotos, toProperty } from '../properties/property-read-model';
import { priceDropMail } from './mails/price-drop.mail';
import {
  claimPriceDropRecipients,
  selectPriceDropMails,
  updatePriceDropMails,
} from './price-drops.repository';

/** The one-click unsubscribe kind of these mails (its subject: the user's id). */
const UNSUBSCRIBE_KIND = 'price-drops';

export interface PriceDropsOptions {
  db: Db;
  storage: Storage;
  outbox: MailOutbox;
  unsubscribes: Pick<Unsubscribes, 'define' | 'linkFor'>;
  appUrl: string;
  now?: () => Date;
}

const userNotFound = () => new AppError('USER_NOT_FOUND', 404, 'User not found');

/**
 * Price-drop mails (CONTRACT.md section 7, decision 035): when a listing's price falls, everyone who
 * favourited it, may be mailed and has the mails on gets one in their language, at most one a Tbilisi day
 * per listing; a one-click unsubscribe turns them off and the settings turn them on again.
 */
export function createPriceDrops({
  db,
  storage,
  outbox,
  unsubscribes,
  appUrl,
  now = () => new Date(),
}: PriceDropsOptions) {
  unsubscribes.define(UNSUBSCRIBE_KIND, (userId) => updatePriceDropMails(db, userId, false));

  return {
    /**
     * The queue's handler of a drop. What it mails is the listing as it is now: a later change that raised
     * the price again (no drop on the row any more) or took the listing down mails nobody.
     */
    async mailPriceDrop(propertyId: number): Promise<void> {
      const row = await selectPropertyRow(db, propertyId);
      if (!row || row.publishStatus !== 'Active' || row.priceDropFrom === null) return;
      const photos = groupPhotos(await selectPhotoRows(db, [propertyId]), storage).get(propertyId) ?? [];
      const cover = photos[0];
      const coverUrl = cover ? absoluteUrl(appUrl, cover.thumbnailUrl ?? cover.originalUrl) : null;
      const previous = Number(row.priceDropFrom);
      const current = Number(row.currency === 'USD' ? row.priceUsd : row.priceGel);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const recipients = await claimPriceDropRecipients(tx, propertyId, row.userId, tbilisiDay(now()));
        for (const recipient of recipients) {
          const language = languageOf(recipient);
          const summary = summarizeListing(toProperty(row, photos, language), language);
          const unsubscribeUrl = unsubscribes.linkFor(UNSUBSCRIBE_KIND, recipient.userId);
          const mail = priceDropMail(language, {
            name: displayNameOf(recipient),
            listing: { ...summary, url: listingUrl(appUrl, propertyId, language), coverUrl },
            previousPrice: formatPrice(previous, row.currency, language),
            price: formatPrice(current, row.currency, language),
            dropPercent: ((previous - current) / previous) * 100,
            unsubscribeUrl,
            settingsUrl: `${appUrl}/dashboard/settings`,
          });
          await outbox.send('price-drop', { to: recipient.email, ...mail, unsubscribeUrl }, { tx });
        }
      });
    },

    async getSettings(userId: string): Promise<MailSettings> {
      const priceDropMails = await selectPriceDropMails(db, userId);
      if (priceDropMails === undefined) throw userNotFound();
      return { priceDropMails };
    },

    async updateSettings(userId: string, settings: MailSettings): Promise<MailSettings> {
      if (!(await updatePriceDropMails(db, userId, settings.priceDropMails))) throw userNotFound();
      return settings;
    },
  };
}
export type PriceDrops = ReturnType<typeof createPriceDrops>;
