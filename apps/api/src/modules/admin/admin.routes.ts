import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminStats,
  AdminUser,
  AdminUserList,
  AdminUsersQuery,
  UpdateRoleRequest,
  UserIdParams,
} from '@sakhli/shared/schemas/admin';
import { ErrorResponse } from '@sakhli/shared/schemas/common';
import { UpdateVerifiedRequest } from '@sakhli/shared/schemas/seller';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireRole, signedInUser } from '../../plugins/auth';
import { noStore } from '../auth/auth.routes';
import { createAdminService } from './admin.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The admin page's API: Admin only (a Moderator gets 403), answers never cached. */
export function adminRoutes(db: Db, config: Config): FastifyPluginAsyncZod {
  const admin = createAdminService(db, config);
  return async (app) => {
    app.addHook('onRequest', noStore);
    app.addHook('onRequest', requireRole('Admin'));
    app.get(
      '/api/admin/stats',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Users by role, listings by status, each with those created in the last 7 days; photo jobs by state',
          response: { 200: AdminStats, ...errors },
        },
      },
      async () => admin.stats(),
    );
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, newest first, by page; search matches e-mail and names; optional role filter',
          querystring: AdminUsersQuery,
          response: { 200: AdminUserList, ...errors },
        },
      },
      async (request) => admin.listUsers(request.query),
    );
    app.put(
      '/api/admin/users/:id/role',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Sets a user's role, effective on their next request; not your own Admin role, not the last Admin's (LAST_ADMIN), not a role set by ADMIN_EMAILS/MODERATOR_EMAILS (409)",
          params: UserIdParams,
          body: UpdateRoleRequest,
          response: { 200: AdminUser, ...errors, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request) => {
        const actor = signedInUser(request);
        const updated = await admin.changeRole(actor, request.params.id, request.body.role);
        request.log.info({ userId: updated.id, role: updated.role, by: actor.id }, 'role set by an admin');
        return updated;
      },
    );
    app.put(
      '/api/admin/users/:id/verified',
      {
        schema: {
          tags: ['admin'],
          summary: "Grants or revokes a user's verified badge (issue 16); never your own (403)",
          params: UserIdParams,
          body: UpdateVerifiedRequest,
          response: { 200: AdminUser, ...errors, 404: ErrorResponse },
        },
      },
      async (request) => {
        const actor = signedInUser(request);
        const updated = await admin.setVerified(actor, request.params.id, request.body.isVerified);
        request.log.info(
          { userId: updated.id, isVerified: updated.isVerified, by: actor.id },
          'verified badge set',
        );
        return updated;
      },
    );
  };
}
