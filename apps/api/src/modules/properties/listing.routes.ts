import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUS_ACTIONS } from '@sakhli/shared/rules/listing-status';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import {
  MyPropertiesPageQuery,
  MyPropertiesQuery,
  PropertyList,
  PropertyPage,
  StatusActionResult,
} from '@sakhli/shared/schemas/my-properties';
import { OwnPhotoMatches, OwnPhotoMatchesQuery } from '@sakhli/shared/schemas/photo-matches';
import { Property, PropertyIdParams } from '@sakhli/shared/schemas/property';
import { PropertyCreatePayload, PropertyUpdatePayload } from '@sakhli/shared/schemas/property-payload';
import { AppError } from '../../lib/app-error';
import { entityTagOf, versionsOfIfMatch } from '../../lib/entity-tag';
import { resolveLanguage } from '../../lib/request-language';
import { requireUser, signedInUser } from '../../plugins/auth';
import { ownPhotoMatches } from './duplicate-review';
import type { ListingModule } from './listing.module';
import type { VersionedProperty } from './property-loader';

/** The refusals a listing call can answer (CONTRACT.md section 3), for the OpenAPI description. */
export const LISTING_ERROR_RESPONSES = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** A listing answered with its ETag, for If-Match on the next PUT (decision 021). */
function sendVersioned(reply: FastifyReply, { property, version }: VersionedProperty, status = 200) {
  return reply.code(status).header('ETag', entityTagOf(version)).send(property);
}

/** CONTRACT.md section 3: Idempotency-Key, printable ASCII as clients generate (UUIDs and the like). */
const IdempotencyKey = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key must not be empty')
  .max(200, 'Idempotency-Key must be at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may contain only printable ASCII characters')
  .optional();

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKey.safeParse(request.headers['idempotency-key']);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => issue.message);
  throw new AppError('VALIDATION_FAILED', 400, 'Invalid Idempotency-Key', { 'Idempotency-Key': messages });
}

const languageOf = (request: FastifyRequest) => resolveLanguage(request.headers['accept-language']);

/**
 * SPEC.md section 7 'Properties', the owner's side: create, edit, status actions and my properties. Every
 * call needs a signed-in caller; the services decide the rest.
 */
export function listingRoutes(module: ListingModule): FastifyPluginAsyncZod {
  const { listings, actions, myProperties } = module;
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.get(
      '/api/Property/own-matches',
      {
        schema: {
          tags: ['properties'],
          summary: "Which of the caller's listings hold photos matching these uploads (decision 038)",
          querystring: OwnPhotoMatchesQuery,
          response: { 200: OwnPhotoMatches, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) =>
        ownPhotoMatches(module.db, signedInUser(request).id, request.query.imageIds, request.query.exceptId),
    );

    app.post(
      '/api/Property',
      {
        schema: {
          tags: ['properties'],
          summary: 'Creates a listing (Pending); an Idempotency-Key header makes retries safe',
          body: PropertyCreatePayload,
          response: { 201: Property, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const user = signedInUser(request);
        return sendVersioned(reply, await listings.create(user, request.body, languageOf(request), key), 201);
      },
    );

    app.put(
      '/api/Property/:id',
      {
        schema: {
          tags: ['properties'],
          summary:
            'Replaces a listing (its owner, a moderator or an admin); with If-Match, only if unchanged since (412)',
          params: PropertyIdParams,
          body: PropertyUpdatePayload,
          response: { 200: Property, ...LISTING_ERROR_RESPONSES, 412: ErrorResponse },
        },
      },
      async (request, reply) => {
        const expectedVersions = versionsOfIfMatch(request.headers['if-match']);
        const user = signedInUser(request);
        const saved = await listings.update(
          user,
          request.params.id,
          request.body,
          languageOf(request),
          expectedVersions,
        );
        return sendVersioned(reply, saved);
      },
    );

    for (const action of STATUS_ACTIONS) {
      app.post(
        `/api/Property/:id/${action}`,
        {
          schema: {
            tags: ['properties'],
            summary: `The status action '${action}' of the status table (SPEC.md section 4)`,
            params: PropertyIdParams,
            response: { 200: StatusActionResult, ...LISTING_ERROR_RESPONSES },
          },
        },
        async (request) => actions.act(signedInUser(request), request.params.id, action),
      );
    }

    app.get(
      '/api/Property/my-properties',
      {
        schema: {
          tags: ['properties'],
          summary: "The caller's own listings, newest first (at most 1000; the paginated call has them all)",
          querystring: MyPropertiesQuery,
          response: { 200: PropertyList, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request) => myProperties.list(signedInUser(request).id, request.query, languageOf(request)),
    );

    app.get(
      '/api/Property/my-properties/paginated',
      {
        schema: {
          tags: ['properties'],
          summary: "One page of the caller's own listings, newest first",
          querystring: MyPropertiesPageQuery,
          response: { 200: PropertyPage, ...LISTING_ERROR_RESPONSES },
        },
      },
      async (request) => myProperties.page(signedInUser(request).id, request.query, languageOf(request)),
    );
  };
}
