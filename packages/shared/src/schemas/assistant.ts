import { z } from 'zod';
import { LISTING_TYPES, SEARCHABLE_PROPERTY_TYPES } from '../enums';

/**
 * Soft wishes the assistant understands: they are not filter fields (a listing without a balcony still
 * matches), they rank results in the AI Score. The web translates each key (chat namespace `wish.<key>`).
 */
export const WISH_KEYS = [
  'balcony',
  'view',
  'seaView',
  'cityView',
  'mountainView',
  'quiet',
  'metro',
  'parking',
  'sunny',
  'pets',
  'elevator',
  'garden',
  'garage',
  'pool',
  'newKitchen',
  'airConditioning',
  'heating',
  'storage',
  'fireplace',
  'school',
  'park',
  'highFloor',
  'lowFloor',
  'notLastFloor',
] as const;
export type WishKey = (typeof WISH_KEYS)[number];

/** How much a wish counts: 2 for 'must have', 1 by default, 0.5 for 'would be nice'. */
export const WISH_WEIGHTS = { nice: 0.5, normal: 1, must: 2 } as const;

export const Wish = z.object({
  key: z.enum(WISH_KEYS),
  weight: z.number().positive().max(WISH_WEIGHTS.must),
});
export type Wish = z.infer<typeof Wish>;

/** The AI Score of one listing with its explanation: which of the chat's wishes it meets and which not. */
export const ScoreExplanation = z.object({
  score: z.number().int().min(0).max(100),
  matched: z.array(z.enum(WISH_KEYS)),
  missed: z.array(z.enum(WISH_KEYS)),
});
export type ScoreExplanation = z.infer<typeof ScoreExplanation>;

/** A request for another page than the one the chat belongs to ("I want to rent" on the sale page). */
export const OtherScope = z.object({
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(SEARCHABLE_PROPERTY_TYPES),
});
export type OtherScope = z.infer<typeof OtherScope>;
