import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { ListingReportGroup } from './listing-report';
import { pagedList } from './my-properties';
import { positiveInt, Property } from './property';

/**
 * The moderation contract (CONTRACT.md section 4): the queue of Pending and reported listings (decision 037),
 * approve and reject; the reports' own contract (and their dismissal) is in listing-report.ts.
 */

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give the reason for the rejection',
  reasonTooLong: 'The reason must be at most 1000 characters',
} as const;

export const REJECTION_REASON_MAX_LENGTH = 1000;

export const ModerationQueueQuery = z.object({
  page: positiveInt(1, 1_000_000),
  pageSize: positiveInt(PAGE_SIZE, MAX_PAGE_SIZE),
});
export type ModerationQueueQuery = z.output<typeof ModerationQueueQuery>;

export const ListingOwner = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
});

/** A photo of the listing and the photo of another account's listing it matches (decision 038). */
export const MatchingPhotos = z.object({
  thumbnailUrl: z.string().nullable(),
  otherThumbnailUrl: z.string().nullable(),
});

/** Another account's listing whose photos this one's match: "possible duplicate of #code". */
export const PossibleDuplicate = z.object({
  id: z.number().int(),
  code: z.number().int(),
  matchingPhotos: z.array(MatchingPhotos),
});
export type PossibleDuplicate = z.infer<typeof PossibleDuplicate>;

/**
 * A listing as the moderator reviews it: the full read model, its owner, its photo progress, the other
 * accounts' listings its photos match (approving clears them; decision 038) and its open reports (null when
 * none: a Pending listing waiting for review only; decision 037).
 */
export const ModerationQueueItem = Property.extend({
  owner: ListingOwner,
  photoCount: z.number().int(),
  processedPhotoCount: z.number().int(),
  possibleDuplicates: z.array(PossibleDuplicate),
  reports: ListingReportGroup.nullable(),
});
export type ModerationQueueItem = z.infer<typeof ModerationQueueItem>;

/** Oldest first: whoever waits longest is reviewed first. */
export const ModerationQueue = pagedList(ModerationQueueItem);
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const RejectRequest = z.object({
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(REJECTION_REASON_MAX_LENGTH, MODERATION_MESSAGES.reasonTooLong),
});
export type RejectRequest = z.infer<typeof RejectRequest>;
