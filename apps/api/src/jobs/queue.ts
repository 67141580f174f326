import PgBoss from 'pg-boss';
import {
  COUNT_BY_STATE,
  COUNT_DUE_OR_RUNNING,
  createQueuesScript,
  QUEUE_SCHEMA,
  transactionExecutor,
} from './queue-sql';
import type { EnqueueOptions, JobData, JobDefinition, JobQueueOptions, QueueTimings } from './queue-types';

export type { JobDefinition, JobQueueOptions, QueueTimings } from './queue-types';

const DEFAULT_TIMINGS: QueueTimings = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
  // A per-minute schedule (listing expiry) fires within seconds of its minute, not half a minute late.
  cronIntervalSeconds: 5,
};
const FAILED_KEPT_SECONDS = 7 * 24 * 60 * 60;

/**
 * The one durable queue (decision 029): pg-boss in the app's PostgreSQL (embedded PGlite included).
 * Modules define named queues and schedules before `start`; the queue knows nothing of what they do.
 */
export function createJobQueue({ database, role, log, timings, onJobFailed }: JobQueueOptions) {
  const { pollingIntervalSeconds, maintenanceIntervalSeconds, cronIntervalSeconds, retryDelaySeconds } = {
    ...DEFAULT_TIMINGS,
    ...timings,
  };
  const runsHandlers = role !== 'web';
  let statementsUnderWay = 0;
  const boss = new PgBoss({
    db: {
      async executeSql(text, values) {
        statementsUnderWay += 1;
        try {
          return await database.executeSql(text, values);
        } finally {
          statementsUnderWay -= 1;
        }
      },
    },
    schema: QUEUE_SCHEMA,
    supervise: runsHandlers,
    schedule: runsHandlers,
    maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
    // Failed jobs stay in the job table a week, for whoever looks into them.
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (error) => log.error({ reason: error.message }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<JobData>>();
  const schedules = new Map<string, { cron: string; tz: string }>();
  const workerIds = new Map<string, string[]>();
  const running = new Set<Promise<void>>();
  let isStarted = false;

  async function attempt(name: string, jobs: PgBoss.JobWithMetadata<JobData>[]) {
    const definition = definitions.get(name)!;
    const ids = jobs.map((job) => job.id);
    const [first] = jobs;
    if (!first) return;
    // A fetch under way when `stop` began hands its jobs over late: they run again later, not on a closing app.
    if (!isStarted) throw new Error('job queue stopped before the attempt began');
    try {
      if ('handleBatch' in definition) await definition.handleBatch(jobs.map((job) => job.data));
      else await definition.handle(first.data, { id: first.id, attempt: first.retryCount + 1 });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isFinal = first.retryCount >= first.retryLimit;
      onJobFailed?.(name);
      log.error(
        { queue: name, jobId: ids.join(','), attempt: first.retryCount + 1, reason },
        isFinal ? 'job failed for good' : 'job failed, to be retried',
      );
      await Promise.all(ids.map((id) => boss.fail(name, id, { message: reason })));
      return;
    }
    // Done: failing to record it is not a failure of the work (retrying would send a mail twice). pg-boss's
    // worker records the outcome once more after this; if that fails too, the lease runs out and it reruns.
    const record = definition.isForgottenWhenDone ? boss.deleteJob(name, ids) : boss.complete(name, ids);
    await record.catch((error: unknown) =>
      log.error(
        { queue: name, reason: error instanceof Error ? error.message : String(error) },
        'job not recorded as done',
      ),
    );
  }

  /** One attempt, known to `drain` and to `stop` while it runs. */
  function track(name: string, jobs: PgBoss.JobWithMetadata<JobData>[]) {
    const run = attempt(name, jobs).finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  function assertDefined(name: string) {
    if (!definitions.has(name)) throw new Error(`job queue: no queue ${name}`);
  }

  function wake(name: string) {
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  }

  const batchSizeOf = (definition: JobDefinition<JobData>) =>
    'batchSize' in definition ? definition.batchSize : 1;

  const settingsOf = (name: string, definition: JobDefinition<JobData>) => ({
    name,
    policy: definition.policy === 'perKey' ? ('stately' as const) : ('standard' as const),
    retryLimit: definition.retryLimit ?? 5,
    retryDelay: retryDelaySeconds ?? definition.retryDelaySeconds ?? 10,
    retryBackoff: true,
    expireInSeconds: definition.leaseSeconds ?? 300,
    ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
  });

  async function createQueues() {
    const queues = [...definitions].map(([name, definition]) => ({
      name,
      options: settingsOf(name, definition),
    }));
    // pg-boss's own queue of fired schedules, made by its start without a lock, may still deadlock with
    // this once on a new database: PostgreSQL fails one side, which tries again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await database.executeSql(createQueuesScript(queues));
        break;
      } catch (error) {
        if (attempt >= 5 || !(error instanceof Error && error.message.includes('deadlock'))) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
      }
    }
    // A queue made by an earlier version keeps its row: its settings follow the code.
    for (const { name, options } of queues) await boss.updateQueue(name, options);
  }

  function define<T extends JobData>(name: string, definition: JobDefinition<T>) {
    if (isStarted) throw new Error(`job queue: ${name} defined after start`);
    if (definitions.has(name)) throw new Error(`job queue: ${name} defined twice`);
    if (definition.deadLetter && !definitions.has(definition.deadLetter))
      throw new Error(`job queue: ${name}'s dead letter queue must be defined before it`);
    definitions.set(name, definition);
  }

  /** Metrics: jobs waiting (due or retrying later), running, and failed for good, per queue. */
  async function depth() {
    const { rows } = await database.executeSql(COUNT_BY_STATE);
    const byQueue: Record<string, { waiting: number; active: number; failed: number }> = {};
    for (const name of definitions.keys()) byQueue[name] = { waiting: 0, active: 0, failed: 0 };
    for (const row of rows as { name: string; state: string; count: number }[]) {
      const counts = byQueue[row.name];
      if (!counts) continue;
      if (row.state === 'active') counts.active += row.count;
      else if (row.state === 'failed') counts.failed += row.count;
      else counts.waiting += row.count;
    }
    return byQueue;
  }

  return {
    define,

    /**
     * Runs `name`'s handler by `cron` (minutes at the finest) in `tz`, once per period however many
     * instances run; a failed run is not retried, the next period comes anyway.
     */
    schedule<T extends JobData>(
      name: string,
      cron: string,
      definition: JobDefinition<T>,
      tz = 'Asia/Tbilisi',
    ) {
      define(name, { retryLimit: 0, ...definition });
      schedules.set(name, { cron, tz });
    },

    async start() {
      await boss.start();
      await createQueues();
      isStarted = true;
      if (!runsHandlers) return;
      // pg-boss turns each fired period into a run only when a worker is alive: periods that fired while none
      // was (a restart, a deploy) come in together with the current one. One run per minute, whatever came late.
      for (const [name, { cron, tz }] of schedules)
        await boss.schedule(name, cron, {}, { tz, singletonKey: name, singletonSeconds: 60 });
      for (const [name, definition] of definitions) {
        const ids: string[] = [];
        for (let index = 0; index < (definition.concurrency ?? 1); index += 1) {
          const work = (jobs: PgBoss.JobWithMetadata<JobData>[]) => track(name, jobs);
          const batchSize = batchSizeOf(definition);
          ids.push(await boss.work(name, { pollingIntervalSeconds, batchSize, includeMetadata: true }, work));
        }
        workerIds.set(name, ids);
      }
    },

    /** Stops taking jobs and waits (at most `timeoutMs`) for attempts under way; the rest run again later. */
    async stop(timeoutMs = 10_000) {
      if (!isStarted) return;
      isStarted = false;
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
      // pg-boss stops waiting once no worker holds a job, but a fetch may still be under way, and it records
      // an attempt's outcome after the attempt: the app closes the database only once they are done.
      while ((running.size > 0 || statementsUnderWay > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async enqueue(name: string, data: JobData, options: EnqueueOptions = {}) {
      assertDefined(name);
      const id = await boss.send(name, data, {
        singletonKey: options.singletonKey,
        startAfter: options.delaySeconds,
        ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
      });
      // A job written outside a transaction is visible now: this process's worker takes it at once.
      if (!options.tx && !options.delaySeconds) wake(name);
      return id;
    },

    /** Jobs of `name` were enqueued in a transaction that has now committed: this process takes them at once. */
    wake(name: string) {
      assertDefined(name);
      wake(name);
    },

    /** Many jobs in one statement (a key already waiting is skipped, as `enqueue` does). */
    async enqueueMany(name: string, jobs: { data: JobData; singletonKey?: string }[]) {
      assertDefined(name);
      if (jobs.length === 0) return;
      await boss.insert(jobs.map(({ data, singletonKey }) => ({ name, data, singletonKey })));
      wake(name);
    },

    /** Benchmarks: runs one due job of `name` here, if there is one; answers how many ran (0 or 1). */
    async runOne(name: string) {
      assertDefined(name);
      const jobs = await boss.fetch<JobData>(name, { batchSize: 1, includeMetadata: true });
      await track(name, jobs);
      return jobs.length;
    },

    /**
     * Tests: runs every due job here, and waits for those under way (a worker of this process may hold
     * one), until none is left.
     */
    async drain() {
      for (;;) {
        await Promise.allSettled([...running]);
        let fetched = 0;
        for (const [name, definition] of definitions) {
          const batchSize = batchSizeOf(definition);
          const jobs = await boss.fetch<JobData>(name, { batchSize, includeMetadata: true });
          fetched += jobs.length;
          await track(name, jobs);
        }
        if (fetched > 0 || running.size > 0) continue;
        const { rows } = await database.executeSql(COUNT_DUE_OR_RUNNING, [[...definitions.keys()]]);
        if (rows[0]?.count === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    depth,
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
