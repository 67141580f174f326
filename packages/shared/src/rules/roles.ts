import type { Role } from '../enums';

/** SPEC.md section 6: roles in ascending order; a higher role satisfies a lower requirement. */
export const ROLE_LEVELS: Readonly<Record<Role, number>> = { User: 1, Moderator: 2, Admin: 3 };

/**
 * Whether `role` meets `required`. A missing role (signed out) or a value that is not a role (a stale or
 * tampered stored user) meets nothing.
 */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  if (!role || !Object.hasOwn(ROLE_LEVELS, role)) return false;
  return ROLE_LEVELS[role] >= ROLE_LEVELS[required];
}
