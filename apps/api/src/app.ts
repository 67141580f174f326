import path from 'node:path';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret, type Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './adapters/storage';
import type { Mailer } from './adapters/mailer';
import { createOidcClient, type OidcClient } from './adapters/oidc';
import { createGeocoder, type Geocoder } from './adapters/geocoder';
import { serializeRequest } from './lib/log-redaction';
import { createRateLimits } from './adapters/rate-limits';
import { closeRedis, connectRedis, type SharedRedis } from './adapters/redis';
import { createSharedSlots } from './adapters/shared-slots';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { serverLimits, type RequestTimeouts } from './plugins/server-limits';
import { registerWebApp } from './plugins/web';
import { createMetrics, type Metrics } from './observability/metrics';
import { operationOptions, registerOperations } from './plugins/operations';
import { districtRoutes } from './modules/districts/districts.routes';
import { filterRoutes } from './modules/filters/filters.routes';
import { propertyRoutes } from './modules/properties/properties.routes';
import { createListingModule } from './modules/properties/listing.module';
import { listingRoutes } from './modules/properties/listing.routes';
import type { CountBounds } from './modules/properties/search.repository';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { mediaRoutes } from './modules/photos/media.routes';
import { registerPhotos } from './modules/photos/photos.module';
import type { UrlFetcher } from './lib/safe-fetch';
import { insightsRoutes } from './modules/insights/insights.routes';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { createFiltersService } from './modules/filters/filters.service';
import { createAuthModule } from './modules/auth/auth.module';
import { authRoutes } from './modules/auth/auth.routes';
import { emailLinkRoutes } from './modules/auth/email-link.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { createSavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { adminRoutes } from './modules/admin/admin.routes';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { inquiryRoutes } from './modules/inquiries/inquiries.routes';
import { listingReportRoutes } from './modules/listing-reports/listing-reports.routes';
import { createListingReportsService } from './modules/listing-reports/listing-reports.service';
import { createLlm } from './adapters/llm';
import { registerProcessReports } from './modules/reports/reports.module';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { createListingEmbeddings } from './modules/chat/listing-embeddings';
import { createWishMasks } from './modules/properties/wish-masks';
import { registerJobQueue } from './jobs/queue.plugin';
import type { QueueTimings } from './jobs/queue';
import { registerMailJobs } from './modules/mail/mail.jobs';
import { createUnsubscribes } from './modules/mail/unsubscribe';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { registerAuthJobs } from './modules/auth/auth.jobs';
import { registerPropertyJobs } from './modules/properties/properties.jobs';
import { contactRoutes } from './modules/contacts/contacts.routes';
import { createContactsService } from './modules/contacts/contacts.service';
import { registerContactJobs } from './modules/contacts/contacts.jobs';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { registerStatisticsJobs } from './modules/statistics/statistics.jobs';
import { shortlistRoutes } from './modules/shortlists/shortlists.routes';
import { createShortlistsService } from './modules/shortlists/shortlists.service';
import { listingPageRenderer, sharingRoutes } from './modules/sharing/sharing.routes';
import { createSharingService } from './modules/sharing/sharing.service';
import { createSitemaps } from './modules/sharing/sitemap.service';
import { createPropertyService } from './modules/properties/property.service';
import { createPriceDrops } from './modules/price-drops/price-drops.service';
import { registerPriceDropJobs } from './modules/price-drops/price-drops.jobs';
import { priceDropRoutes } from './modules/price-drops/price-drops.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the pass over unmeasured photos and the photo hash backfill (a job-running process only). */
    startBackgroundWork(): void;
  }
}

export interface Adapters {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** OpenID Connect client for social sign-in (default: openid-client against the configured issuers). */
  oidc?: OidcClient;
  /** Address search (default: GEOCODER's built-in gazetteer or the Nominatim server of NOMINATIM_URL). */
  geocoder?: Geocoder;
  /** Where log lines go (default: standard output); tests capture them. */
  logDestination?: DestinationStream;
  /** Downloads photo URLs (default: public internet addresses only); a test swaps in a local-server policy. */
  photoUrlFetcher?: UrlFetcher;
  /** Now, for every limit and day (default: the system clock); a test moves it. */
  clock?: () => Date;
  /** Shared state (default: a client of REDIS_URL when set); tests pass their own key prefix. */
  redis?: SharedRedis;
}

export interface AppOptions {
  /**
   * Search results kept per data version (decision 006); on unless a benchmark turns it off to measure
   * the queries themselves.
   */
  cacheSearchResults?: boolean;
  /** How far search counts read before they estimate (decision 022); tests make them small. */
  searchCountBounds?: CountBounds;
  /** CONTRACT.md section 6: 60 s for a request (15 s for its headers); tests shorten them. */
  requestTimeouts?: Partial<RequestTimeouts>;
  /** The process's metrics (server.ts shares them with the jobs); default: the app's own. */
  metrics?: Metrics;
  /** The job queue's polling and retry timings; tests make them short. */
  jobTimings?: Partial<QueueTimings>;
  /** The built web app (default: apps/web/dist); tests pass a small one. */
  webRoot?: string;
  /** Listings per sitemap before it becomes an index (default 50,000); tests make it small. */
  sitemapPageSize?: number;
}

/** Builds the whole application: every plugin and module is registered here, in one list. */
export async function buildApp(config: Config, adapters: Adapters, options: AppOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Credentials never reach a log: the request line drops token-bearing query values, and headers
      // (never logged by the serializer) are redacted should anything log them.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(adapters.logDestination ? { stream: adapters.logDestination } : {}),
    },
    bodyLimit: 1024 * 1024,
    ...serverLimits(options.requestTimeouts),
    ...operationOptions(config),
    // An unsubscribe token naming a user (a uuid) is about 105 characters: more than Fastify's default of 100.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const { database, storage, mailer } = adapters;
  const metrics = options.metrics ?? createMetrics(database);
  await registerSecurityHeaders(app, config);
  await registerDocs(app);
  await registerOperations(app, { config, database, metrics });

  const clock = adapters.clock ?? (() => new Date());
  // Made here, closed here; a client a test passes in is the test's to close.
  const redis =
    adapters.redis ?? (config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined);
  if (redis && !adapters.redis) app.addHook('onClose', () => closeRedis(redis));
  // Where every limit's counters live (decisions 016, 028).
  const limiterOf = createRateLimits({
    limits: config.rateLimits,
    redis,
    now: () => clock().getTime(),
    log: app.log,
  });
  const jobs = registerJobQueue(app, { database, role: config.role, timings: options.jobTimings }, metrics);
  const outbox = registerMailJobs(jobs, { mailer, log: app.log });
  // One-click unsubscribe for the mails people subscribe to; each module defines what its kind turns off.
  const unsubscribes = createUnsubscribes({ secret: resolveJwtSecret(config), appUrl: config.appUrl });
  await app.register(unsubscribeRoutes(unsubscribes));
  const accounts = createAuthModule({
    db: database.db,
    config,
    outbox,
    oidc: adapters.oidc ?? createOidcClient(),
    log: app.log,
    limiterOf,
  });
  registerAuth(app, accounts.authenticator);
  registerAuthJobs(jobs, database.db);
  const guestFilters = createFiltersService(database.db);

  await app.register(authRoutes(accounts, guestFilters));
  await app.register(emailLinkRoutes(accounts, guestFilters));
  await app.register(accountRoutes(accounts));
  await app.register(oauthRoutes(accounts, guestFilters));
  await app.register(districtRoutes(database));
  // LLM_* (CONTRACT.md section 2): undefined when no model is configured; the built-in paths answer.
  const llm = createLlm(config);
  await app.register(filterRoutes(database));
  const embeddings = createListingEmbeddings({
    db: database.db,
    jobs,
    llm,
    log: app.log,
    modelName: config.llm.embeddingModel,
  });
  app.decorate('listingEmbeddings', embeddings);
  // The AI Score's wish masks per listing (decision 024): photo reports are registered below.
  const wishMasks = createWishMasks({
    db: database.db,
    log: app.log.child({ module: 'wish-masks' }),
    photoReports: (ids) => app.processReports.listingPhotoReports(ids),
  });
  app.decorate('wishMasks', wishMasks);
  app.addHook('onClose', () => wishMasks.stop());
  await app.register(
    propertyRoutes(database, storage, {
      cacheResults: options.cacheSearchResults ?? true,
      countBounds: options.searchCountBounds,
      cacheLookups: (cache) => metrics.cacheLookups(cache),
      scoring: {
        similarity: (ids, wishes) => embeddings.similarity(ids, wishes),
        onUnknownWishes: () => wishMasks.schedule(),
      },
    }),
  );
  await app.register(
    chatRoutes(
      createChatService({
        db: database.db,
        llm,
        log: app.log,
        userDailyLimit: config.chatUserDailyLimit,
        now: clock,
      }),
    ),
  );
  const savedSearches = createSavedSearchesModule({
    db: database.db,
    storage,
    jobs,
    outbox,
    unsubscribes,
    appUrl: config.appUrl,
    log: app.log,
  });
  await app.register(savedSearches.routes);
  // A favourite's price drop: queued with the edit that lowered it, mailed from the queue (decision 035).
  const priceDrops = createPriceDrops({
    db: database.db,
    storage,
    outbox,
    unsubscribes,
    appUrl: config.appUrl,
    now: clock,
  });
  await app.register(priceDropRoutes(priceDrops));
  const priceDropJobs = registerPriceDropJobs(jobs, priceDrops);
  const listings = createListingModule({
    db: database.db,
    storage,
    config,
    log: app.log,
    goingLive: savedSearches.goingLive,
    onPriceDrop: (tx, propertyId) => priceDropJobs.announce(tx, propertyId),
  });
  await app.register(listingRoutes(listings));
  registerPropertyJobs(jobs, {
    actions: listings.actions,
    properties: createPropertyService(database.db, storage),
    log: app.log,
  });
  const contacts = createContactsService(database.db, { now: clock });
  await app.register(contactRoutes(contacts));
  registerContactJobs(jobs, contacts);
  const statistics = createStatisticsService(database.db, { now: clock });
  await app.register(statisticsRoutes(statistics));
  registerStatisticsJobs(jobs, statistics);
  await app.register(
    shortlistRoutes(
      createShortlistsService(database.db, storage, {
        closeness: config.llm.embeddingModel ? (id, ids) => embeddings.closenessTo(id, ids) : undefined,
      }),
    ),
  );
  await app.register(
    sharingRoutes(
      createSitemaps(database.db, { appUrl: config.appUrl, pageSize: options.sitemapPageSize }),
      config.appUrl,
    ),
  );
  const listingReports = createListingReportsService({
    db: database.db,
    goingLive: savedSearches.goingLive,
    limiter: limiterOf('reportsPerUser'),
    now: clock,
  });
  await app.register(listingReportRoutes(listingReports));
  await app.register(moderationRoutes(listings, { outbox, appUrl: config.appUrl, reports: listingReports }));
  await app.register(favoriteRoutes(database.db, storage));
  await app.register(adminRoutes(database.db, config));
  await app.register(sellersRoutes(database.db, storage));
  await app.register(
    inquiryRoutes({
      db: database.db,
      outbox,
      appUrl: config.appUrl,
      limiters: {
        perClient: limiterOf('inquiriesPerClient'),
        perListing: limiterOf('inquiriesPerListing'),
      },
    }),
  );
  await app.register(insightsRoutes(database));
  await app.register(clientConfigRoutes(config));
  await app.register(
    geoRoutes(adapters.geocoder ?? createGeocoder(config, limiterOf), limiterOf('geoPerClient')),
  );
  await app.register(mediaRoutes(storage));
  const reports = await registerProcessReports(app, {
    jobs,
    db: database.db,
    storage,
    llm,
    onReportChanged: (propertyId) => wishMasks.refresh([propertyId]),
    onPhotosMeasured: (displayKeys) => wishMasks.onPhotosMeasured(displayKeys),
    afterMeasuring: () => wishMasks.schedule(),
  });
  const photos = await registerPhotos(app, {
    queue: jobs,
    database,
    storage,
    urlFetcher: adapters.photoUrlFetcher,
    uploadLimiter: limiterOf('photoUploadsPerUser'),
    uploadsDirectory: path.join(config.dataDir, 'tmp', 'uploads'),
    // UPLOAD_CONCURRENCY_PER_USER holds across instances with REDIS_URL; a slot outlives no upload (60 s).
    uploadSlots: createSharedSlots({
      limit: config.uploadConcurrencyPerUser,
      redis,
      name: 'uploads',
      leaseMs: 120_000,
      log: app.log,
    }),
    // Both follow a listing's processed photos: the report is queued, the listing may go live.
    onPropertyPhotosReady: async (propertyId) => {
      await reports.onPropertyPhotosReady(propertyId);
      await listings.onPropertyPhotosReady(propertyId);
    },
  });
  const sharing = createSharingService({ db: database.db, storage, appUrl: config.appUrl, now: clock });
  await registerWebApp(app, {
    root: options.webRoot,
    pages: { '/property/:id': listingPageRenderer(sharing) },
  });
  // What a job-running process (ROLE all or worker) asks for at its start: the pass over photos a report
  // has not measured yet, then the wish masks, and the hash backfill of photos processed without a hash
  // (each one job, run once however many instances start together). `listen` asks; a worker, which serves
  // no API, asks itself (server.ts); an app that only injects (tests) asks for none.
  const startBackgroundWork = () => {
    void reports
      .queueMeasuring()
      .catch((error: unknown) => app.log.error({ err: error }, 'process reports: measuring pass not queued'));
    void photos
      .queueHashBackfill()
      .catch((error: unknown) => app.log.error({ err: error }, 'photo hash backfill not queued'));
  };
  app.decorate('startBackgroundWork', startBackgroundWork);
  if (config.role !== 'web') app.addHook('onListen', async () => startBackgroundWork());
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
