import type { Log } from '../../lib/log';
import { startPeriodicTask } from '../../lib/periodic-task';

/** How often expired listings are looked for: a listing stays live at most this long past its date. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Runs `sweep` now and then every `intervalMs` until stopped (lib/periodic-task.ts). */
export function startExpirySweep(
  sweep: () => Promise<number>,
  { log, intervalMs = EXPIRY_SWEEP_INTERVAL_MS }: { log: Log; intervalMs?: number },
) {
  return startPeriodicTask(
    'expiry sweep',
    async () => {
      const expired = await sweep();
      if (expired > 0) log.info({ expired }, 'expired listings turned inactive');
    },
    { log, intervalMs },
  );
}
