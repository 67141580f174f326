import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { pagedList } from './my-properties';
import { positiveInt, Property } from './property';
import { SellerBlock } from './seller';

/** The public page of an agency or developer (`GET /api/Agency/{id}`). */
export const AgencyProfile = SellerBlock.extend({
  /** Its Active listings, whatever the scope. */
  activeListingCount: z.number().int(),
  createdAt: z.string(),
});
export type AgencyProfile = z.infer<typeof AgencyProfile>;

/** Any text: an id that is no user's answers 404 like an owner's (the page is not found, not badly asked). */
export const AgencyParams = z.object({ id: z.string().max(64) });

/** `GET /api/Agency/{id}/properties`: one page of its Active listings, newest first. */
export const AgencyListingsQuery = z.object({
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(PAGE_SIZE, MAX_PAGE_SIZE),
});
export type AgencyListingsQuery = z.output<typeof AgencyListingsQuery>;

export const AgencyListingPage = pagedList(Property);
export type AgencyListingPage = z.infer<typeof AgencyListingPage>;
