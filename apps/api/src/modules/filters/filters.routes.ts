import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { FilterResponse, FilterSchema, type FilterKey } from '@sakhli/shared/schemas/filter';
import { DeleteFilterBody, FilterScopeParams } from '@sakhli/shared/schemas/saved-filter';
import type { Database } from '../../db/client';
import { optionalUser } from '../../plugins/auth';
import { chatNotFound, isChatPropertyType, loadChatState } from '../chat/chat-state';
import { requireFilterOwner } from './filter-owner';
import type { FilterScopeKey } from './filters.repository';
import { createFiltersService } from './filters.service';

const SCOPE_PATH = '/api/Filter/:city/:listingType/:propertyType';
const responses = { 200: FilterResponse, 400: ErrorResponse };

const scopeOf = ({ city, listingType, propertyType }: FilterScopeKey): FilterScopeKey => ({
  city,
  listingType,
  propertyType,
});

export function filterRoutes(database: Database): FastifyPluginAsyncZod {
  const filters = createFiltersService(database.db);
  return async (app) => {
    // A signed-in caller's filters are their own (filter-owner.ts), so every route authenticates.
    app.addHook('onRequest', optionalUser);
    app.get(
      SCOPE_PATH,
      {
        schema: {
          tags: ['filters'],
          summary: "The caller's saved filter for a city, listing type and property type (all null if none)",
          params: FilterScopeParams,
          response: responses,
        },
      },
      async (request) => filters.getSavedFilter(requireFilterOwner(request), scopeOf(request.params)),
    );
    app.get(
      `${SCOPE_PATH}/:chatId`,
      {
        schema: {
          tags: ['filters'],
          summary: "The filters the caller's chat extracted (404 for a guest or another user's chat)",
          params: FilterScopeParams.required({ chatId: true }),
          response: { ...responses, 404: ErrorResponse },
        },
      },
      async (request) => {
        const { chatId, ...scope } = request.params;
        if (!isChatPropertyType(scope.propertyType)) throw chatNotFound();
        const state = await loadChatState(database.db, request.user?.id, chatId, {
          ...scope,
          propertyType: scope.propertyType,
        });
        return state.filters;
      },
    );
    app.post(
      SCOPE_PATH,
      {
        schema: {
          tags: ['filters'],
          summary: "Saves the caller's filter for the scope and returns it as stored",
          params: FilterScopeParams,
          body: FilterSchema,
          response: responses,
        },
      },
      async (request) =>
        filters.saveFilter(requireFilterOwner(request), scopeOf(request.params), request.body),
    );
    app.delete(
      '/api/Filter',
      {
        schema: {
          tags: ['filters'],
          summary: 'Clears one field of the saved filter and returns the rest',
          body: DeleteFilterBody,
          response: responses,
        },
      },
      async (request) => {
        const { key } = request.body;
        return filters.deleteFilterField(
          requireFilterOwner(request),
          scopeOf(request.body),
          key as FilterKey,
        );
      },
    );
  };
}
