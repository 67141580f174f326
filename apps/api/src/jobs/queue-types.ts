/** What modules and the app give the job queue (queue.ts). */
import type { Database, Db } from '../db/client';
import type { Log } from '../lib/log';

export type JobData = Record<string, unknown>;

type JobHandler<T> =
  | { handle(data: T, job: { id: string; attempt: number }): Promise<void> }
  /** Up to `batchSize` jobs in one call (one model request for many listings); they succeed or fail together. */
  | { batchSize: number; handleBatch(items: T[]): Promise<void> };

export type JobDefinition<T extends JobData> = JobHandler<T> & JobSettings;

interface JobSettings {
  /** Further attempts after a failure (default 5), each after a longer, jittered wait. */
  retryLimit?: number;
  /** The wait before the first retry (default 10 s); it doubles at each next one. */
  retryDelaySeconds?: number;
  /** How long one attempt may hold the job (default 5 min): past it, another instance takes it again. */
  leaseSeconds?: number;
  /** Attempts of this queue run at once in one process (default 1). */
  concurrency?: number;
  /**
   * `perKey`: every job has a `singletonKey`, and a key has at most one job waiting and one running, so
   * work asked for twice before it starts runs once. Default: every job runs.
   */
  policy?: 'standard' | 'perKey';
  /** The job's row is deleted once it succeeded (its data held something secret, such as a mailed link). */
  isForgottenWhenDone?: boolean;
  /**
   * A queue, defined before this one, that gets a copy of a job failed for good, also when its last
   * lease ran out (its worker died or hung, so no handler of this queue saw the end).
   */
  deadLetter?: string;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job exists exactly when the caller's write commits (the outbox). */
  tx?: Db;
  /** While a job with this key waits, enqueuing another with it does nothing. */
  singletonKey?: string;
  delaySeconds?: number;
}

export interface QueueTimings {
  /** How often an idle queue looks for due jobs (pg-boss's minimum: 0.5). */
  pollingIntervalSeconds: number;
  /** How often expired leases are taken back and old jobs archived (one instance at a time). */
  maintenanceIntervalSeconds: number;
  /** How often schedules are looked at and fired jobs picked up (1 to 45). */
  cronIntervalSeconds: number;
  /** Tests: the wait before a first retry in every queue, whatever the queue asks. */
  retryDelaySeconds?: number;
}

export interface JobQueueOptions {
  database: Pick<Database, 'executeSql'>;
  /** ROLE: handlers and schedules run where it is `all` or `worker`; `web` only enqueues. */
  role: 'all' | 'web' | 'worker';
  log: Log;
  timings?: Partial<QueueTimings>;
  /** Called at each failed attempt (metrics). */
  onJobFailed?: (queue: string) => void;
}
