import type { Log } from '../../lib/log';

/** How often expired listings are looked for: a listing stays live at most this long past its date. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs `sweep` now and then every `intervalMs` (one run at a time; a failure is logged and the next run
 * comes as planned) until `stop`, which waits for a run under way. The timer never keeps the process up.
 */
export function startExpirySweep(
  sweep: () => Promise<number>,
  { log, intervalMs = EXPIRY_SWEEP_INTERVAL_MS }: { log: Log; intervalMs?: number },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const run = () => {
    running = sweep()
      .then((expired) => {
        if (expired > 0) log.info({ expired }, 'expired listings turned inactive');
      })
      .catch((error: unknown) => {
        log.error({ reason: error instanceof Error ? error.message : String(error) }, 'expiry sweep failed');
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
