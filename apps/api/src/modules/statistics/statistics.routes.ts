import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { ListingStatistics } from '@sakhli/shared/schemas/statistics';
import { requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import type { StatisticsService } from './statistics.service';

/** GET /api/Property/{id}/statistics: the owner's (or an Admin's) view of a listing's last 30 days. */
export function statisticsRoutes(statistics: StatisticsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Property/:id/statistics',
      {
        onRequest: [noStore, requireUser],
        schema: {
          tags: ['properties'],
          summary:
            "A listing's views, phone reveals, messenger clicks, inquiries and new favourites per Tbilisi day over the last 30 days (owner or Admin)",
          params: PropertyIdParams,
          response: {
            200: ListingStatistics,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return statistics.get({ id: user.id, role: user.role }, request.params.id);
      },
    );
  };
}
