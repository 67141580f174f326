import autocannon from 'autocannon';
import { percentile } from './statistics';

/** What a measurement is of, for the target checks (search-targets.ts). */
export interface CaseTags {
  mode: 'cached' | 'uncached';
  /** Chunk cases: the sort ("Price Ascending") and the depth. */
  chunk?: { sort: string; depth: 'first' | 'deep' };
}

export interface Measurement extends CaseTags {
  label: string;
  /** Throughput with many connections. */
  requestsPerSecond: number;
  /** Latency percentiles with few connections (with many, latency is connections ÷ throughput). */
  p50: number;
  p95: number;
  p99: number;
  /** Throughput of the latency run. */
  latencyRequestsPerSecond: number;
  errors: number;
  /** The result's totalCount, read from one response before the runs. */
  totalCount?: number;
  bytesPerResponse: number;
}

export interface CaseOptions {
  throughputConnections: number;
  latencyConnections: number;
  duration: number;
  headers: Record<string, string>;
}

/** What runs against one URL add up to. */
interface Tally {
  requests: number;
  bytes: number;
  errors: number;
  seconds: number;
  /** Every response time (autocannon has no p95). */
  times: number[];
}

const emptyTally = (): Tally => ({ requests: 0, bytes: 0, errors: 0, seconds: 0, times: [] });

/** One autocannon run of `duration` seconds, added to `tally`. */
async function run(url: string, connections: number, duration: number, options: CaseOptions, tally: Tally) {
  const instance = autocannon({ url, connections, duration, headers: options.headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    tally.times.push(responseTime);
  });
  const result = await instance;
  tally.requests += result.requests.total;
  tally.bytes += result.throughput.total;
  tally.errors += result.non2xx + result.errors + result.timeouts;
  tally.seconds += result.duration;
}

/**
 * Load on `url` that is not recorded: the server's code is compiled and the database's connections and
 * caches are warm before the first case, so that case is not measured at a disadvantage.
 */
export async function warmUp(url: string, options: CaseOptions): Promise<void> {
  await run(url, options.throughputConnections, options.duration, options, emptyTally());
}

export interface BenchCase {
  tags: CaseTags;
  label: string;
  url: string;
}

/**
 * Cases compared with each other (a first and a deep chunk), measured together: a warm-up request each,
 * then a throughput phase and a latency phase, each running the cases in the order A B … B A for half the
 * duration a pass, so a drift of the shared machine during the phase weighs on every case alike.
 */
export async function measureTogether(cases: BenchCase[], options: CaseOptions): Promise<Measurement[]> {
  const totals: (number | undefined)[] = [];
  for (const { url } of cases) {
    const body = (await (await fetch(url, { headers: options.headers })).json()) as { totalCount?: number };
    totals.push(body.totalCount);
  }
  const order = [...cases.keys(), ...[...cases.keys()].reverse()];
  const phase = async (connections: number) => {
    const tallies = cases.map(emptyTally);
    for (const index of order) {
      await run(cases[index]!.url, connections, options.duration / 2, options, tallies[index]!);
    }
    return tallies;
  };
  const throughput = await phase(options.throughputConnections);
  const latency = await phase(options.latencyConnections);
  return cases.map(({ tags, label }, index) => {
    const many = throughput[index]!;
    const few = latency[index]!;
    return {
      ...tags,
      label,
      requestsPerSecond: many.seconds > 0 ? many.requests / many.seconds : 0,
      p50: percentile(few.times, 0.5),
      p95: percentile(few.times, 0.95),
      p99: percentile(few.times, 0.99),
      latencyRequestsPerSecond: few.seconds > 0 ? few.requests / few.seconds : 0,
      errors: many.errors + few.errors,
      totalCount: totals[index],
      bytesPerResponse: many.requests > 0 ? many.bytes / many.requests : 0,
    };
  });
}
