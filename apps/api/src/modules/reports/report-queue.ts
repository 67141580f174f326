import type { Log } from '../../lib/log';

export interface KeyedQueue<K> {
  /** Queues `key` unless it is already waiting; never throws, never waits. */
  schedule(key: K): void;
  /** Resolves once nothing is waiting or running (tests, shutdown). */
  drain(): Promise<void>;
  /** Drops what waits and waits for the task under way. */
  stop(): Promise<void>;
}

/**
 * Runs `task` for queued keys one at a time, in the background. A key queued twice before its turn runs
 * once. Reports are slow (a vision call takes seconds) and CPU-heavy (photo decoding), so they never run
 * side by side nor inside the request or photo job that asked for them.
 */
export function createKeyedQueue<K>(task: (key: K) => Promise<void>, log: Log): KeyedQueue<K> {
  const waiting = new Set<K>();
  let running: Promise<void> | undefined;
  let isStopped = false;

  async function runAll() {
    for (const key of waiting) {
      waiting.delete(key);
      await task(key).catch((error: unknown) => log.error({ err: error, key }, 'process report task failed'));
      if (isStopped) return;
    }
  }

  function start() {
    if (running || isStopped) return;
    running = runAll().finally(() => {
      running = undefined;
      if (waiting.size > 0) start();
    });
  }

  return {
    schedule(key) {
      if (isStopped) return;
      waiting.add(key);
      start();
    },
    async drain() {
      while (running) await running;
    },
    async stop() {
      isStopped = true;
      waiting.clear();
      await running;
    },
  };
}
