import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  ChunkQuery,
  MapPoints,
  MapPointsQuery,
  Property,
  PropertyChunk,
  PropertyIdParams,
  type SearchScopeQuery,
} from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { entityTagOf } from '../../lib/entity-tag';
import { resolveLanguage } from '../../lib/request-language';
import { optionalUser } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import { chatNotFound, loadChatState } from '../chat/chat-state';
import { findFilterOwner } from '../filters/filter-owner';
import { markFavorites } from '../favorites/favorite-marks';
import { sendMemoizedJson } from './memoized-json';
import { createPropertyService } from './property.service';
import { mapPointsJson } from './map-points';
import { createSearchService, type SearchServiceOptions } from './search.service';
import { visitorKeyOf } from './visitor-key';

export function propertyRoutes(
  database: Database,
  storage: Storage,
  options: SearchServiceOptions = {},
): FastifyPluginAsyncZod {
  const search = createSearchService(database, storage, options);
  const properties = createPropertyService(database.db, storage);

  /** The chat of `chatId`: the caller's, of this very page, else 404 (a guest has no chat). */
  async function chatOf(request: FastifyRequest, query: SearchScopeQuery) {
    if (!query.chatId) return undefined;
    const chat = await loadChatState(database.db, request.user?.id, query.chatId);
    const isSamePage =
      chat.city === query.city &&
      chat.listingType === query.listingType &&
      chat.propertyType === query.propertyType;
    if (!isSamePage) throw chatNotFound();
    return chat;
  }

  return async (app) => {
    app.get(
      '/api/Property/properties/chunk',
      {
        // The caller's saved filter applies: a signed-in user's own (filter-owner.ts).
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary: 'One chunk of pages of Active listings matching the scope, filter and area',
          querystring: ChunkQuery,
          response: { 200: PropertyChunk, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const shared = await search.getChunk(request.query, {
          ownerKey: findFilterOwner(request),
          language: resolveLanguage(request.headers['accept-language']),
          chat: await chatOf(request, request.query),
        });
        const chunk = request.user ? await markFavorites(database.db, request.user.id, shared) : shared;
        // The types guarantee the shape (the tests check it against the schema); zod's encode of 75
        // listings costs ten times the stringify.
        return sendMemoizedJson(request, reply, chunk, (value) => JSON.stringify(value));
      },
    );
    app.get(
      '/api/Property/map-points',
      {
        // The caller's saved filter applies: a signed-in user's own (filter-owner.ts).
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary:
            'Matching listings as [id, latitude, longitude, priceUsd, priceGel]; with a zoom, clusters when many',
          querystring: MapPointsQuery,
          response: { 200: MapPoints, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const points = await search.getMapPoints(request.query, {
          ownerKey: findFilterOwner(request),
          language: resolveLanguage(request.headers['accept-language']),
          chat: await chatOf(request, request.query),
        });
        return sendMemoizedJson(request, reply, points, mapPointsJson);
      },
    );
    app.get(
      '/api/Property/:id',
      {
        // The signed-in caller sees their own non-Active listings and whether they saved this one.
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary:
            'The full listing with its ETag (for If-Match on PUT); counts one view per visitor and Tbilisi day',
          params: PropertyIdParams,
          response: { 200: Property, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { property, version } = await properties.getProperty(request.params.id, {
          viewer: request.user ? { userId: request.user.id, role: request.user.role } : undefined,
          visitorKey: visitorKeyOf(request),
          language: resolveLanguage(request.headers['accept-language']),
        });
        return reply.header('ETag', entityTagOf(version)).send(property);
      },
    );
  };
}
