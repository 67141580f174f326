import type { Language } from '@sakhli/shared/enums';
import type { ChunkQuery, Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import {
  explanationAt,
  rankForChat,
  scoreItems,
  type ChatCriteria,
  type ChatRanking,
  type ScoringSources,
} from './chat-ranking';
import type { SearchCriteria } from './search-conditions';
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
}

/** A chat state's identity for the caches: its search, its wishes and what else the score reads. */
function chatKeyOf(signature: string, chat: ChatCriteria, sources: ScoringSources): string {
  const wishes = chat.wishes.map((wish) => `${wish.key}:${wish.weight}`).sort();
  return JSON.stringify([signature, wishes, sources.version?.() ?? 0]);
}

/**
 * The chunk search of a chat (`chatId`): its filters decide membership (already in `criteria`), every
 * item carries its AI Score and explanation. Sorted by SemanticScore, the whole result is ranked once per
 * chat state and data version and kept (ids, scores and wish masks in typed arrays), so every chunk,
 * however deep, is a slice of one order. Other sorts page as usual and score the page's items.
 */
export function createChatSearch(dependencies: ChatSearchDependencies) {
  const { db, sources, cacheResults, ttlMs } = dependencies;
  const rankings = createVersionedCache<ChatRanking>({ maxEntries: 20, ttlMs });
  const chunks = createVersionedCache<PropertyChunk>({ maxEntries: 100, ttlMs });

  async function rankedChunk(
    ranking: ChatRanking,
    query: ChunkQuery,
    language: Language,
  ): Promise<PropertyChunk> {
    const total = ranking.ids.length;
    const limit = query.chunkSize * query.pageSize;
    const offset = (query.chunkNumber - 1) * limit;
    const positions: number[] = [];
    for (let index = offset; index < Math.min(offset + limit, total); index += 1) {
      positions.push(query.sortDirection === 'Ascending' ? total - 1 - index : index);
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
      totalCount: total,
      totalPages: Math.ceil(total / query.pageSize),
      totalCountIsEstimate: false,
    };
  }

  return {
    async getChunk(
      query: ChunkQuery,
      chat: ChatCriteria,
      search: { criteria: SearchCriteria; signature: string; version: bigint; language: Language },
    ): Promise<PropertyChunk> {
      const { criteria, signature, version, language } = search;
      const chatKey = chatKeyOf(signature, chat, sources);
      const compute = async (): Promise<PropertyChunk> => {
        if (query.sortBy === 'SemanticScore') {
          const ranking = await rankings.get(chatKey, version, () =>
            rankForChat(db, criteria, chat, sources),
          );
          return rankedChunk(ranking, query, language);
        }
        const chunk = await dependencies.selectChunk(
          criteria,
          signature,
          version,
          { ...query, sortBy: query.sortBy },
          language,
        );
        return { ...chunk, items: await scoreItems(chunk.items, chat, sources) };
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
