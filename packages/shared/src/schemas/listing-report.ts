import { z } from 'zod';

/** Reporting a listing (CONTRACT.md section 7, decision 037): the request, and the group a moderator sees. */

export const LISTING_REPORT_REASONS = [
  'Fraud',
  'Duplicate',
  'WrongInfo',
  'AlreadySold',
  'Offensive',
  'Other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const LISTING_REPORT_DETAILS_MAX_LENGTH = 1000;

export const LISTING_REPORT_MESSAGES = {
  reason: `reason must be one of ${LISTING_REPORT_REASONS.join(', ')}`,
  detailsTooLong: `details must be at most ${LISTING_REPORT_DETAILS_MAX_LENGTH} characters`,
} as const;

/** `POST /api/Property/{id}/report`: blank details are no details. */
export const ListingReportRequest = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, { error: LISTING_REPORT_MESSAGES.reason }),
  details: z
    .string({ error: LISTING_REPORT_MESSAGES.detailsTooLong })
    .trim()
    .max(LISTING_REPORT_DETAILS_MAX_LENGTH, LISTING_REPORT_MESSAGES.detailsTooLong)
    .nullish()
    .transform((details) => (details ? details : null)),
});
export type ListingReportRequest = z.input<typeof ListingReportRequest>;
export type ListingReportFields = z.output<typeof ListingReportRequest>;

export const ListingReportCreated = z.object({ id: z.number().int() });

/** One report as a moderator reads it: the reporter's address is shown to moderators only. */
export const ListingReportEntry = z.object({
  id: z.number().int(),
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
});
export type ListingReportEntry = z.infer<typeof ListingReportEntry>;

/** A listing's open reports (not yet dismissed or acted on), for the moderation queue. */
export const ListingReportGroup = z.object({
  count: z.number().int(),
  /** Each reason given, with how many gave it, the most frequent first. */
  reasons: z.array(z.object({ reason: z.enum(LISTING_REPORT_REASONS), count: z.number().int() })),
  /** Newest first. */
  entries: z.array(ListingReportEntry),
  /** True while the reports hide the listing (it is Pending until a moderator decides). */
  isHeld: z.boolean(),
});
export type ListingReportGroup = z.infer<typeof ListingReportGroup>;
