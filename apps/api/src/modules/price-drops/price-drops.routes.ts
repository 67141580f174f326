import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { MailSettings } from '@sakhli/shared/schemas/price-drops';
import { requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import type { PriceDrops } from './price-drops.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The signed-in user's switch of price-drop mails (the dashboard settings). */
export function priceDropRoutes(priceDrops: PriceDrops): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireUser);
    app.get(
      '/api/Auth/mail-settings',
      {
        schema: {
          tags: ['auth'],
          summary: "Which optional mails the user gets (a favourite's price drop)",
          response: { 200: MailSettings, ...errors },
        },
      },
      (request) => priceDrops.getSettings(signedInUser(request).id),
    );
    app.put(
      '/api/Auth/mail-settings',
      {
        schema: {
          tags: ['auth'],
          summary: 'Turns optional mails on or off',
          body: MailSettings,
          response: { 200: MailSettings, ...errors },
        },
      },
      (request) => priceDrops.updateSettings(signedInUser(request).id, request.body),
    );
  };
}
