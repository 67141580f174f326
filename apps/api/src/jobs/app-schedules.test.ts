import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, startAppInstance } from '../test/test-app';

describe("the app's scheduled tasks", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const runsOf = async (queue: string) => {
    const { rows } = await database.executeSql(
      "SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = 'completed'",
      [queue],
    );
    return rows[0]?.count as number;
  };

  it('run once per period on two worker instances sharing one database', async () => {
    const minuteOf = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minuteOf();
    // Each instance looks at the schedules every second; the listing expiry's period is a minute.
    const instances = await Promise.all(
      [0, 1].map(() =>
        startAppInstance(database, { ROLE: 'worker' }, {}, { jobTimings: { cronIntervalSeconds: 1 } }),
      ),
    );
    try {
      const { rows } = await database.executeSql(
        'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
      );
      expect(rows).toEqual([
        { name: 'contact-pruning', cron: '10 * * * *', timezone: 'Asia/Tbilisi' },
        { name: 'credential-pruning', cron: '35 * * * *', timezone: 'Asia/Tbilisi' },
        { name: 'interest-pruning', cron: '20 0 * * *', timezone: 'Asia/Tbilisi' },
        { name: 'listing-expiry', cron: '* * * * *', timezone: 'Asia/Tbilisi' },
        { name: 'saved-search-digest', cron: '0 9 * * *', timezone: 'Asia/Tbilisi' },
        { name: 'view-pruning', cron: '5 * * * *', timezone: 'Asia/Tbilisi' },
      ]);
      await expect.poll(() => runsOf('listing-expiry'), { timeout: 15_000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(await runsOf('listing-expiry')).toBeLessThanOrEqual(minuteOf() - firstMinute + 1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
