/**
 * Where a bench's CPU goes, from Linux's scheduler accounting (/proc/…/schedstat: nanoseconds on a core): the
 * calling thread (a bench's load generator runs on its main thread), the whole bench process (the app under test
 * runs in a worker of it, with libuv's pool compressing its answers) and every PostgreSQL process on this machine.
 * The durations of statements under load include waiting for a core, so they cannot say whether the database or
 * the app is what a request waits for; CPU time can. Elsewhere than Linux every reading is null.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** CPU milliseconds so far: this thread, this process, each PostgreSQL process by its pid. */
export interface CpuReading {
  thread: number;
  process: number;
  database: Map<string, number>;
}

const runtimeMs = (schedstat: string) => Number(schedstat.split(' ')[0]) / 1e6;

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The CPU time of every process named `postgres` (the server, its backends and workers; one thread each). */
function databaseMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || readOrNull(`/proc/${pid}/comm`)?.trim() !== 'postgres') continue;
    const schedstat = readOrNull(`/proc/${pid}/schedstat`);
    if (schedstat) byPid.set(pid, runtimeMs(schedstat));
  }
  return byPid;
}

/**
 * PostgreSQL's CPU between two readings: what each process present at the end used since the start (all of it
 * for one started since). A process that ended in between (a parallel worker, an autovacuum worker) is missed:
 * the figure is a lower bound.
 */
function databaseDelta(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export function readCpu(): CpuReading | null {
  const thread = readOrNull('/proc/thread-self/schedstat');
  const process = readOrNull('/proc/self/schedstat') && readdirSync('/proc/self/task');
  if (!thread || !process) return null;
  let processMs = 0;
  for (const task of process) {
    const schedstat = readOrNull(`/proc/self/task/${task}/schedstat`);
    if (schedstat) processMs += runtimeMs(schedstat);
  }
  return { thread: runtimeMs(thread), process: processMs, database: databaseMs() };
}

/** CPU milliseconds per request between two readings, for the app, the database and the load generator. */
export interface CpuPerRequest {
  app: number;
  database: number;
  loadGenerator: number;
}

export function cpuPerRequest(
  before: CpuReading | null,
  after: CpuReading | null,
  requests: number,
): CpuPerRequest | undefined {
  if (!before || !after || requests === 0) return undefined;
  const loadGenerator = after.thread - before.thread;
  return {
    app: (after.process - before.process - loadGenerator) / requests,
    database: databaseDelta(before.database, after.database) / requests,
    loadGenerator: loadGenerator / requests,
  };
}
