import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { District, DistrictCityParams } from '@sakhli/shared/schemas/district';
import type { Database } from '../../db/client';
import { resolveLanguage } from '../../lib/request-language';
import { createDistrictsService } from './districts.service';

export function districtRoutes(database: Database): FastifyPluginAsyncZod {
  const districts = createDistrictsService(database.db);
  return async (app) => {
    app.get(
      '/api/district',
      {
        schema: {
          tags: ['districts'],
          summary: 'Active districts of every city, sorted by name in the Accept-Language language',
          response: { 200: z.array(District) },
        },
      },
      async (request) => districts.listActive(resolveLanguage(request.headers['accept-language'])),
    );
    app.get(
      '/api/district/city/:city',
      {
        schema: {
          tags: ['districts'],
          summary: 'Active districts of one city (any letter case), sorted by name',
          params: DistrictCityParams,
          response: { 200: z.array(District), 400: ErrorResponse },
        },
      },
      async (request) =>
        districts.listActive(resolveLanguage(request.headers['accept-language']), request.params.city),
    );
  };
}
