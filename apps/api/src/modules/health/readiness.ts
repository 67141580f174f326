import type { Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should get traffic; server.ts calls `drain()` when asked to stop. */
    readiness: Readiness;
  }
}

/** A probe must answer quickly: a database that takes longer (every connection busy, a network fault) is not ready. */
const PING_LIMIT_MS = 2000;

/**
 * Ready while the database answers and no stop was asked for. Liveness is separate on purpose: a
 * database blip makes every instance unready (the balancer waits) but none gets restarted.
 */
export function createReadiness(database: Pick<Database, 'ping'>, pingLimitMs = PING_LIMIT_MS) {
  let isDraining = false;
  return {
    /** From now on not ready, whatever the database says: the balancer should stop sending requests. */
    drain(): void {
      isDraining = true;
    },
    get isDraining(): boolean {
      return isDraining;
    },
    async isReady(): Promise<boolean> {
      if (isDraining) return false;
      let timer: NodeJS.Timeout | undefined;
      const tooLate = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, pingLimitMs, false)));
      try {
        return await Promise.race([database.ping(), tooLate]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
