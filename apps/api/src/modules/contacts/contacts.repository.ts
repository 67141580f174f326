import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContactChannel } from '@sakhli/shared/schemas/contact';
import type { Db } from '../../db/client';
import { propertyContactDays, propertyContacts } from '../../db/schema/index';
import { pruneFinishedDays } from '../properties/property-views.repository';

const COUNTER: Record<ContactChannel, PgColumn> = {
  phone: propertyContactDays.phone,
  whatsapp: propertyContactDays.whatsapp,
  viber: propertyContactDays.viber,
};

/**
 * Counts a contact unless this visitor was already counted for the listing and channel that day. One
 * statement, as a view (decision 020): the visitor's row is inserted or not (on conflict), and the day's
 * counter moves only for an inserted row. True when the contact was counted.
 */
export async function recordContact(
  db: Db,
  contact: { propertyId: number; channel: ContactChannel; visitorKey: string; day: string },
): Promise<boolean> {
  const counter = sql.identifier(COUNTER[contact.channel].name);
  const result = await db.execute(sql`
    with visit as (
      insert into ${propertyContacts} (property_id, channel, visitor_key, day)
      values (${contact.propertyId}, ${contact.channel}, ${contact.visitorKey}, ${contact.day})
      on conflict do nothing
      returning property_id, day
    )
    insert into ${propertyContactDays} (property_id, day, ${counter})
    select property_id, day, 1 from visit
    on conflict (property_id, day) do update set ${counter} = ${propertyContactDays}.${counter} + 1
    returning 1`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** Forgets who contacted a listing on days before `today`; the daily counts stay. */
export const pruneFinishedContactDays = (db: Db, today: string) =>
  pruneFinishedDays(
    db,
    propertyContacts,
    [
      propertyContacts.day,
      propertyContacts.propertyId,
      propertyContacts.channel,
      propertyContacts.visitorKey,
    ],
    today,
  );
