import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app: hashed assets with a year of caching, files found at start get a route each, every
 * other non-API GET gets index.html (the client router renders its own 404 page for unknown paths). The build
 * writes brotli and gzip copies next to each text file; they are sent to clients that accept them (decision 007).
 */
export async function registerWebApp(app: FastifyInstance, root = webDist) {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, not addressed by URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  // The error plugin owns the 404 handler; every other GET (a client route) gets index.html here. A missing
  // asset (a client of the previous build during a rolling deploy) gets an honest 404: index.html in place
  // of a script would fail in the browser with a confusing MIME error, and be cached as that script.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isNeverPage = ['/api/', '/media/', '/assets/'].some((prefix) => path.startsWith(prefix));
    if (path === '/api' || isNeverPage) {
      return reply.code(404).send({ message: `No route for GET ${path}`, code: 'NOT_FOUND' });
    }
    // The auth and unsubscribe pages carry tokens in their address: no referrer leaves them.
    if (path.startsWith('/auth/') || path.startsWith('/unsubscribe/'))
      reply.header('Referrer-Policy', 'no-referrer');
    return sendIndex(reply);
  });
}
