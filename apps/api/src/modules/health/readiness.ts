import type { Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should get traffic; server.ts calls `drain()` when asked to stop. */
    readiness: Readiness;
  }
}

/**
 * Ready while the database answers and no stop was asked for. Liveness is separate on purpose: a
 * database blip makes every instance unready (the balancer waits) but none gets restarted.
 */
export function createReadiness(database: Pick<Database, 'ping'>) {
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
      return !isDraining && (await database.ping());
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
