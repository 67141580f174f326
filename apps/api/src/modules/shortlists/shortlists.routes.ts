import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import {
  CompareQuery,
  ListingSelection,
  RecentlyViewedQuery,
  SimilarListings,
} from '@sakhli/shared/schemas/shortlists';
import { resolveLanguage } from '../../lib/request-language';
import { optionalUser } from '../../plugins/auth';
import type { Viewer } from '../properties/property.service';
import type { ShortlistsService } from './shortlists.service';

const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { userId: request.user.id, role: request.user.role } : undefined;
const languageOf = (request: FastifyRequest) => resolveLanguage(request.headers['accept-language']);

/** Similar listings and the comparison: guests too; a signed-in caller's hearts are marked. */
export function shortlistRoutes(shortlists: ShortlistsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Property/compare',
      {
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary: 'Up to 4 listings side by side: the Active ones in the order asked, and the ids left out',
          querystring: CompareQuery,
          response: { 200: ListingSelection, 400: ErrorResponse },
        },
      },
      async (request) => shortlists.select(request.query.ids, viewerOf(request), languageOf(request)),
    );
    app.get(
      '/api/Property/recently-viewed',
      {
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary:
            "The visitor's recently viewed listings (up to 20, kept by the browser) that are still Active, in the order asked",
          querystring: RecentlyViewedQuery,
          response: { 200: ListingSelection, 400: ErrorResponse },
        },
      },
      async (request) => shortlists.select(request.query.ids, viewerOf(request), languageOf(request)),
    );
    app.get(
      '/api/Property/:id/similar',
      {
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary:
            'Up to 6 Active listings like {id}: same city, listing and property type, close in price, size and place',
          params: PropertyIdParams,
          response: { 200: SimilarListings, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => shortlists.similar(request.params.id, viewerOf(request), languageOf(request)),
    );
  };
}
