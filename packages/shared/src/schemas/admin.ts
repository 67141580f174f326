import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { ROLES } from '../enums';
import { User } from './auth';
import { caseInsensitiveEnum, emptyToNull } from './common';

/** The admin page contract (CONTRACT.md section 4): real counts and user role management, Admin only. */

const count = z.number().int();

/** GET /api/admin/stats. "This week" is the last 7 days up to the moment of the call. */
export const AdminStats = z.object({
  users: z.object({
    total: count,
    byRole: z.object({ User: count, Moderator: count, Admin: count }),
    newThisWeek: count,
  }),
  listings: z.object({
    total: count,
    byStatus: z.object({ Active: count, Inactive: count, Pending: count, Archived: count }),
    newThisWeek: count,
  }),
  /** Photo processing jobs (image_processing_jobs) by state. */
  photoJobs: z.object({
    pending: count,
    processing: count,
    failed: count,
    completed: count,
  }),
});
export type AdminStats = z.infer<typeof AdminStats>;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(max, `Must be at most ${max}`)
      .nullable()
      .transform((value) => value ?? fallback),
  );

/** GET /api/admin/users: `search` matches e-mail, display name, first or last name (case-insensitive). */
export const AdminUsersQuery = z.object({
  page: pageNumber(1, 1_000_000),
  pageSize: pageNumber(ADMIN_USERS_PAGE_SIZE, MAX_PAGE_SIZE),
  search: z.preprocess(
    emptyToNull,
    z.string().trim().max(254, 'Must be at most 254 characters').nullable().default(null),
  ),
  role: z.preprocess(emptyToNull, caseInsensitiveEnum(ROLES).nullable().default(null)),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuery>;

/** A user as the admin page lists them: the account (auth.ts `User`) plus what managing it needs. */
export const AdminUser = User.extend({
  /**
   * The role ADMIN_EMAILS / MODERATOR_EMAILS give this address, or null. When set, the role is managed by
   * the server configuration and cannot be changed on the admin page.
   */
  configuredRole: z.enum(ROLES).nullable(),
  isDisabled: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** The paged list of SPEC.md section 3 (items, totalCount, totalPages, pageSize) plus the page shown. */
export const AdminUserList = z.object({
  items: z.array(AdminUser),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  page: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

export const UserIdParams = z.object({ id: z.uuid('Must be a user id') });

export const UpdateRoleRequest = z.object({
  role: z.enum(ROLES, { error: `Must be one of ${ROLES.join(', ')}` }),
});
export type UpdateRoleRequest = z.infer<typeof UpdateRoleRequest>;

/** The error codes of the admin API; the web translates each. */
export const ADMIN_ERROR_CODES = ['USER_NOT_FOUND', 'CANNOT_CHANGE_OWN_ROLE', 'ROLE_SET_BY_CONFIG'] as const;
