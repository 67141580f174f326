import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { compilePageTemplate, type PageHead } from '../lib/page-template';
import { sendCompressed } from '../lib/response-compression';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** A page whose head the server writes (a module's): its status and head, from the request. */
export type PageRenderer = (request: FastifyRequest) => Promise<{ statusCode: number; page: PageHead }>;

/**
 * Serves the built web app: hashed assets with a year of caching, files found at start get a route each, every
 * other non-API GET gets index.html (the client router renders its own 404 page for unknown paths). The build
 * writes brotli and gzip copies next to each text file; they are sent to clients that accept them (decision 007).
 * `pages` are client routes whose head the server writes into index.html (read once, here) for every client:
 * link previews and search engines read it without running the app (decision 034).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { root = webDist, pages = {} }: { root?: string; pages?: Record<string, PageRenderer> } = {},
) {
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
  const pageRoutes = Object.entries(pages);
  const renderPage =
    pageRoutes.length > 0 && compilePageTemplate(readFileSync(path.join(root, 'index.html'), 'utf8'));
  for (const [route, render] of pageRoutes) {
    app.get(route, async (request, reply) => {
      const { statusCode, page } = await render(request);
      // A page that is missing stays out of search engines, while the web app still renders its own page.
      if (statusCode !== 200) reply.header('X-Robots-Tag', 'noindex');
      reply
        .code(statusCode)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language');
      return renderPage ? sendCompressed(request, reply, renderPage(page)) : reply.send();
    });
  }
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
