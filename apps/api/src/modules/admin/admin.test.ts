import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, AdminUser, AdminUserList } from '@sakhli/shared/schemas/admin';
import { imageProcessingJobs, propertyPhotos, users } from '../../db/schema/index';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import { createListingBuilder, insertListings, insertSearchFixtures } from '../properties/test-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('admin API', () => {
  let kit: AuthTestContext;
  type Account = { token: string; id: string };
  let boss: Account, watcher: Account, plain: Account, climber: Account;
  let pendingListing: number;

  const signUp = async (email: string, extra: object = {}): Promise<Account> => {
    const session = await kit.signUp(email, undefined, extra);
    return { token: session.accessToken ?? '', id: session.user.id };
  };
  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
    kit.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const setRole = (id: string, role: unknown, token = boss.token) =>
    call('PUT', `/api/admin/users/${id}/role`, token, { role });
  const roleInDatabase = async (id: string) =>
    (await kit.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  beforeAll(async () => {
    kit = await createAuthTestContext({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      ADMIN_EMAILS: 'boss@example.ge',
      MODERATOR_EMAILS: 'watcher@example.ge',
    });
    boss = await signUp('boss@example.ge', { displayName: 'The Boss' });
    watcher = await signUp('watcher@example.ge');
    plain = await signUp('plain@example.ge', { fullName: 'Nino Beridze' });
    climber = await signUp('climber@example.ge');
    // Accounts from long ago: they count, but not as new this week.
    await kit.db.insert(users).values([
      { email: 'old-user@example.ge', createdAt: daysAgo(30) },
      { email: 'old-mod@example.ge', role: 'Moderator', createdAt: daysAgo(8) },
    ]);

    const fixtures = await insertSearchFixtures(kit.db); // one more User, created now
    const build = createListingBuilder(fixtures);
    const recent = daysAgo(1);
    const ids = await insertListings(kit.db, [
      build({ createdAt: recent }),
      build({ createdAt: recent }),
      build({ createdAt: daysAgo(10) }),
      build({ publishStatus: 'Inactive', createdAt: daysAgo(3) }),
      build({ publishStatus: 'Pending', createdAt: recent }),
      build({ publishStatus: 'Pending', createdAt: daysAgo(40) }),
      build({ publishStatus: 'Archived', createdAt: daysAgo(20) }),
    ]);
    pendingListing = ids[4]!;
    const photos = await kit.db
      .insert(propertyPhotos)
      .values(
        Array.from({ length: 7 }, (_, index) => ({ propertyId: ids[0], originalKey: `p/${index}.jpg` })),
      )
      .returning({ id: propertyPhotos.id });
    const states = [
      'failed',
      'failed',
      'pending',
      'processing',
      'completed',
      'completed',
      'completed',
    ] as const;
    await kit.db
      .insert(imageProcessingJobs)
      .values(photos.map((photo, index) => ({ photoId: photo.id, status: states[index]! })));
  });
  afterAll(() => kit.close());

  it('answers 401 to guests and 403 to users and moderators, on every admin endpoint', async () => {
    const endpoints = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${plain.id}/role`],
    ] as const;
    for (const [method, url] of endpoints) {
      const payload = method === 'PUT' ? { role: 'Admin' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      for (const account of [plain, watcher]) {
        const response = await call(method, url, account.token, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
      }
    }
    expect(await roleInDatabase(plain.id)).toBe('User');
  });

  it('counts users by role, listings by status, the new ones of the last 7 days, and photo jobs', async () => {
    const response = await call('GET', '/api/admin/stats', boss.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<AdminStats>()).toEqual({
      // boss (Admin), watcher (Moderator), plain, climber, the fixtures' owner (new); two older accounts.
      users: { total: 7, byRole: { User: 4, Moderator: 2, Admin: 1 }, newThisWeek: 5 },
      listings: {
        total: 7,
        byStatus: { Active: 3, Inactive: 1, Pending: 2, Archived: 1 },
        newThisWeek: 4,
      },
      photoJobs: { pending: 1, processing: 1, failed: 2, completed: 3 },
    });
  });

  it('lists users by page, newest first, with the role the configuration gives', async () => {
    const firstPage = await call('GET', '/api/admin/users?pageSize=3', boss.token);
    expect(firstPage.statusCode, firstPage.body).toBe(200);
    const list = firstPage.json<AdminUserList>();
    expect(list).toMatchObject({ totalCount: 7, totalPages: 3, pageSize: 3, page: 1 });
    expect(list.items).toHaveLength(3);
    const all = (await call('GET', '/api/admin/users?pageSize=100', boss.token)).json<AdminUserList>();
    expect(all.items.map((user) => user.email).slice(-2)).toEqual([
      'old-mod@example.ge',
      'old-user@example.ge',
    ]);
    const lastPage = (
      await call('GET', '/api/admin/users?pageSize=3&page=3', boss.token)
    ).json<AdminUserList>();
    expect(lastPage.items.map((user) => user.email)).toEqual(['old-user@example.ge']);

    const byEmail = Object.fromEntries(all.items.map((user) => [user.email, user]));
    expect(byEmail['boss@example.ge']).toMatchObject({
      id: boss.id,
      role: 'Admin',
      configuredRole: 'Admin',
      displayName: 'The Boss',
      isDisabled: false,
    });
    expect(byEmail['watcher@example.ge']).toMatchObject({ role: 'Moderator', configuredRole: 'Moderator' });
    expect(byEmail['plain@example.ge']).toMatchObject({ configuredRole: null, fullName: 'Nino Beridze' });
    expect(JSON.stringify(all)).not.toContain('passwordHash');
  });

  it('finds users by part of their e-mail or name, in any letter case, and by role', async () => {
    const emailsOf = async (query: string) =>
      (await call('GET', `/api/admin/users?${query}`, boss.token))
        .json<AdminUserList>()
        .items.map((user) => user.email)
        .sort();
    expect(await emailsOf('search=WATCHER')).toEqual(['watcher@example.ge']);
    expect(await emailsOf('search=beridze')).toEqual(['plain@example.ge']);
    expect(await emailsOf('search=nino%20ber')).toEqual(['plain@example.ge']);
    expect(await emailsOf('search=the%20boss')).toEqual(['boss@example.ge']);
    // Wildcards typed by the admin are plain characters.
    expect(await emailsOf('search=%25')).toEqual([]);
    expect(await emailsOf('search=_')).toEqual([]);
    expect(await emailsOf('role=moderator')).toEqual(['old-mod@example.ge', 'watcher@example.ge']);
    expect(await emailsOf('role=Moderator&search=old')).toEqual(['old-mod@example.ge']);
  });

  it('refuses bad list queries with the field named', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['role=Root', 'role'],
    ] as const) {
      const response = await call('GET', `/api/admin/users?${query}`, boss.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(field);
    }
  });

  it("gives a role that applies on the user's next request, with the token they already hold", async () => {
    const seesPending = async (token: string) =>
      (await call('GET', `/api/Property/${pendingListing}`, token)).statusCode;
    expect(await seesPending(climber.token)).toBe(404);

    const promoted = await setRole(climber.id, 'Moderator');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<AdminUser>()).toMatchObject({
      id: climber.id,
      role: 'Moderator',
      configuredRole: null,
    });
    expect(await seesPending(climber.token)).toBe(200);
    expect((await call('GET', '/api/Auth/me', climber.token)).json()).toMatchObject({ role: 'Moderator' });

    // A demoted moderator loses moderator access at once.
    expect((await setRole(climber.id, 'User')).statusCode).toBe(200);
    expect(await seesPending(climber.token)).toBe(404);
    expect(await roleInDatabase(climber.id)).toBe('User');
  });

  it('lets a new Admin in and a demoted one out at once', async () => {
    expect((await setRole(plain.id, 'Admin')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/stats', plain.token)).statusCode).toBe(200);
    expect((await setRole(plain.id, 'Moderator')).statusCode).toBe(200);
    const refused = await call('GET', '/api/admin/stats', plain.token);
    expect(refused.statusCode).toBe(403);
  });

  it('does not let Admins remove their own Admin role', async () => {
    for (const role of ['User', 'Moderator']) {
      const response = await setRole(boss.id, role);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CANNOT_CHANGE_OWN_ROLE' });
    }
    expect(await roleInDatabase(boss.id)).toBe('Admin');
    // Setting what it already is changes nothing and is fine.
    expect((await setRole(boss.id, 'Admin')).statusCode).toBe(200);
  });

  it('does not change a role that ADMIN_EMAILS or MODERATOR_EMAILS sets, and says where it is set', async () => {
    const onWatcher = await setRole(watcher.id, 'User');
    expect(onWatcher.statusCode).toBe(409);
    expect(onWatcher.json()).toMatchObject({
      code: 'ROLE_SET_BY_CONFIG',
      message: expect.stringContaining('MODERATOR_EMAILS') as unknown,
    });
    expect(await roleInDatabase(watcher.id)).toBe('Moderator');

    // Another Admin (not from the configuration) cannot demote the configured one either.
    expect((await setRole(climber.id, 'Admin')).statusCode).toBe(200);
    const onBoss = await setRole(boss.id, 'Moderator', climber.token);
    expect(onBoss.statusCode).toBe(409);
    expect(onBoss.json()).toMatchObject({
      code: 'ROLE_SET_BY_CONFIG',
      message: expect.stringContaining('ADMIN_EMAILS') as unknown,
    });
    expect(await roleInDatabase(boss.id)).toBe('Admin');
  });

  it('answers 404 for an unknown user and 400 naming a bad id or role', async () => {
    const missing = await setRole('00000000-0000-4000-8000-000000000000', 'Moderator');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const badId = await setRole('not-a-uuid', 'Moderator');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('id');
    for (const role of ['Root', undefined, 'admin ']) {
      const badRole = await setRole(watcher.id, role);
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('role');
    }
  });
});
