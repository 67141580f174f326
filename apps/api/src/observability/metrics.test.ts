import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startMetricsServer } from './metrics-server';

const CHUNK = '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment';

describe('metrics on their own port', () => {
  let context: TestApp;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeAll(async () => {
    context = await createTestApp();
    server = await startMetricsServer(context.app.metrics, {
      port: 0,
      host: '127.0.0.1',
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await server.close();
    await context.close();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    for (const id of [101, 102, 103]) {
      expect((await context.app.inject({ method: 'GET', url: `/api/Property/${id}` })).statusCode).toBe(404);
    }
    await context.app.inject({ method: 'GET', url: '/api/health' });
    await context.app.inject({ method: 'GET', url: '/no/such/route/anywhere', headers: { accept: 'x/y' } });
    const text = await scrape();
    expect(
      valueOf(text, 'sakhli_http_requests_total{method="GET",route="/api/Property/:id",status_code="404"}'),
    ).toBe(3);
    expect(
      valueOf(text, 'sakhli_http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    expect(
      valueOf(
        text,
        'sakhli_http_request_duration_seconds_count{method="GET",route="/api/Property/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(text).toContain('sakhli_http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).not.toContain('/api/Property/101');
  });

  it('counts hits and misses of the search result cache', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await context.app.inject({ method: 'GET', url: CHUNK })).statusCode).toBe(200);
    }
    const text = await scrape();
    expect(valueOf(text, 'sakhli_cache_misses_total{cache="search-chunks"}')).toBe(1);
    expect(valueOf(text, 'sakhli_cache_hits_total{cache="search-chunks"}')).toBe(2);
  });

  it('reports queue depth from the queues, and job failures by queue', async () => {
    context.app.metrics.addQueueDepthSource(async () => ({ mail: 4, photos: 0 }));
    context.app.metrics.jobFailures.inc({ queue: 'mail' });
    context.app.metrics.jobFailures.inc({ queue: 'mail' });
    const text = await scrape();
    expect(valueOf(text, 'sakhli_queue_depth{queue="mail"}')).toBe(4);
    expect(valueOf(text, 'sakhli_queue_depth{queue="photos"}')).toBe(0);
    expect(valueOf(text, 'sakhli_job_failures_total{queue="mail"}')).toBe(2);
  });

  it('reports the event loop, the process and, on a server, the database pool', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (context.database.kind === 'postgres') {
      expect(valueOf(text, 'sakhli_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      // The job queue polls through the same pool, so a scrape may see a request waiting.
      expect(valueOf(text, 'sakhli_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('sakhli_db_pool');
    }
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });
});
