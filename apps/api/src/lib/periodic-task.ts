import type { Log } from './log';

/**
 * Runs `task` now and then every `intervalMs` (one run at a time; a failure is logged as "<name> failed"
 * and the next run comes as planned) until `stop`, which waits for a run under way. The timer never keeps
 * the process up. Each task is one function, so a durable queue schedule can take it over as it is.
 */
export function startPeriodicTask(
  name: string,
  task: () => Promise<void>,
  { log, intervalMs }: { log: Log; intervalMs: number },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const run = () => {
    running = task()
      .catch((error: unknown) => {
        log.error({ reason: error instanceof Error ? error.message : String(error) }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  run();

  return {
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type PeriodicTask = ReturnType<typeof startPeriodicTask>;
