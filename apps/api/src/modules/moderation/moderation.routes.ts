import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ModerationQueue, ModerationQueueQuery, RejectRequest } from '@sakhli/shared/schemas/moderation';
import { StatusActionResult } from '@sakhli/shared/schemas/my-properties';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { resolveLanguage } from '../../lib/request-language';
import { requireRole, signedInUser } from '../../plugins/auth';
import type { ListingReportsService } from '../listing-reports/listing-reports.service';
import type { MailOutbox } from '../mail/mail.jobs';
import type { ListingModule } from '../properties/listing.module';
import { LISTING_ERROR_RESPONSES } from '../properties/listing.routes';
import { createModerationMail } from './moderation-mail';
import { createModerationService } from './moderation.service';

/** The moderation API (CONTRACT.md section 4): Moderator or Admin only, enforced here for every call. */
export function moderationRoutes(
  listings: ListingModule,
  { outbox, appUrl, reports }: { outbox: MailOutbox; appUrl: string; reports: ListingReportsService },
): FastifyPluginAsyncZod {
  const mail = createModerationMail({ outbox, appUrl });
  const moderation = createModerationService({
    db: listings.db,
    storage: listings.storage,
    listings,
    mail,
    reports,
  });
  return async (app) => {
    app.addHook('onRequest', requireRole('Moderator'));

    app.get(
      '/api/moderation/queue',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Pending and reported listings with their photos, owner and open reports, oldest first',
          querystring: ModerationQueueQuery,
          response: { 200: ModerationQueue, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request) => moderation.queue(request.query, resolveLanguage(request.headers['accept-language'])),
    );

    app.post(
      '/api/moderation/:id/approve',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Approves a Pending listing: publishes it',
          params: PropertyIdParams,
          response: { 200: StatusActionResult, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request) => moderation.approve(signedInUser(request), request.params.id),
    );

    app.post(
      '/api/moderation/:id/reject',
      {
        schema: {
          tags: ['moderation'],
          summary: 'Rejects a listing: archives it with a reason the owner sees and receives by e-mail',
          params: PropertyIdParams,
          body: RejectRequest,
          response: { 200: StatusActionResult, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request) => moderation.reject(signedInUser(request), request.params.id, request.body.reason),
    );
  };
}
