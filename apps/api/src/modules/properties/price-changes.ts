import type { Currency } from '@sakhli/shared/enums';
import { isPriceDrop, type OwnPrice } from '@sakhli/shared/rules/price-drop';
import type { Db } from '../../db/client';
import type { ListingValues } from './listing.repository';
import { insertPriceChange } from './price-history.repository';

/** A listing's price in the currency its owner set it in. */
export function ownPriceOf(listing: { currency: Currency; priceUsd: number; priceGel: number }): OwnPrice {
  return {
    currency: listing.currency,
    price: listing.currency === 'USD' ? listing.priceUsd : listing.priceGel,
  };
}

/**
 * An edit's price, in the edit's transaction (decision 035): nothing when neither price nor currency
 * changed; otherwise the change joins the history and the answer holds the columns the card's "−5 %" reads
 * (the previous price while the change lowered it, cleared otherwise) and whether the price fell.
 */
export async function recordPriceChange(
  tx: Db,
  propertyId: number,
  before: OwnPrice,
  after: OwnPrice,
  at: Date,
): Promise<
  { columns: Pick<ListingValues, 'priceDropFrom' | 'priceDroppedAt'>; isDrop: boolean } | undefined
> {
  if (before.currency === after.currency && before.price === after.price) return undefined;
  await insertPriceChange(tx, propertyId, { before, after }, at);
  const isDrop = isPriceDrop(before, after);
  return {
    isDrop,
    columns: isDrop
      ? { priceDropFrom: before.price, priceDroppedAt: at }
      : { priceDropFrom: null, priceDroppedAt: null },
  };
}
