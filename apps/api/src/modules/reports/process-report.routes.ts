import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { ProcessReport } from '@sakhli/shared/schemas/process-report';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { resolveLanguage } from '../../lib/request-language';
import { requireRole } from '../../plugins/auth';
import type { ProcessReports } from './reports.module';

/** SPEC.md section 7: the photo process report of a listing, for Moderators and Admins. */
export function processReportRoutes(reports: ProcessReports): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Property/:id/process-report',
      {
        onRequest: requireRole('Moderator'),
        schema: {
          tags: ['photos'],
          summary:
            "The listing's photo report: ten sections, each with its text in the caller's language and whether it was analysed",
          params: PropertyIdParams,
          response: {
            200: ProcessReport,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => reports.read(request.params.id, resolveLanguage(request.headers['accept-language'])),
    );
  };
}
