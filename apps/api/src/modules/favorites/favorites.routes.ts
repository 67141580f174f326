import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessResponse } from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  AddFavoriteRequest,
  Favorite,
  FavoriteList,
  FavoriteNoteRequest,
  IsFavoriteResponse,
} from '@sakhli/shared/schemas/favorite';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { resolveLanguage } from '../../lib/request-language';
import { requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import { createFavoritesService, type FavoriteViewer } from './favorites.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

function viewerOf(request: FastifyRequest): FavoriteViewer {
  const user = signedInUser(request);
  return { userId: user.id, role: user.role };
}

const languageOf = (request: FastifyRequest) => resolveLanguage(request.headers['accept-language']);

/**
 * SPEC.md section 7 'Favorites', signed-in only. `{id}` is the listing's id (what the heart knows), for
 * removal and the status check alike.
 */
export function favoriteRoutes(db: Db, storage: Storage): FastifyPluginAsyncZod {
  const favorites = createFavoritesService(db, storage);
  return async (app) => {
    // Each answer is one user's: no shared cache may keep it.
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireUser);
    app.post(
      '/api/Favorite',
      {
        schema: {
          tags: ['favorites'],
          summary:
            'Saves a listing the caller may see; saving it again keeps one (201 new, 200 already saved)',
          body: AddFavoriteRequest,
          response: { 200: Favorite, 201: Favorite, ...errors, 409: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { favorite, created } = await favorites.add(
          viewerOf(request),
          request.body.propertyId,
          languageOf(request),
        );
        return reply.code(created ? 201 : 200).send(favorite);
      },
    );
    app.delete(
      '/api/Favorite/:id',
      {
        schema: {
          tags: ['favorites'],
          summary: "Removes the caller's favourite of listing {id}",
          params: PropertyIdParams,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await favorites.remove(viewerOf(request), request.params.id);
        return { success: true };
      },
    );
    app.put(
      '/api/Favorite/:id/note',
      {
        schema: {
          tags: ['favorites'],
          summary:
            "Sets the caller's private note on their favourite of listing {id} (at most 500 characters; blank removes it)",
          params: PropertyIdParams,
          body: FavoriteNoteRequest,
          response: { 200: Favorite, ...errors },
        },
      },
      async (request) =>
        favorites.setNote(viewerOf(request), request.params.id, request.body.note, languageOf(request)),
    );
    app.get(
      '/api/Favorite',
      {
        schema: {
          tags: ['favorites'],
          summary: "The caller's saved listings they may still see, the most recently saved first",
          response: { 200: FavoriteList, ...errors },
        },
      },
      async (request) => favorites.list(viewerOf(request), languageOf(request)),
    );
    app.get(
      '/api/Favorite/:id/is-favorite',
      {
        schema: {
          tags: ['favorites'],
          summary: 'Whether the caller saved listing {id}',
          params: PropertyIdParams,
          response: { 200: IsFavoriteResponse, ...errors },
        },
      },
      async (request) => ({
        isFavorite: await favorites.isFavorite(viewerOf(request), request.params.id),
      }),
    );
  };
}
