import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { createStorage } from './adapters/storage';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/index';

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
  const app = await buildApp(config, { database, storage });
  await seedDatabase(database.db, storage, { demo: config.seedDemo, log: (line) => app.log.info(line) });
  await app.listen({ port: config.port, host: config.host });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
