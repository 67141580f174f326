import type { Language } from '@sakhli/shared/enums';
import type { ChunkQuery, Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import {
  explanationAt,
  rankForChat,
  scoreItems,
  topOfRanking,
  type ChatCriteria,
  type ChatRanking,
  type ScoringSources,
} from './chat-ranking';
import type { SearchCriteria } from './search-conditions';
import type { MatchCount } from './search.repository';
import type { ChunkPageQuery } from './search.service';
import { createVersionedCache } from './versioned-cache';

export interface ChatSearchDependencies {
  db: Db;
  sources: ScoringSources;
  cacheResults: boolean;
  ttlMs: number;
  /** A chunk's listings in an indexed order with the result's totals (search.service.ts). */
  selectChunk(
    criteria: SearchCriteria,
    signature: string,
    version: bigint,
    query: ChunkPageQuery,
    language: Language,
  ): Promise<PropertyChunk>;
  loadItems(ids: number[], language: Language): Promise<Property[]>;
  /** The total of a search, exact or estimated (shared with the search without a chat: the same count). */
  countOf(criteria: SearchCriteria, signature: string, version: bigint): Promise<MatchCount>;
}

/**
 * A chat state's identity for the caches: its search and its wishes. What else the score reads (stored
 * embeddings) moves the data version the caches are kept for.
 */
function chatKeyOf(signature: string, chat: ChatCriteria): string {
  const wishes = chat.wishes.map((wish) => `${wish.key}:${wish.weight}`).sort();
  return JSON.stringify([signature, wishes]);
}

/**
 * The chunk search of a chat (`chatId`): its filters decide membership (already in `criteria`), every
 * item carries its AI Score and explanation. Sorted by SemanticScore, the whole result is ranked once per
 * chat state and data version and kept (ids, scores and wish masks in typed arrays), so every chunk,
 * however deep, is a slice of one order. The first chunk of a new state answers from the top of the
 * order when that is found without ranking every match (`topOfRanking`), and the whole order is made
 * meanwhile. Other sorts page as usual and score the page's items.
 */
export function createChatSearch(dependencies: ChatSearchDependencies) {
  const { db, sources, cacheResults, ttlMs } = dependencies;
  const rankings = createVersionedCache<ChatRanking>({ maxEntries: 20, ttlMs });
  const chunks = createVersionedCache<PropertyChunk>({ maxEntries: 100, ttlMs });

  /** A chunk cut from `ranking` (the whole order, or its top), with the result's totals. */
  async function rankedChunk(
    ranking: ChatRanking,
    query: ChunkQuery,
    language: Language,
    total: MatchCount = { count: ranking.ids.length, isEstimate: false },
  ): Promise<PropertyChunk> {
    const length = ranking.ids.length;
    const limit = query.chunkSize * query.pageSize;
    const offset = (query.chunkNumber - 1) * limit;
    const positions: number[] = [];
    for (let index = offset; index < Math.min(offset + limit, length); index += 1) {
      positions.push(query.sortDirection === 'Ascending' ? length - 1 - index : index);
    }
    const items = await dependencies.loadItems(
      positions.map((position) => ranking.ids[position]!),
      language,
    );
    const positionOf = new Map(positions.map((position) => [ranking.ids[position]!, position]));
    return {
      items: items.map((item) => {
        const position = positionOf.get(item.id)!;
        return {
          ...item,
          semanticScore: ranking.scores[position]!,
          scoreExplanation: explanationAt(ranking, position),
        };
      }),
      totalCount: total.count,
      totalPages: Math.ceil(total.count / query.pageSize),
      totalCountIsEstimate: total.isEstimate,
    };
  }

  return {
    async getChunk(
      query: ChunkQuery,
      chat: ChatCriteria,
      search: { criteria: SearchCriteria; signature: string; version: bigint; language: Language },
    ): Promise<PropertyChunk> {
      const { criteria, signature, version, language } = search;
      const chatKey = chatKeyOf(signature, chat);
      const compute = async (): Promise<PropertyChunk> => {
        if (query.sortBy === 'SemanticScore') {
          const rank = () => rankForChat(db, criteria, chat, sources);
          const kept = rankings.find(chatKey, version);
          if (!kept && query.chunkNumber === 1 && query.sortDirection === 'Descending') {
            const limit = query.chunkSize * query.pageSize;
            const top = await topOfRanking(db, criteria, chat, sources, limit);
            if (top) {
              const total = await dependencies.countOf(criteria, signature, version);
              // The whole order is made meanwhile: the next chunks are slices of it.
              void rankings.get(chatKey, version, rank).catch(() => undefined);
              return rankedChunk(top, query, language, total);
            }
          }
          return rankedChunk(await (kept ?? rankings.get(chatKey, version, rank)), query, language);
        }
        const chunk = await dependencies.selectChunk(
          criteria,
          signature,
          version,
          { ...query, sortBy: query.sortBy },
          language,
        );
        return { ...chunk, items: await scoreItems(db, chunk.items, chat, sources) };
      };
      if (!cacheResults) return compute();
      const key = JSON.stringify([
        chatKey,
        query.sortBy,
        query.sortDirection,
        query.chunkNumber,
        query.chunkSize,
        query.pageSize,
        language,
      ]);
      return chunks.get(key, version, compute);
    },
  };
}
