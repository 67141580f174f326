import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Each peer is named at most once in this period: enough to be seen, never a flood. */
const WARNING_PERIOD_MS = 10 * 60_000;
/** Peers remembered at once; and at most this many warnings in a period across all peers. */
const MAX_PEERS = 1000;
const MAX_WARNINGS_PER_PERIOD = 20;

/**
 * Behind a load balancer without TRUST_PROXY every client looks like the balancer, so one client's
 * throttle hits everyone: X-Forwarded-For from a peer TRUST_PROXY does not name is ignored, and said in
 * the log so the operator finds out. A client sending the header directly is named too (harmless).
 */
export function warnOfUntrustedForwardedFor(
  app: FastifyInstance,
  isTrustedProxy: (address: string | undefined) => boolean,
) {
  const warned = new LRUCache<string, true>({ max: MAX_PEERS, ttl: WARNING_PERIOD_MS });
  let periodStart = Date.now();
  let warningsInPeriod = 0;
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket.remoteAddress ?? 'unknown';
    if (isTrustedProxy(peer) || warned.has(peer)) return;
    if (Date.now() - periodStart > WARNING_PERIOD_MS) {
      periodStart = Date.now();
      warningsInPeriod = 0;
    }
    if (warningsInPeriod >= MAX_WARNINGS_PER_PERIOD) return;
    warned.set(peer, true);
    warningsInPeriod += 1;
    request.log.warn(
      { peer },
      'X-Forwarded-For from a peer TRUST_PROXY does not name: ignored; behind a load balancer, set TRUST_PROXY to its address',
    );
  });
}
