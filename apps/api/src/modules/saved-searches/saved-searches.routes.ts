import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessResponse } from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  SavedSearch,
  SavedSearchIdParams,
  SavedSearchList,
  SavedSearchPayload,
} from '@sakhli/shared/schemas/saved-search';
import { requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import type { SavedSearchesService } from './saved-searches.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ['saved searches'];

/** CONTRACT.md section 7 'Saved searches', signed-in only; `{id}` is the saved search's own id. */
export function savedSearchRoutes(savedSearches: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    // Each answer is one user's: no shared cache may keep it.
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireUser);
    app.get(
      '/api/SavedSearch',
      {
        schema: {
          tags,
          summary: "The caller's saved searches, the most recently made first, with their new matches",
          response: { 200: SavedSearchList, ...errors },
        },
      },
      async (request) => savedSearches.list(signedInUser(request).id),
    );
    app.post(
      '/api/SavedSearch',
      {
        schema: {
          tags,
          summary: 'Saves a search with its alert frequency (at most 20 per user: 409 LIMIT_REACHED)',
          body: SavedSearchPayload,
          response: { 201: SavedSearch, ...errors, 409: ErrorResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await savedSearches.create(signedInUser(request).id, request.body)),
    );
    app.get(
      '/api/SavedSearch/:id',
      {
        schema: {
          tags,
          summary: "One of the caller's saved searches",
          params: SavedSearchIdParams,
          response: { 200: SavedSearch, ...errors },
        },
      },
      async (request) => savedSearches.read(signedInUser(request).id, request.params.id),
    );
    app.put(
      '/api/SavedSearch/:id',
      {
        schema: {
          tags,
          summary: 'Replaces the whole saved search (name, scope, filter, frequency)',
          params: SavedSearchIdParams,
          body: SavedSearchPayload,
          response: { 200: SavedSearch, ...errors },
        },
      },
      async (request) => savedSearches.replace(signedInUser(request).id, request.params.id, request.body),
    );
    app.delete(
      '/api/SavedSearch/:id',
      {
        schema: {
          tags,
          summary: 'Deletes the saved search and its alerts',
          params: SavedSearchIdParams,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await savedSearches.remove(signedInUser(request).id, request.params.id);
        return { success: true };
      },
    );
    app.post(
      '/api/SavedSearch/:id/opened',
      {
        schema: {
          tags,
          summary: 'The caller opened the search: its matches so far are no longer new (newCount 0)',
          params: SavedSearchIdParams,
          response: { 200: SavedSearch, ...errors },
        },
      },
      async (request) => savedSearches.open(signedInUser(request).id, request.params.id),
    );
  };
}
