import { absoluteUrl, listingUrl } from '../../lib/public-urls';
import type { Language } from '@sakhli/shared/enums';
import { formatNumber } from '@sakhli/shared/rules/price-format';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { MailCard } from '../../lib/mail-layout';
import { languageOf, mailNameOf } from '../auth/user-read-model';
import { summarizeListing } from '../inquiries/listing-summary';
import type { MailOutbox } from '../mail/mail.jobs';
import type { Unsubscribes } from '../mail/unsubscribe';
import { loadProperties } from '../properties/property-loader';
import { lockAlertTarget, selectPendingHits, setLastAlerted, type AlertTarget } from './alerts.repository';
import { CARD_LABELS, savedSearchAlertMail } from './mails/saved-search-alert.mail';
import { settlePendingHits } from './saved-searches.repository';

/** At most one instant mail per search in this window (CONTRACT.md section 7); later matches wait for it. */
export const ALERT_WINDOW_MS = 15 * 60 * 1000;
/** Listings shown in one mail; the rest are counted. */
export const MAX_CARDS = 10;
export const UNSUBSCRIBE_KIND = 'saved-search';

export interface AlertMailsOptions {
  db: Db;
  storage: Storage;
  outbox: MailOutbox;
  unsubscribes: Pick<Unsubscribes, 'linkFor'>;
  appUrl: string;
  now?: () => Date;
}

/** What an alert run did: sent (or had nothing to send), or must run again after `deferSeconds`. */
export type AlertOutcome = { deferSeconds: number } | { deferSeconds?: undefined };

function cardOf(property: Property, language: Language, appUrl: string): MailCard {
  const summary = summarizeListing(property, language);
  const labels = CARD_LABELS[language];
  const facts = [
    property.rooms > 0 ? `${labels.rooms}: ${property.rooms}` : undefined,
    property.size > 0
      ? `${labels.size}: ${formatNumber(property.size, language, 2)} ${labels.squareMetres}`
      : undefined,
  ].filter(Boolean);
  const cover = property.propertyPhotos[0];
  return {
    title: summary.title,
    lines: [summary.price, facts.join(' · '), summary.location].filter((line) => line.length > 0),
    url: listingUrl(appUrl, property.id, language),
    ...(cover ? { imageUrl: absoluteUrl(appUrl, cover.originalUrl) } : {}),
  };
}

/** Whether this run may mail the search now: its kind of run, its owner, its window. */
function verdictOf(target: AlertTarget, isDigest: boolean, now: Date): 'send' | 'skip' | number {
  if (target.frequency !== (isDigest ? 'daily' : 'instant')) return 'skip';
  if (!target.emailConfirmed || target.isDisabled) return 'skip';
  if (isDigest || !target.lastAlertedAt) return 'send';
  const waitMs = target.lastAlertedAt.getTime() + ALERT_WINDOW_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 'send';
}

/**
 * The alert mails of saved searches: one run mails every match of the search not mailed yet (still Active)
 * in one mail, marks them mailed and hands the mail to the outbox, all in one transaction under the
 * search's lock. An instant search mailed less than 15 minutes ago is deferred to the end of that window.
 * Only to confirmed, enabled accounts; a `daily` search only in its digest run.
 */
export function createAlertMails({
  db,
  storage,
  outbox,
  unsubscribes,
  appUrl,
  now = () => new Date(),
}: AlertMailsOptions) {
  return {
    async send(savedSearchId: number, isDigest: boolean): Promise<AlertOutcome> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const target = await lockAlertTarget(tx, savedSearchId);
        if (!target) return {};
        const at = now();
        const verdict = verdictOf(target, isDigest, at);
        if (verdict === 'skip') return {};
        if (typeof verdict === 'number') return { deferSeconds: verdict };
        const pending = await selectPendingHits(tx, savedSearchId);
        if (pending.length === 0) return {};
        await settlePendingHits(tx, savedSearchId);
        const language = languageOf(target);
        const live = (await loadProperties(tx, storage, pending, language)).filter(
          (property) => property.publishStatus === 'Active',
        );
        if (live.length === 0) return {};
        const unsubscribeUrl = unsubscribes.linkFor(UNSUBSCRIBE_KIND, String(savedSearchId));
        const mail = savedSearchAlertMail(language, {
          name: mailNameOf(target),
          searchName: target.name,
          isDigest,
          count: live.length,
          cards: live.slice(0, MAX_CARDS).map((property) => cardOf(property, language, appUrl)),
          manageUrl: `${appUrl}/dashboard/saved-searches`,
          unsubscribeUrl,
        });
        await outbox.send(UNSUBSCRIBE_KIND, { to: target.email, ...mail, unsubscribeUrl }, { tx });
        await setLastAlerted(tx, savedSearchId, at);
        return {};
      });
    },
  };
}
export type AlertMails = ReturnType<typeof createAlertMails>;
