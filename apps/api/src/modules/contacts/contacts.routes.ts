import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { ContactRequest } from '@sakhli/shared/schemas/contact';
import { PropertyIdParams } from '@sakhli/shared/schemas/property';
import { optionalUser } from '../../plugins/auth';
import { visitorKeyOf } from '../properties/visitor-key';
import type { ContactsService } from './contacts.service';

/** POST /api/Property/{id}/contact: a phone reveal or a messenger contact, for the owner's statistics. */
export function contactRoutes(contacts: ContactsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Property/:id/contact',
      {
        // A signed-in visitor counts as the user (and the owner not at all); a guest as the client.
        onRequest: optionalUser,
        schema: {
          tags: ['properties'],
          summary:
            'Counts a phone reveal or a WhatsApp/Viber contact, once per visitor, listing, channel and Tbilisi day',
          params: PropertyIdParams,
          body: ContactRequest,
          response: { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request, reply) => {
        await contacts.record(request.params.id, request.body.channel, {
          viewer: request.user ? { userId: request.user.id, role: request.user.role } : undefined,
          visitorKey: visitorKeyOf(request),
        });
        return reply.code(204).send(null);
      },
    );
  };
}
