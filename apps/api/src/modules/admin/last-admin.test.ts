import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createAuthTestContext, type AuthTestContext } from '../auth/testing/auth-test-kit';
import { findUserById } from '../auth/users.repository';
import { createAdminService } from './admin.service';

/** CONTRACT.md section 6: the last Admin cannot lose the role, whatever the timing of the demotions. */
describe('the last Admin stays', () => {
  let kit: AuthTestContext;
  const accounts: Record<'nino' | 'giorgi' | 'ana', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    kit = await createAuthTestContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    for (const name of ['nino', 'giorgi', 'ana'] as const) {
      const session = await kit.signUp(`${name}@example.ge`);
      accounts[name] = { id: session.user.id, token: session.accessToken ?? '' };
    }
  });
  beforeEach(async () => {
    await kit.db.update(users).set({ role: 'User' });
    await kit.db
      .update(users)
      .set({ role: 'Admin' })
      .where(inArray(users.id, [accounts.nino.id, accounts.giorgi.id]));
  });
  afterAll(() => kit.close());

  const admins = async () =>
    (await kit.db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin'))).map((row) => row.id);
  const demote = (by: 'nino' | 'giorgi', target: 'nino' | 'giorgi' | 'ana') =>
    kit.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${accounts[target].id}/role`,
      payload: { role: 'User' },
      headers: { authorization: `Bearer ${accounts[by].token}` },
    });

  it('lets only one of two Admins demoting each other at once through (service, no request checks)', async () => {
    const service = createAdminService(kit.db, kit.context.config);
    const nino = (await findUserById(kit.db, accounts.nino.id))!;
    const giorgi = (await findUserById(kit.db, accounts.giorgi.id))!;
    const outcomes = await Promise.allSettled([
      service.changeRole(nino, giorgi.id, 'User'),
      service.changeRole(giorgi, nino.id, 'User'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(refusal.reason).toMatchObject({ code: 'LAST_ADMIN', statusCode: 409 });
    expect(await admins()).toHaveLength(1);
  });

  it('leaves one Admin when two demote each other through the API at once', async () => {
    const answers = await Promise.all([demote('nino', 'giorgi'), demote('giorgi', 'nino')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second is refused: by the lock (409 LAST_ADMIN), or already at the door if it came after.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await admins()).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
  });

  it('refuses a change by an Admin demoted while the request was under way', async () => {
    const service = createAdminService(kit.db, kit.context.config);
    const giorgi = (await findUserById(kit.db, accounts.giorgi.id))!;
    expect((await demote('nino', 'giorgi')).statusCode).toBe(200);
    // Giorgi's request passed the door as an Admin; the change itself sees he no longer is one.
    await expect(service.changeRole(giorgi, accounts.ana.id, 'Moderator')).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await findUserById(kit.db, accounts.ana.id))?.role).toBe('User');
  });
});
