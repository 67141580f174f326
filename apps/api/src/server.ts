import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { createStorage } from './adapters/storage';
import { createMailer } from './adapters/mailer';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/index';
import { applyConfiguredRoles } from './modules/auth/roles';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pgdata`,
  });
  const storage = createStorage(config);
  const mailer = createMailer(config);
  const app = await buildApp(config, { database, storage, mailer });
  await seedDatabase(database.db, storage, { demo: config.seedDemo, log: (line) => app.log.info(line) });
  // ADMIN_EMAILS / MODERATOR_EMAILS hold at every start (CONTRACT.md section 2), seeded accounts included.
  await applyConfiguredRoles(database.db, config);
  await app.listen({ port: config.port, host: config.host });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
