import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import { resolveLanguage } from '../../lib/request-language';
import { sendCompressed } from '../../lib/response-compression';
import type { PageRenderer } from '../../plugins/web';
import type { SharingService } from './sharing.service';
import type { Sitemaps } from './sitemap.service';
import { robotsText } from './sitemap-xml';

/** Crawlers and caches may keep these 5 minutes: a listing is in the sitemap within 10 of going Active. */
const CRAWLER_CACHE = 'public, max-age=300';
const PAGE_FILE = /^(\d{1,9})\.xml$/;
const LISTING_ID = /^[1-9]\d{0,9}$/;

/** XML for crawlers, compressed (a page of 50,000 listings is about 24 MB, under 1 MB gzipped). */
function sendXml(request: FastifyRequest, reply: FastifyReply, xml: string) {
  reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_CACHE);
  return sendCompressed(request, reply, xml);
}

/** GET /sitemap.xml (a sitemap, or an index past 50,000 listings), its pages, and /robots.txt. */
export function sharingRoutes(sitemaps: Sitemaps, appUrl: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(robotsText(appUrl)),
    );
    app.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, await sitemaps.main()));
    app.get<{ Params: { file: string } }>('/sitemap/:file', async (request, reply) => {
      const page = PAGE_FILE.exec(request.params.file)?.[1];
      const xml = page === undefined ? undefined : await sitemaps.page(Number(page));
      if (xml === undefined) {
        return reply.code(404).send({ message: 'No such sitemap page', code: 'NOT_FOUND' });
      }
      return sendXml(request, reply, xml);
    });
  };
}

/** `?lang=` when it names one of ours, else the browser's Accept-Language (CONTRACT.md section 7). */
function pageLanguage(request: FastifyRequest): { language: Language; isLanguageInUrl: boolean } {
  const { lang } = request.query as { lang?: unknown };
  const named = LANGUAGES.find((language) => language === lang);
  return named
    ? { language: named, isLanguageInUrl: true }
    : { language: resolveLanguage(request.headers['accept-language']), isLanguageInUrl: false };
}

/** /property/{id}: the listing page's head, written into the web app's page (plugins/web.ts). */
export function listingPageRenderer(sharing: SharingService): PageRenderer {
  return (request) => {
    const { id } = request.params as { id: string };
    const listingId = LISTING_ID.test(id) && Number(id) < 2 ** 31 ? Number(id) : undefined;
    return sharing.listingPage(listingId, pageLanguage(request));
  };
}
