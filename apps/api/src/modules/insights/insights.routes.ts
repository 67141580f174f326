import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { MarketInsights, MarketInsightsQuery } from '@sakhli/shared/schemas/insights';
import type { Database } from '../../db/client';
import { createInsightsService } from './insights.service';

export function insightsRoutes(database: Database): FastifyPluginCallbackZod {
  const insights = createInsightsService(database.db);
  return (app, _options, done) => {
    app.get(
      '/api/insights/market',
      {
        schema: {
          tags: ['insights'],
          summary:
            'Median prices per district over Active listings of one city, listing type and property type',
          querystring: MarketInsightsQuery,
          response: { 200: MarketInsights, 400: ErrorResponse },
        },
      },
      async (request) => insights.getMarketInsights(request.query),
    );
    done();
  };
}
