import type { Measurement } from './autocannon-case';
import type { DatabaseRun } from './search';

const whole = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (isMet: boolean) => (isMet ? 'met' : '**not met**');
const kilobytes = (bytes: number) => `${whole(bytes / 1024)} kB`;

/** Page 401's page-id query over page 1's, per sort: from the remembered boundary and by offset. */
function pageQueryRatios(run: DatabaseRun) {
  const ratios = run.pageQueries.map((f) => ({
    sort: f.sort,
    boundary: f.deepByBoundaryMs / f.firstMs,
    offset: f.deepByOffsetMs / f.firstMs,
    offsetMs: f.deepByOffsetMs,
  }));
  const worst = <K extends 'boundary' | 'offset'>(key: K) =>
    [...ratios].sort((a, b) => b[key] - a[key])[0] ?? { sort: '', boundary: 0, offset: 0, offsetMs: 0 };
  return { byBoundary: worst('boundary'), byOffset: worst('offset') };
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
 * against the first: the page-id query itself (keyset, not OFFSET: what depth changes), and the whole chunk where
 * the query runs (uncached) over the sorts; cached, both chunks are the same memory lookup.
 */
export function describeTargets(runs: DatabaseRun[]): string[] {
  const lines: string[] = [];
  const postgres = runs.find((run) => run.database === 'PostgreSQL');
  const pglite = runs.find((run) => run.database === 'PGlite');
  if (postgres) {
    for (const mode of ['cached', 'uncached'] as const) {
      const firsts = firstChunks(postgres, mode);
      const slowest = Math.min(...firsts.map((m) => m.requestsPerSecond));
      const worstP95 = Math.max(...firsts.map((m) => m.p95));
      const deep = deepRatios(postgres, mode);
      const throughput = `at least ${whole(slowest)} req/s, p95 at most ${worstP95.toFixed(1)} ms`;
      const depth = `${deep.worst.ratio.toFixed(2)}× for the worst sort (${deep.worst.sort}), ${deep.median.toFixed(2)}× the median over sorts`;
      lines.push(
        mode === 'cached'
          ? `- PostgreSQL, first chunk of every sort, as the app runs (cached): ${throughput} (targets ≥ 1,500 req/s: ${verdict(slowest >= 1500)}; p95 ≤ 15 ms: ${verdict(worstP95 <= 15)}).`
          : `- PostgreSQL, first chunk of every sort on a cache miss (uncached, no target): ${throughput}.`,
        mode === 'uncached'
          ? `- PostgreSQL, whole deep chunk over first chunk where the query runs (uncached, median latency): ${deep.median.toFixed(2)}× the median over sorts (target ≤ 1.2): ${verdict(deep.median <= 1.2)}; ${deep.worst.ratio.toFixed(2)}× for the worst sort (${deep.worst.sort}, answers of ${deep.worst.sizes}).`
          : `- PostgreSQL, deep chunk over first chunk from the cache (the same lookup; the answers' sizes differ): ${depth}.`,
      );
    }
    const pages = pageQueryRatios(postgres);
    lines.push(
      `- PostgreSQL, page ids of page 401 from its remembered boundary over page 1 (keyset): ${pages.byBoundary.boundary.toFixed(2)}× for the worst sort (${pages.byBoundary.sort}) (target ≤ 1.2): ${verdict(pages.byBoundary.boundary <= 1.2)}. Its first visit after a change of the data skips index entries: ${pages.byOffset.offsetMs.toFixed(1)} ms, ${pages.byOffset.offset.toFixed(1)}× page 1 at worst (${pages.byOffset.sort}), once per data version.`,
    );
  }
  if (postgres && pglite) {
    for (const mode of ['cached', 'uncached'] as const) {
      const ratios = firstChunks(pglite, mode).map((lite) => {
        const server = postgres.measurements.find((m) => m.label === lite.label);
        return server && lite.requestsPerSecond > 0 ? server.requestsPerSecond / lite.requestsPerSecond : 0;
      });
      const worst = Math.max(...ratios);
      const figure = `PostgreSQL's throughput is at most ${worst.toFixed(1)}× PGlite's`;
      lines.push(
        mode === 'cached'
          ? `- PGlite (${whole(pglite.listings)} listings) against PostgreSQL (${whole(postgres.listings)}), first chunks as the app runs (cached): ${figure} (target ≤ 3×): ${verdict(worst <= 3)}.`
          : `- PGlite against PostgreSQL on a cache miss (uncached, no target): ${figure}.`,
      );
    }
  }
  return lines;
}
