import type { ScoreExplanation, Wish, WishKey } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import { createScorer } from '../assistant/score/score';
import type { ReportSectionInput, ScorableListing } from '../assistant/score/scorable-listing';
import type { SearchCriteria } from './search-conditions';
import { selectScorableRows } from './search.repository';

/** A listing's photo report texts by section, in every language (reports module, `listingPhotoReports`). */
export type PhotoReportTexts = (
  ids: readonly number[],
) => Promise<Map<number, { texts: Partial<Record<string, ReportSectionInput>> }>>;

/** Optional extra closeness between the wishes and each listing's text (EMBEDDING_MODEL), 0–1 by id. */
export type SemanticSimilarity = (
  ids: readonly number[],
  wishes: readonly Wish[],
) => Promise<Map<number, number> | undefined>;

export interface ScoringSources {
  photoReports?: PhotoReportTexts;
  similarity?: SemanticSimilarity;
  /** Moves when what `similarity` knows changes (new listing embeddings), so kept rankings are redone. */
  version?: () => number;
}

/** What a chat's wishes and wished numbers make of each listing of its result. */
export interface ChatCriteria {
  filters: Filter;
  wishes: readonly Wish[];
}

/**
 * Every match of a chat, best first (ties: newest first), with each one's score and which wishes it
 * met as a bit mask over `wishes`: compact enough to keep per chat state and data version.
 */
export interface ChatRanking {
  ids: Int32Array;
  scores: Uint8Array;
  matched: Uint32Array;
  wishes: WishKey[];
}

/** Photo reports are read this many listings at a time. */
const REPORT_BATCH = 1000;
/** The best of a first ranking that are scored again with their photo reports (four chunks' worth). */
export const REPORT_RERANK = 300;
/** How much the embeddings' closeness counts against the built-in score when EMBEDDING_MODEL is set. */
const SIMILARITY_SHARE = 0.3;

/** The built-in score blended with the embeddings' closeness, when there is one. */
const blend = (score: number, similarity: number | undefined) =>
  similarity === undefined
    ? score
    : Math.round((1 - SIMILARITY_SHARE) * score + SIMILARITY_SHARE * 100 * similarity);

async function reportsOf(ids: readonly number[], sources: ScoringSources) {
  const reports = new Map<number, Partial<Record<string, ReportSectionInput>>>();
  if (!sources.photoReports) return reports;
  for (let start = 0; start < ids.length; start += REPORT_BATCH) {
    const batch = await sources.photoReports(ids.slice(start, start + REPORT_BATCH));
    for (const [id, report] of batch) reports.set(id, report.texts);
  }
  return reports;
}

const maskOf = (explanation: ScoreExplanation, wishes: readonly WishKey[]) =>
  explanation.matched.reduce((mask, key) => mask | (1 << wishes.indexOf(key)), 0);

/** The explanation of one ranked listing from its mask. */
export function explanationAt(ranking: ChatRanking, index: number) {
  const mask = ranking.matched[index] ?? 0;
  return {
    matched: ranking.wishes.filter((_, bit) => (mask & (1 << bit)) !== 0),
    missed: ranking.wishes.filter((_, bit) => (mask & (1 << bit)) === 0),
  };
}

/**
 * Ranks every listing the chat's filters match. Only the fields the score reads are loaded (the
 * description only when there are wishes). Photo reports are read for the best REPORT_RERANK of that
 * first order, which are then scored again with them: a report can only add met wishes, so the order
 * stays best first across the boundary, and reading reports for tens of thousands of listings (seconds)
 * is avoided. Embeddings' closeness, when configured, joins for every candidate.
 */
export async function rankForChat(
  db: Db,
  criteria: SearchCriteria,
  chat: ChatCriteria,
  sources: ScoringSources,
): Promise<ChatRanking> {
  const hasWishes = chat.wishes.length > 0;
  const rows = await selectScorableRows(db, criteria, hasWishes);
  const similarity = hasWishes
    ? await sources.similarity?.(
        rows.map((row) => row.id),
        chat.wishes,
      )
    : undefined;
  const score = createScorer(chat);
  const wishes = chat.wishes.map((wish) => wish.key);
  const scoreRow = (index: number, report: Partial<Record<string, ReportSectionInput>> | null) => {
    const row = rows[index]!;
    const explanation = score({ ...row, processReport: report });
    return {
      index,
      score: blend(explanation.score, similarity?.get(row.id)),
      mask: maskOf(explanation, wishes),
    };
  };
  // Rows come newest first, so equal scores keep that order.
  const byScore = (a: { score: number; index: number }, b: { score: number; index: number }) =>
    b.score - a.score || a.index - b.index;
  const scored = rows.map((_, index) => scoreRow(index, null)).sort(byScore);
  if (hasWishes && sources.photoReports) {
    const best = scored.slice(0, REPORT_RERANK);
    const reports = await reportsOf(
      best.map((entry) => rows[entry.index]!.id),
      sources,
    );
    const rescored = best
      .map((entry) => scoreRow(entry.index, reports.get(rows[entry.index]!.id) ?? null))
      .sort(byScore);
    scored.splice(0, rescored.length, ...rescored);
  }
  return {
    ids: Int32Array.from(scored, (entry) => rows[entry.index]!.id),
    scores: Uint8Array.from(scored, (entry) => entry.score),
    matched: Uint32Array.from(scored, (entry) => entry.mask),
    wishes,
  };
}

/**
 * The AI Score of listings already loaded (a chat's search sorted by price or date): the same score as
 * the ranking would give them.
 */
export async function scoreItems(
  items: Property[],
  chat: ChatCriteria,
  sources: ScoringSources,
): Promise<Property[]> {
  const ids = items.map((item) => item.id);
  const hasWishes = chat.wishes.length > 0;
  const [reports, similarity] = hasWishes
    ? await Promise.all([reportsOf(ids, sources), sources.similarity?.(ids, chat.wishes)])
    : [new Map<number, Partial<Record<string, ReportSectionInput>>>(), undefined];
  const score = createScorer(chat);
  return items.map((item) => {
    const listing: ScorableListing = { ...item, processReport: reports.get(item.id) ?? null };
    const { score: builtin, matched, missed } = score(listing);
    return {
      ...item,
      semanticScore: blend(builtin, similarity?.get(item.id)),
      scoreExplanation: { matched, missed },
    };
  });
}
