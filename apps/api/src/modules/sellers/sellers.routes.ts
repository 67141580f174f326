import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgencyListingPage,
  AgencyListingsQuery,
  AgencyParams,
  AgencyProfile,
} from '@sakhli/shared/schemas/agency';
import { User } from '@sakhli/shared/schemas/auth';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { resolveLanguage } from '../../lib/request-language';
import { optionalUser, requireUser, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import { LOGO_MAX_BYTES } from './seller-logo';
import { readLogoUpload, sendLogoRejection } from './logo-upload';
import { createSellersService } from './sellers.service';

/** The multipart field of a logo upload. */
export const LOGO_FILE_FIELD = 'LogoFile';

/** Public agency pages and the signed-in user's own logo (issue 16). */
export function sellersRoutes(db: Db, storage: Storage): FastifyPluginAsyncZod {
  const sellers = createSellersService(db, storage);
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    app.get(
      '/api/Agency/:id',
      {
        schema: {
          tags: ['sellers'],
          summary: "An agency's or developer's public page: name, logo, badge, number of Active listings",
          params: AgencyParams,
          response: { 200: AgencyProfile, 404: ErrorResponse },
        },
      },
      async (request) => sellers.agency(request.params.id),
    );
    app.get(
      '/api/Agency/:id/properties',
      {
        onRequest: optionalUser,
        schema: {
          tags: ['sellers'],
          summary: "One page of an agency's or developer's Active listings, newest first",
          params: AgencyParams,
          querystring: AgencyListingsQuery,
          response: { 200: AgencyListingPage, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) =>
        sellers.listings(
          request.params.id,
          request.query,
          resolveLanguage(request.headers['accept-language']),
          request.user?.id,
        ),
    );
    app.get(
      '/api/Agency/:id/logo',
      {
        schema: {
          tags: ['sellers'],
          summary: "A seller's logo (square WebP); the URL's v names the version, so it is cached for ever",
          params: AgencyParams,
          querystring: z.object({ v: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const object = await sellers.logo(request.params.id);
        if (!object) return reply.code(404).send({ message: 'Logo not found', code: 'NOT_FOUND' });
        return reply
          .header('Content-Type', 'image/webp')
          .header('Content-Length', object.size)
          .header(
            'Cache-Control',
            request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          )
          .send(object.body);
      },
    );
    app.post(
      '/api/Auth/profile/logo',
      {
        onRequest: [noStore, requireUser],
        schema: {
          tags: ['auth'],
          summary: `Replaces the user's logo (multipart ${LOGO_FILE_FIELD}, at most 2 MB; stored as a 256 px WebP square)`,
          consumes: ['multipart/form-data'],
          response: {
            200: User,
            400: ErrorResponse,
            401: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const upload = await readLogoUpload(request, LOGO_FILE_FIELD);
        if ('rejection' in upload) return sendLogoRejection(upload.rejection, request, reply);
        try {
          return await sellers.setLogo(user.id, upload.body);
        } catch (error) {
          return sendLogoRejection(error, request, reply);
        }
      },
    );
    app.delete(
      '/api/Auth/profile/logo',
      {
        onRequest: [noStore, requireUser],
        schema: {
          tags: ['auth'],
          summary: "Removes the user's logo",
          response: { 200: User, 401: ErrorResponse },
        },
      },
      async (request) => sellers.removeLogo(signedInUser(request).id),
    );
  };
}
