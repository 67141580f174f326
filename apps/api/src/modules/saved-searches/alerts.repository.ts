import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AlertFrequency } from '@sakhli/shared/schemas/saved-search';
import type { Db } from '../../db/client';
import { savedSearchHits, savedSearches, users } from '../../db/schema/index';

/** A search about to be mailed, with its owner: locked until the transaction ends (one alert at a time). */
export interface AlertTarget {
  id: number;
  name: string;
  frequency: AlertFrequency;
  lastAlertedAt: Date | null;
  email: string;
  displayName: string | null;
  language: string;
  emailConfirmed: boolean;
  isDisabled: boolean;
}

export async function lockAlertTarget(tx: Db, id: number): Promise<AlertTarget | undefined> {
  const [row] = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      frequency: savedSearches.frequency,
      lastAlertedAt: savedSearches.lastAlertedAt,
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      emailConfirmed: users.emailConfirmed,
      isDisabled: users.isDisabled,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.id, id))
    .for('update', { of: savedSearches });
  return row;
}

/** The listings matched and not mailed yet, the most recently matched first. */
export async function selectPendingHits(tx: Db, savedSearchId: number): Promise<number[]> {
  const rows = await tx
    .select({ propertyId: savedSearchHits.propertyId })
    .from(savedSearchHits)
    .where(and(eq(savedSearchHits.savedSearchId, savedSearchId), isNull(savedSearchHits.notifiedAt)))
    .orderBy(desc(savedSearchHits.matchedAt), desc(savedSearchHits.propertyId));
  return rows.map((row) => row.propertyId);
}

export async function setLastAlerted(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(savedSearches).set({ lastAlertedAt: at }).where(eq(savedSearches.id, id));
}

/** The daily searches with matches waiting for their digest (read from the pending hits' index). */
export async function selectDigestsDue(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: savedSearches.id })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.savedSearchId))
    .where(and(isNull(savedSearchHits.notifiedAt), sql`${savedSearches.frequency} = 'daily'`));
  return rows.map((row) => row.id);
}
