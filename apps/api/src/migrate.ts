import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

/** `npm run migrate`: applies the migrations (under the start-up lock on a server) and exits. */
async function migrate(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: `${config.dataDir}/pgdata`,
    });
    await database.close();
    console.log(`migrations applied (${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pgdata`})`);
    return 0;
  } catch (error) {
    console.error(`migrations failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exit(await migrate());
