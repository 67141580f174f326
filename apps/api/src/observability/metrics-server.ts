import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Serves `GET /metrics` (Prometheus text) on a port of its own, apart from the public one: the balancer
 * never routes there, and a scrape never waits behind user requests' limits.
 */
export async function startMetricsServer(
  metrics: Pick<Metrics, 'scrape'>,
  { port, host, log }: { port: number; host: string; log: FastifyBaseLogger },
) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: a scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  log.info(`metrics at http://${host}:${address.port}/metrics`);
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
