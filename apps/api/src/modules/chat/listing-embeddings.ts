import { and, eq, sql } from 'drizzle-orm';
import type { Wish } from '@sakhli/shared/schemas/assistant';
import type { LlmClient } from '../../adapters/llm';
import type { Db } from '../../db/client';
import { listingEmbeddings, properties } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../lib/log';

declare module 'fastify' {
  interface FastifyInstance {
    /** EMBEDDING_MODEL for the AI Score; tests call `drain()` to finish the background embedding. */
    listingEmbeddings: ListingEmbeddings;
  }
}

/** Listings queued per ranking (the rest on the next ranking that meets them). */
const EMBED_PASS_LIMIT = 2000;
/** Listings embedded per model request. */
const EMBED_BATCH = 100;
const EMBED_QUEUE = 'listing-embedding';

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
 * when it changes: the stored md5 of the text no longer matches) by the durable job queue (a listing
 * queued twice before its turn is embedded once), into a real[] column; a ranking compares the wishes'
 * vector with the stored vectors of its candidates. Listings not embedded yet are scored by the built-in
 * scorer alone and queued. Storing vectors moves the search data version (migration 0014), so every
 * instance's kept rankings are redone with them. Any failure leaves the built-in score.
 */
export function createListingEmbeddings({
  db,
  jobs,
  llm,
  log,
  modelName,
}: {
  db: Db;
  jobs: JobQueue;
  llm: LlmClient | undefined;
  log: Log;
  /** EMBEDDING_MODEL: stored with each vector, so another model's vectors are not compared. */
  modelName: string | undefined;
}) {
  const model = llm?.capabilities.embeddings && modelName ? llm : undefined;
  const wishVectors = new Map<string, Promise<number[]>>();

  async function embed(ids: number[]): Promise<void> {
    const rows = await db
      .select({
        id: properties.id,
        text: properties.description,
        hash: sql<string>`md5(${properties.description})`,
      })
      .from(properties)
      .where(sql`${properties.id} = any(${sql.param(ids)}::int[])`);
    if (rows.length === 0 || !model) return;
    const vectors = await model.embed(rows.map((row) => row.text || ' '));
    // One transaction per batch: the data version moves once for all its vectors.
    await db.transaction(async (tx) => {
      for (const [index, row] of rows.entries()) {
        const values = { propertyId: row.id, model: modelName!, textHash: row.hash, vector: vectors[index]! };
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

  if (model) {
    jobs.define<{ propertyId: number }>(EMBED_QUEUE, {
      policy: 'perKey',
      retryLimit: 2,
      batchSize: EMBED_BATCH,
      handleBatch: (items) => embed(items.map((item) => item.propertyId)),
    });
  }

  const schedule = (ids: readonly number[]) =>
    jobs.enqueueMany(
      EMBED_QUEUE,
      ids.slice(0, EMBED_PASS_LIMIT).map((id) => ({ data: { propertyId: id }, singletonKey: String(id) })),
    );

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

  /** The stored vectors of these listings that embed their current text with this model. */
  function currentVectors(ids: readonly number[]) {
    return db
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
  }

  /** Closeness of each of `ids` that has a current vector; the others are queued to be embedded. */
  async function closenessOf(
    ids: readonly number[],
    to: (vectors: Map<number, number[]>) => number[] | undefined,
  ) {
    const vectors = new Map((await currentVectors(ids)).map((row) => [row.id, row.vector]));
    const missing = ids.filter((id) => !vectors.has(id));
    if (missing.length > 0) await schedule(missing);
    const query = to(vectors);
    if (!query) return undefined;
    return new Map([...vectors].map(([id, vector]) => [id, Math.max(0, cosine(query, vector))]));
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
        return await closenessOf(ids, () => query);
      } catch (error) {
        log.warn({ err: error }, 'wish embedding failed; the built-in score answers');
        return undefined;
      }
    },
    /**
     * Closeness (0–1) of each embedded candidate's text to listing `propertyId`'s (similar listings, decision
     * 041); undefined without EMBEDDING_MODEL, while that listing has no current vector, or on failure.
     */
    async closenessTo(propertyId: number, ids: readonly number[]): Promise<Map<number, number> | undefined> {
      if (!model || ids.length === 0) return undefined;
      try {
        const closeness = await closenessOf([propertyId, ...ids], (vectors) => vectors.get(propertyId));
        closeness?.delete(propertyId);
        return closeness;
      } catch (error) {
        log.warn({ err: error }, 'listing vectors unavailable; similar listings by their attributes');
        return undefined;
      }
    },
    /** Waits for the queued embedding (tests). */
    drain: () => jobs.drain(),
  };
}
export type ListingEmbeddings = ReturnType<typeof createListingEmbeddings>;
