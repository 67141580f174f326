import { z } from 'zod';

/** What a one-click unsubscribe turned off: the kind of mail (`saved-search`, `price-drops`…). */
export const UnsubscribeResult = z.object({
  kind: z.string(),
  /** False when what the link named no longer exists (nothing is sent for it either way). */
  found: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

export const UnsubscribeParams = z.object({ token: z.string().min(1).max(512) });
