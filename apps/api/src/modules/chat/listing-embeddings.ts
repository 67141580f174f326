import { and, eq, sql } from 'drizzle-orm';
import type { Wish } from '@sakhli/shared/schemas/assistant';
import type { LlmClient } from '../../adapters/llm';
import type { Db } from '../../db/client';
import { listingEmbeddings, properties } from '../../db/schema/index';
import type { Log } from '../../lib/log';

declare module 'fastify' {
  interface FastifyInstance {
    /** EMBEDDING_MODEL for the AI Score; tests call `drain()` to finish the background embedding. */
    listingEmbeddings: ListingEmbeddings;
  }
}

/** Listings embedded per background pass (the rest on the next ranking that meets them). */
const EMBED_PASS_LIMIT = 2000;

/** The text the wishes are embedded as: their keys in words ("seaView" → "sea view"). */
export function wishQueryText(wishes: readonly Wish[]): string {
  return wishes.map((wish) => wish.key.replace(/([A-Z])/g, ' $1').toLowerCase()).join(', ');
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/**
 * EMBEDDING_MODEL for the AI Score (decision 013): each listing's description is embedded once (again
 * when it changes: the stored md5 of the text no longer matches) in the background, into a real[]
 * column; a ranking compares the wishes' vector with the stored vectors of its candidates. Listings not
 * embedded yet are scored by the built-in scorer alone and queued. Storing vectors moves the search data
 * version (migration 0014), so every instance's kept rankings are redone with them. Any failure leaves the
 * built-in score.
 */
export function createListingEmbeddings({
  db,
  llm,
  log,
  modelName,
}: {
  db: Db;
  llm: LlmClient | undefined;
  log: Log;
  /** EMBEDDING_MODEL: stored with each vector, so another model's vectors are not compared. */
  modelName: string | undefined;
}) {
  const model = llm?.capabilities.embeddings && modelName ? llm : undefined;
  let running: Promise<void> | undefined;
  const queued = new Set<number>();
  const wishVectors = new Map<string, Promise<number[]>>();

  async function embedQueued(): Promise<void> {
    while (queued.size > 0 && model) {
      const ids = [...queued].slice(0, EMBED_PASS_LIMIT);
      for (const id of ids) queued.delete(id);
      const rows = await db
        .select({
          id: properties.id,
          text: properties.description,
          hash: sql<string>`md5(${properties.description})`,
        })
        .from(properties)
        .where(sql`${properties.id} = any(${sql.param(ids)}::int[])`);
      const vectors = await model.embed(rows.map((row) => row.text || ' '));
      // One transaction per pass: the data version moves once for all its vectors.
      await db.transaction(async (tx) => {
        for (const [index, row] of rows.entries()) {
          const values = {
            propertyId: row.id,
            model: modelName!,
            textHash: row.hash,
            vector: vectors[index]!,
          };
          await tx
            .insert(listingEmbeddings)
            .values(values)
            .onConflictDoUpdate({
              target: listingEmbeddings.propertyId,
              set: { ...values, updatedAt: sql`now()` },
            });
        }
      });
    }
  }

  function schedule(ids: readonly number[]) {
    for (const id of ids.slice(0, EMBED_PASS_LIMIT)) queued.add(id);
    running ??= embedQueued()
      .catch((error: unknown) => {
        queued.clear();
        log.warn({ err: error }, 'listing embeddings failed; the built-in score answers');
      })
      .finally(() => {
        running = undefined;
      });
  }

  function wishVector(wishes: readonly Wish[]): Promise<number[]> {
    const text = wishQueryText(wishes);
    let vector = wishVectors.get(text);
    if (!vector) {
      vector = model!.embed([text]).then(([first]) => first!);
      wishVectors.set(text, vector);
      vector.catch(() => wishVectors.delete(text));
    }
    return vector;
  }

  return {
    /** Closeness (0–1) of each embedded candidate to the wishes; undefined without EMBEDDING_MODEL or on failure. */
    async similarity(
      ids: readonly number[],
      wishes: readonly Wish[],
    ): Promise<Map<number, number> | undefined> {
      if (!model || wishes.length === 0 || ids.length === 0) return undefined;
      try {
        const query = await wishVector(wishes);
        const rows = await db
          .select({ id: listingEmbeddings.propertyId, vector: listingEmbeddings.vector })
          .from(listingEmbeddings)
          .innerJoin(properties, eq(properties.id, listingEmbeddings.propertyId))
          .where(
            and(
              sql`${listingEmbeddings.propertyId} = any(${sql.param([...ids])}::int[])`,
              eq(listingEmbeddings.model, modelName!),
              sql`${listingEmbeddings.textHash} = md5(${properties.description})`,
            ),
          );
        const closeness = new Map(rows.map((row) => [row.id, Math.max(0, cosine(query, row.vector))]));
        const missing = ids.filter((id) => !closeness.has(id));
        if (missing.length > 0) schedule(missing);
        return closeness;
      } catch (error) {
        log.warn({ err: error }, 'wish embedding failed; the built-in score answers');
        return undefined;
      }
    },
    /** Waits for the background embedding (tests). */
    async drain(): Promise<void> {
      while (running) await running;
    },
  };
}
export type ListingEmbeddings = ReturnType<typeof createListingEmbeddings>;
