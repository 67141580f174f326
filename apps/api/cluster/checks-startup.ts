import type { CheckOutcome, ClusterContext } from './cluster-context';
import { READY_PATH } from './cluster-instances';

const STARTUP_LIMIT_MS = 120_000;

/**
 * Every instance answers 200 on the readiness probe and the proxy sees it UP, with no instance having
 * exited on the way (instances that start together on an empty database must all come up, each
 * migration applied once). `isServing`: the later checks can run (after restarts, if it took some).
 */
export async function checkStartup({
  instances,
  proxy,
  startedAt,
}: ClusterContext): Promise<CheckOutcome & { isServing: boolean }> {
  const readiness = await Promise.all(
    instances.names.map(async (name) => {
      try {
        await instances.waitReady(name, STARTUP_LIMIT_MS - (Date.now() - startedAt));
        return { name, line: `${name} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`, isReady: true };
      } catch {
        return { name, line: `${name} not ready (${READY_PATH})`, isReady: false };
      }
    }),
  );
  const isReady = readiness.every((instance) => instance.isReady);
  const seenUp = isReady
    ? await Promise.all(
        instances.names.map((name) =>
          proxy.waitForState(name, 'UP', 10_000).then(
            () => true,
            () => false,
          ),
        ),
      )
    : [];
  const isServing = isReady && seenUp.every(Boolean);
  const crashes = instances.crashes.map(
    (crash) =>
      `${crash.name} exited (${crash.code ?? crash.signal}) at ${(crash.atMs / 1000).toFixed(1)} s, see ${instances.logFile(crash.name)}`,
  );
  return {
    pass: isServing && crashes.length === 0,
    isServing,
    detail: `ready after ${readiness.map((instance) => instance.line).join(', ')}; proxy sees ${isServing ? 'all UP' : 'not all UP'}; ${crashes.length} unexpected exit(s)${crashes.length ? `: ${crashes.join('; ')}` : ''}`,
  };
}
