import { PUBLISH_STATUSES, ROLES, type Role } from '@sakhli/shared/enums';
import type { AdminStats, AdminUser, AdminUserList, AdminUsersQuery } from '@sakhli/shared/schemas/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { configuredRoleOf } from '../auth/roles';
import { toUser, type UserRecord } from '../auth/user-read-model';
import { findUserById, updateUser } from '../auth/users.repository';
import {
  countListingsByStatus,
  countPhotoJobsByStatus,
  countUsersByRole,
  lockActiveAdmins,
  selectUsers,
  type GroupCount,
} from './admin.repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const PHOTO_JOB_STATES = ['pending', 'processing', 'failed', 'completed'] as const;

type RoleConfig = Pick<Config, 'adminEmails' | 'moderatorEmails' | 'requireEmailConfirmation'>;

/** Every key with its count (0 for a value no row has), their total, and the recent ones. */
function tally<K extends string>(keys: readonly K[], groups: GroupCount<K>[]) {
  const byKey = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  let total = 0;
  let recent = 0;
  for (const group of groups) {
    byKey[group.key] = group.count;
    total += group.count;
    recent += group.recent;
  }
  return { byKey, total, recent };
}

/** The admin page (CONTRACT.md section 4): counts from the database and role management, Admin only. */
export function createAdminService(db: Db, config: RoleConfig, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  const toAdminUser = (user: UserRecord): AdminUser => ({
    ...toUser(user),
    configuredRole: configuredRoleOf(user.email, config) ?? null,
    isDisabled: user.isDisabled,
  });

  return {
    async stats(): Promise<AdminStats> {
      const since = new Date(now().getTime() - WEEK_MS);
      const [userGroups, listingGroups, jobGroups] = await Promise.all([
        countUsersByRole(db, since),
        countListingsByStatus(db, since),
        countPhotoJobsByStatus(db, since),
      ]);
      const usersTally = tally(ROLES, userGroups);
      const listingsTally = tally(PUBLISH_STATUSES, listingGroups);
      return {
        users: { total: usersTally.total, byRole: usersTally.byKey, newThisWeek: usersTally.recent },
        listings: {
          total: listingsTally.total,
          byStatus: listingsTally.byKey,
          newThisWeek: listingsTally.recent,
        },
        photoJobs: tally(PHOTO_JOB_STATES, jobGroups).byKey,
      };
    },

    async listUsers(query: AdminUsersQuery): Promise<AdminUserList> {
      const { page, pageSize } = query;
      const { rows, total } = await selectUsers(db, {
        search: query.search,
        role: query.role,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        items: rows.map(toAdminUser),
        totalCount: total,
        totalPages: Math.ceil(total / pageSize),
        pageSize,
        page,
      };
    },

    /**
     * Sets a user's role. The bearer plugin reads the role from the database on every request, so the
     * change applies to the user's very next call, whatever their access token says (plugins/auth.ts).
     * One transaction over the locked Admin rows (CONTRACT.md section 6): the last Admin keeps the role
     * however demotions interleave, and an actor demoted meanwhile changes nothing.
     */
    async changeRole(actor: UserRecord, userId: string, role: Role): Promise<AdminUser> {
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const admins = await lockActiveAdmins(tx);
        const target = await findUserById(tx, userId);
        if (!target) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
        // Whoever demotes an Admin is an Admin and stays one: not through their own role.
        if (target.id === actor.id && role !== 'Admin') {
          throw new AppError(
            'CANNOT_CHANGE_OWN_ROLE',
            409,
            'You cannot remove your own Admin role; another Admin has to do it',
          );
        }
        if (target.role === 'Admin' && role !== 'Admin' && admins.every((id) => id === target.id)) {
          throw new AppError('LAST_ADMIN', 409, 'This user is the last Admin and keeps the role');
        }
        if (!admins.includes(actor.id)) throw new AppError('FORBIDDEN', 403, 'Admin access required');
        const configured = configuredRoleOf(target.email, config);
        if (configured && configured !== role) {
          // applyConfiguredRoles (roles.ts) would give the configured role back at the next start.
          throw new AppError(
            'ROLE_SET_BY_CONFIG',
            409,
            `This user's role (${configured}) is set by ${configured === 'Admin' ? 'ADMIN_EMAILS' : 'MODERATOR_EMAILS'} in the server configuration; remove the address there to manage the role here`,
          );
        }
        return target.role === role ? target : await updateUser(tx, target.id, { role });
      });
      if (!updated) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
      return toAdminUser(updated);
    },

    /**
     * Grants or revokes the verified badge (issue 16). A badge says someone else checked the seller: an
     * Admin cannot give it to themselves.
     */
    async setVerified(actor: UserRecord, userId: string, isVerified: boolean): Promise<AdminUser> {
      if (actor.id === userId) {
        throw new AppError('CANNOT_VERIFY_SELF', 403, 'Another Admin has to verify your own account');
      }
      const updated = await updateUser(db, userId, { isVerified });
      if (!updated) throw new AppError('USER_NOT_FOUND', 404, 'User not found');
      return toAdminUser(updated);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
