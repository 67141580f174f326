import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  AddressSelection,
  AddressSuggestion,
  AutocompleteQuery,
  PlaceParams,
  ReverseQuery,
  SUGGESTION_LIMIT,
} from '@sakhli/shared/schemas/geo';
import type { Geocoder } from '../../adapters/geocoder';
import { GeocoderUnavailableError } from '../../adapters/geocoder-nominatim';
import { AppError } from '../../lib/app-error';
import { clientKeyOf } from '../../lib/client-address';
import { consumeLimits } from '../../lib/limit-checks';
import type { RateLimiter } from '../../lib/rate-limiter';
import { resolveLanguage } from '../../lib/request-language';

/** What every geo route may answer besides its result: bad input, limited, the geocoder down. */
const errors = { 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };

/**
 * The address widget's search (SPEC.md section 2 'Address widget'): public, like the maps service it
 * replaces, so each client is limited (`perClient`, RATE_LIMIT_GEO_PER_CLIENT) whatever the geocoder.
 */
export function geoRoutes(geocoder: Geocoder, perClient: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      await consumeLimits([perClient, clientKeyOf(request.ip)]);
    });
    // The client gets a clean 503; the operator needs to know why the address service failed.
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof GeocoderUnavailableError) {
        request.log.warn({ reason: error.reason }, 'address search unavailable');
      }
    });

    app.get(
      '/api/geo/autocomplete',
      {
        schema: {
          tags: ['geo'],
          summary: 'Street addresses of Georgia matching the query, best first (the city’s own first)',
          querystring: AutocompleteQuery,
          response: {
            200: z.array(AddressSuggestion),
            ...errors,
          },
        },
      },
      async (request) => {
        const { query, city, language } = request.query;
        return geocoder.suggest(query, {
          city,
          language: language ?? resolveLanguage(request.headers['accept-language']),
          limit: SUGGESTION_LIMIT,
        });
      },
    );

    app.get(
      '/api/geo/place/:placeId',
      {
        schema: {
          tags: ['geo'],
          summary: 'The Georgian and English address, street names and coordinates of a suggestion',
          params: PlaceParams,
          response: {
            200: AddressSelection,
            404: ErrorResponse,
            ...errors,
          },
        },
      },
      async (request) => {
        const selection = await geocoder.details(request.params.placeId);
        if (!selection) throw new AppError('PLACE_NOT_FOUND', 404, 'Place not found');
        return selection;
      },
    );

    app.get(
      '/api/geo/reverse',
      {
        schema: {
          tags: ['geo'],
          summary: 'The street address at a point inside Georgia (a dragged pin), the point kept',
          querystring: ReverseQuery,
          response: {
            200: AddressSelection,
            404: ErrorResponse,
            ...errors,
          },
        },
      },
      async (request) => {
        const selection = await geocoder.reverse(request.query);
        if (!selection) throw new AppError('ADDRESS_NOT_FOUND', 404, 'No street address near this point');
        return selection;
      },
    );
  };
}
