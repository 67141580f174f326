import type { Measurement } from './autocannon-case';
import type { PageQueryFigure } from './page-queries';
import type { DatabaseRun } from './search';

const whole = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (isMet: boolean) => (isMet ? 'met' : '**not met**');
const kilobytes = (bytes: number) => `${whole(bytes / 1024)} kB`;

/** Page 401's page query against page 1's, at worst over the sorts: from the remembered boundary and by offset. */
function pageQueryCosts(run: DatabaseRun) {
  const worst = (cost: (f: PageQueryFigure) => number) =>
    [...run.pageQueries].sort((a, b) => cost(b) - cost(a))[0];
  const byBoundary = worst((f) => f.deepByBoundaryMs - f.firstMs);
  const byOffset = worst((f) => f.deepByOffsetMs / f.firstMs);
  return { byBoundary, byOffset };
}

function firstChunks(run: DatabaseRun, mode: Measurement['mode']) {
  return run.measurements.filter((m) => m.mode === mode && m.chunk?.depth === 'first');
}

/** The deep chunk's median latency over the first chunk's, per sort: the worst and the median. */
function deepRatios(run: DatabaseRun, mode: Measurement['mode']) {
  const ratios = firstChunks(run, mode).map((first) => {
    const deep = run.measurements.find(
      (m) => m.mode === mode && m.chunk?.depth === 'deep' && m.chunk.sort === first.chunk?.sort,
    );
    return {
      ratio: deep && first.p50 > 0 ? deep.p50 / first.p50 : 0,
      sort: first.chunk?.sort ?? '',
      sizes: `${kilobytes(first.bytesPerResponse)} against ${kilobytes(deep?.bytesPerResponse ?? 0)}`,
    };
  });
  const sorted = [...ratios].sort((a, b) => a.ratio - b.ratio);
  return {
    worst: sorted.at(-1) ?? { ratio: 0, sort: '', sizes: '' },
    median: sorted[Math.floor(sorted.length / 2)]?.ratio ?? 0,
  };
}

/**
 * The targets, checked against the figures of this run (one line each). Throughput, latency and PGlite
 * against PostgreSQL are the endpoint as it runs (cached); "uncached" says what a cache miss costs. A deep chunk
 * against the first: the whole chunk where its query runs (uncached), the median over the sorts, since each
 * sort's deep and first answers hold different listings and an answer's cost grows with its size (the worst
 * sort is shown with its sizes); the page query itself beside it. Cached, both are the same memory lookup.
 */
export function describeTargets(runs: DatabaseRun[]): string[] {
  const lines: string[] = [];
  const postgres = runs.find((run) => run.database === 'PostgreSQL');
  const pglite = runs.find((run) => run.database === 'PGlite');
  if (postgres) {
    const firstChunkFigures = (mode: Measurement['mode']) => {
      const firsts = firstChunks(postgres, mode);
      const slowest = Math.min(...firsts.map((m) => m.requestsPerSecond));
      const worstP95 = Math.max(...firsts.map((m) => m.p95));
      return {
        slowest,
        worstP95,
        text: `at least ${whole(slowest)} req/s, p95 at most ${worstP95.toFixed(1)} ms`,
      };
    };
    const hit = firstChunkFigures('cached');
    const cachedDeep = deepRatios(postgres, 'cached');
    const queriedDeep = deepRatios(postgres, 'uncached');
    lines.push(
      `- PostgreSQL, first chunk of every sort, as the app runs (cached): ${hit.text} (targets ≥ 1,500 req/s: ${verdict(hit.slowest >= 1500)}; p95 ≤ 15 ms: ${verdict(hit.worstP95 <= 15)}).`,
      `- PostgreSQL, deep chunk over first chunk from the cache (the same lookup; the answers' sizes differ): ${cachedDeep.worst.ratio.toFixed(2)}× for the worst sort (${cachedDeep.worst.sort}), ${cachedDeep.median.toFixed(2)}× the median over sorts.`,
      `- PostgreSQL, first chunk of every sort on a cache miss (uncached, no target): ${firstChunkFigures('uncached').text}.`,
      `- PostgreSQL, whole deep chunk over first chunk where the query runs (uncached, median latency): ${queriedDeep.median.toFixed(2)}× the median over sorts (target ≤ 1.2): ${verdict(queriedDeep.median <= 1.2)}; ${queriedDeep.worst.ratio.toFixed(2)}× for the worst sort (${queriedDeep.worst.sort}, answers of ${queriedDeep.worst.sizes}).`,
    );
    const { byBoundary, byOffset } = pageQueryCosts(postgres);
    if (byBoundary && byOffset) {
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      lines.push(
        `- PostgreSQL, the page query alone: page 401 from its remembered boundary (keyset) at most ${ms(byBoundary.deepByBoundaryMs - byBoundary.firstMs)} over page 1 (${byBoundary.sort}: ${ms(byBoundary.deepByBoundaryMs)} against ${ms(byBoundary.firstMs)}); its first visit after a change of the data skips index entries: at most ${byOffset.deepByOffsetMs.toFixed(1)} ms, ${(byOffset.deepByOffsetMs / byOffset.firstMs).toFixed(1)}× page 1 (${byOffset.sort}), once per data version.`,
      );
    }
  }
  if (postgres && pglite) {
    /** PostgreSQL's first-chunk throughput over PGlite's, at worst over the sorts. */
    const serverOverEmbedded = (mode: Measurement['mode']) =>
      Math.max(
        ...firstChunks(pglite, mode).map((lite) => {
          const server = postgres.measurements.find((m) => m.label === lite.label);
          return server && lite.requestsPerSecond > 0 ? server.requestsPerSecond / lite.requestsPerSecond : 0;
        }),
      );
    const hit = serverOverEmbedded('cached');
    lines.push(
      `- PGlite (${whole(pglite.listings)} listings) against PostgreSQL (${whole(postgres.listings)}), first chunks as the app runs (cached): PostgreSQL's throughput is at most ${hit.toFixed(1)}× PGlite's (target ≤ 3×): ${verdict(hit <= 3)}.`,
      `- PGlite against PostgreSQL on a cache miss (uncached, no target): PostgreSQL's throughput is at most ${serverOverEmbedded('uncached').toFixed(1)}× PGlite's.`,
    );
  }
  return lines;
}
