/** One request of the load: when it started and ended (ms since the load began) and how it went. */
export interface Outcome {
  startMs: number;
  endMs: number;
  ok: boolean;
  result: string;
}

/**
 * `concurrency` loops of GET requests through `base`, one after another in each loop, until stopped.
 * A request counts as failed unless it answers 200 (a reset, a timeout, a 502 or 503 from the proxy).
 */
export function startLoad(base: string, paths: string[], concurrency = 8) {
  const began = Date.now();
  const outcomes: Outcome[] = [];
  let isStopped = false;
  const loop = async (offset: number) => {
    for (let index = offset; !isStopped; index += 1) {
      const startMs = Date.now() - began;
      let result: string;
      try {
        const response = await fetch(`${base}${paths[index % paths.length]}`, {
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        result = String(response.status);
      } catch (error) {
        result =
          error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : 'error';
      }
      outcomes.push({ startMs, endMs: Date.now() - began, ok: result === '200', result });
    }
  };
  const loops = Array.from({ length: concurrency }, (_, offset) => loop(offset));
  return {
    /** Milliseconds since the load began: the time base of the outcomes. */
    now: () => Date.now() - began,
    async stop(): Promise<Outcome[]> {
      isStopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** "1 203 requests, 0 failed", with the kinds of failure when there are some. */
export function describeOutcomes(outcomes: Outcome[]): string {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const kinds = new Map<string, number>();
  for (const outcome of failed) kinds.set(outcome.result, (kinds.get(outcome.result) ?? 0) + 1);
  const detail = [...kinds].map(([kind, count]) => `${count}× ${kind}`).join(', ');
  return `${outcomes.length} requests, ${failed.length} failed${detail ? ` (${detail})` : ''}`;
}
