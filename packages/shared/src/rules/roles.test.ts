import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../enums';
import { hasRole } from './roles';

describe('hasRole', () => {
  it('orders User < Moderator < Admin, a higher role satisfying a lower requirement', () => {
    const table: [Role, Role, boolean][] = [
      ['User', 'User', true],
      ['User', 'Moderator', false],
      ['User', 'Admin', false],
      ['Moderator', 'User', true],
      ['Moderator', 'Moderator', true],
      ['Moderator', 'Admin', false],
      ['Admin', 'User', true],
      ['Admin', 'Moderator', true],
      ['Admin', 'Admin', true],
    ];
    for (const [role, required, expected] of table)
      expect(hasRole(role, required), `${role} ≥ ${required}`).toBe(expected);
  });

  it('grants nothing without a role', () => {
    for (const required of ROLES) {
      expect(hasRole(null, required)).toBe(false);
      expect(hasRole(undefined, required)).toBe(false);
    }
  });

  it('grants nothing to a value that is not a role (a tampered stored user)', () => {
    for (const role of ['admin', 'Guest', 'toString', '__proto__', '']) {
      expect(hasRole(role as Role, 'User')).toBe(false);
    }
  });
});
