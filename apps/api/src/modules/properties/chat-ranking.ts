import type { Wish, WishKey } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import { scorePlanOf, type ScorePlan } from '../assistant/score/score';
import { explainMask, listingWishMask } from '../assistant/score/wish-features';
import {
  selectScoredListings,
  selectScoredMatches,
  selectTopOfNewest,
  selectUnknownWishListings,
  type ScoredMatches,
} from './chat-ranking.repository';
import type { SearchCriteria } from './search-conditions';

/** Optional extra closeness between the wishes and each listing's text (EMBEDDING_MODEL), 0–1 by id. */
export type SemanticSimilarity = (
  ids: readonly number[],
  wishes: readonly Wish[],
) => Promise<Map<number, number> | undefined>;

export interface ScoringSources {
  similarity?: SemanticSimilarity;
  /** A search met listings whose wish masks are not stored yet: compute them in the background. */
  onUnknownWishes?: () => void;
}

/** What a chat's wishes and wished numbers make of each listing of its result. */
export interface ChatCriteria {
  filters: Filter;
  wishes: readonly Wish[];
}

/**
 * Every match of a chat, best first (ties: newest first), with each one's score and which wishes it
 * met as a bit mask (wish-features.ts bits): compact enough to keep per chat state and data version.
 */
export interface ChatRanking {
  ids: Int32Array;
  scores: Uint8Array;
  matched: Uint32Array;
  wishes: WishKey[];
}

/** How much the embeddings' closeness counts against the built-in score when EMBEDDING_MODEL is set. */
const SIMILARITY_SHARE = 0.3;

/** The built-in score blended with the embeddings' closeness, when there is one. */
const blend = (score: number, similarity: number | undefined) =>
  similarity === undefined
    ? score
    : Math.round((1 - SIMILARITY_SHARE) * score + SIMILARITY_SHARE * 100 * similarity);

/** The explanation of one ranked listing from its mask. */
export function explanationAt(ranking: ChatRanking, index: number) {
  return explainMask(ranking.matched[index] ?? 0, ranking.wishes);
}

type Scope = { criteria: SearchCriteria } | { ids: readonly number[] };

const selectScored = (
  db: Db,
  scope: Scope,
  plan: ScorePlan,
  provided?: Parameters<typeof selectScoredMatches>[3],
) =>
  'criteria' in scope
    ? selectScoredMatches(db, scope.criteria, plan, provided)
    : selectScoredListings(db, scope.ids, plan, provided);

/**
 * The listings of `scope` scored by PostgreSQL from their stored wish masks. Listings whose own mask is
 * not stored yet (written outside the listing service, before the background pass reached them) have it
 * computed here from their description and fields, and the pass is asked to store it.
 */
async function scoreScope(
  db: Db,
  scope: Scope,
  chat: ChatCriteria,
  sources: ScoringSources,
): Promise<ScoredMatches> {
  const plan = scorePlanOf(chat);
  const scored = await selectScored(db, scope, plan);
  if (scored.unknownCount === 0) return scored;
  sources.onUnknownWishes?.();
  if (chat.wishes.length === 0 || scored.ownUnknownCount === 0) return scored;
  const unknown = await selectUnknownWishListings(db, scope);
  // The background pass stored them since the first read (a search asks for it): their scores are read
  // again, not left as if they met no wish.
  if (unknown.length === 0) return selectScored(db, scope, plan);
  const keys = chat.wishes.map((wish) => wish.key);
  return selectScored(db, scope, plan, {
    ids: unknown.map((listing) => listing.id),
    masks: unknown.map((listing) => listingWishMask(listing, keys)),
  });
}

/** Positions of `scores` from the highest score to the lowest, equal scores in their given order. */
function orderByScore(scores: Uint8Array): Uint32Array {
  const starts = new Uint32Array(102);
  for (const score of scores) starts[101 - score]! += 1;
  for (let bucket = 1; bucket < starts.length; bucket += 1) starts[bucket]! += starts[bucket - 1]!;
  const order = new Uint32Array(scores.length);
  for (let index = 0; index < scores.length; index += 1) order[starts[100 - scores[index]!]!++] = index;
  return order;
}

/**
 * Ranks every listing the chat's filters match. PostgreSQL scores them from the wish masks stored per
 * listing (decision 024) and answers them newest first; a counting sort on the score (0–100) makes the
 * order, equal scores keeping the newest first. No listing's text is read on the request. Embeddings'
 * closeness, when configured, is blended in for every candidate before the sort.
 */
export async function rankForChat(
  db: Db,
  criteria: SearchCriteria,
  chat: ChatCriteria,
  sources: ScoringSources,
): Promise<ChatRanking> {
  const scored = await scoreScope(db, { criteria }, chat, sources);
  const similarity =
    chat.wishes.length > 0 && scored.ids.length > 0
      ? await sources.similarity?.(Array.from(scored.ids), chat.wishes)
      : undefined;
  const scores = similarity
    ? scored.scores.map((score, index) => blend(score, similarity.get(scored.ids[index]!)))
    : scored.scores;
  const order = orderByScore(scores);
  return {
    ids: Int32Array.from(order, (index) => scored.ids[index]!),
    scores: Uint8Array.from(order, (index) => scores[index]!),
    matched: Uint32Array.from(order, (index) => scored.masks[index]!),
    wishes: chat.wishes.map((wish) => wish.key),
  };
}

/** How many of the newest matches `topOfRanking` scores before it gives up. */
const TOP_WINDOW = 20_000;

/**
 * The first `limit` of the chat's ranking when they can be found without scoring every match (the
 * early stop of top-k search): PostgreSQL scores the newest TOP_WINDOW matches from their stored masks,
 * and when `limit` of them have a score of 100, no older match can come before them (the highest score
 * there is; equal scores keep the newest first), so those are the top. Undefined otherwise: when fewer
 * reach 100, when some of them have no stored mask yet, or when embeddings are configured (their
 * closeness can lift any match).
 */
export async function topOfRanking(
  db: Db,
  criteria: SearchCriteria,
  chat: ChatCriteria,
  sources: ScoringSources,
  limit: number,
): Promise<ChatRanking | undefined> {
  const top = await selectTopOfNewest(db, criteria, scorePlanOf(chat), { window: TOP_WINDOW, limit });
  if (top.unknownCount > 0 || top.ids.length < limit) return undefined;
  if (chat.wishes.length > 0 && (await sources.similarity?.(Array.from(top.ids), chat.wishes)))
    return undefined;
  return {
    ids: top.ids,
    scores: top.scores,
    matched: top.masks,
    wishes: chat.wishes.map((wish) => wish.key),
  };
}

/**
 * The AI Score of listings already loaded (a chat's search sorted by price or date): the same score as
 * the ranking would give them.
 */
export async function scoreItems(
  db: Db,
  items: Property[],
  chat: ChatCriteria,
  sources: ScoringSources,
): Promise<Property[]> {
  if (items.length === 0) return items;
  const ids = items.map((item) => item.id);
  const scored = await scoreScope(db, { ids }, chat, sources);
  const similarity = chat.wishes.length > 0 ? await sources.similarity?.(ids, chat.wishes) : undefined;
  const positions = new Map(Array.from(scored.ids, (id, index) => [id, index]));
  const keys = chat.wishes.map((wish) => wish.key);
  return items.map((item) => {
    const position = positions.get(item.id);
    const score = position === undefined ? 0 : scored.scores[position]!;
    return {
      ...item,
      semanticScore: blend(score, similarity?.get(item.id)),
      scoreExplanation: explainMask(position === undefined ? 0 : scored.masks[position]!, keys),
    };
  });
}
