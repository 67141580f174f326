import autocannon from 'autocannon';

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

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One autocannon run; the latency percentiles come from every response time (autocannon has no p95). */
async function run(url: string, connections: number, options: CaseOptions) {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: options.duration, headers: options.headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { result, times };
}

/**
 * Load on `url` that is not recorded: the server's code is compiled and the database's connections and
 * caches are warm before the first case, so that case is not measured at a disadvantage.
 */
export async function warmUp(url: string, options: CaseOptions): Promise<void> {
  await run(url, options.throughputConnections, options);
}

/** A warm-up request, a throughput run and a latency run against `url`. */
export async function measure(
  tags: CaseTags,
  label: string,
  url: string,
  options: CaseOptions,
): Promise<Measurement> {
  const warmUp = await fetch(url, { headers: options.headers });
  const body = (await warmUp.json()) as { totalCount?: number };
  const throughput = await run(url, options.throughputConnections, options);
  const latency = await run(url, options.latencyConnections, options);
  const { requests, throughput: bytes } = throughput.result;
  return {
    ...tags,
    label,
    requestsPerSecond: requests.average,
    p50: percentile(latency.times, 0.5),
    p95: percentile(latency.times, 0.95),
    p99: percentile(latency.times, 0.99),
    latencyRequestsPerSecond: latency.result.requests.average,
    errors: [throughput.result, latency.result].reduce(
      (sum, result) => sum + result.non2xx + result.errors + result.timeouts,
      0,
    ),
    totalCount: body.totalCount,
    bytesPerResponse: requests.total > 0 ? bytes.total / requests.total : 0,
  };
}
