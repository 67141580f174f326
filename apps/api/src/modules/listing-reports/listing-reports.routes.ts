import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { ListingReportCreated, ListingReportRequest } from '@sakhli/shared/schemas/listing-report';
import { StatusActionResult } from '@sakhli/shared/schemas/my-properties';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { requireRole, requireUser, signedInUser } from '../../plugins/auth';
import type { ListingReportsService } from './listing-reports.service';

/** Reporting a listing (signed-in users) and dismissing its reports (moderators). */
export function listingReportRoutes(reports: ListingReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Property/:id/report',
      {
        onRequest: requireUser,
        schema: {
          tags: ['properties'],
          summary:
            "Reports someone else's Active listing, once per user; three open reports hide it until a moderator decides",
          params: PropertyIdParams,
          body: ListingReportRequest,
          response: {
            201: ListingReportCreated,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
            429: ErrorResponse,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await reports.report(signedInUser(request), request.params.id, request.body)),
    );

    app.post(
      '/api/moderation/:id/dismiss-reports',
      {
        onRequest: requireRole('Moderator'),
        schema: {
          tags: ['moderation'],
          summary: "Dismisses a listing's open reports; a listing they held goes live again",
          params: PropertyIdParams,
          response: {
            200: StatusActionResult,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => reports.dismiss(signedInUser(request), request.params.id),
    );
  };
}
