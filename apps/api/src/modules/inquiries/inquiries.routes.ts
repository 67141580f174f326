import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessResponse } from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { InquiryRequest } from '@sakhli/shared/schemas/inquiry';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { clientKeyOf } from '../../lib/client-address';
import { resolveLanguage } from '../../lib/request-language';
import type { InquiriesOptions } from './inquiries.service';
import { createInquiriesService } from './inquiries.service';

/** POST /api/Property/{id}/inquiry: guests and signed-in visitors alike write to a listing's owner. */
export function inquiryRoutes(options: Omit<InquiriesOptions, 'log'>): FastifyPluginAsyncZod {
  return async (app) => {
    const inquiries = createInquiriesService({ ...options, log: app.log });
    app.post(
      '/api/Property/:id/inquiry',
      {
        schema: {
          tags: ['inquiries'],
          summary:
            "Mails the visitor's message to the owner of an Active listing, Reply-To the visitor; no address is answered",
          params: PropertyIdParams,
          body: InquiryRequest,
          response: {
            200: SuccessResponse,
            400: ErrorResponse,
            404: ErrorResponse,
            429: ErrorResponse,
          },
        },
      },
      async (request) => {
        await inquiries.send(request.params.id, request.body, {
          clientKey: clientKeyOf(request.ip),
          language: resolveLanguage(request.headers['accept-language']),
        });
        return { success: true };
      },
    );
  };
}
