import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createStorage } from './adapters/storage';
import { createMailer } from './adapters/mailer';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/index';
import { applyConfiguredRoles } from './modules/auth/roles';
import { buildProbeApp } from './modules/health/probe-app';
import { createMetrics } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-server';

/** CONTRACT.md section 5: requests in flight get this long after SIGTERM, then their connections close. */
const DRAIN_LIMIT_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = configOrExit();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pgdata`,
    poolMax: config.database.poolMax,
    statementTimeoutMs: config.database.statementTimeoutMs,
    log,
  });
  const storage = createStorage(config);
  const mailer = createMailer(config);
  const metrics = createMetrics(database);
  // Every role builds the whole app (its modules define the job handlers); ROLE=worker serves only the
  // probes on its port (decision 027) and runs the jobs, web and all serve the whole API.
  const app = await buildApp(config, { database, storage, mailer }, { metrics });
  const server = config.role === 'worker' ? await buildProbeApp(config, database, metrics) : app;
  // Instances starting together on an empty database take turns: one seeds, the others find it done.
  await database.exclusively(async () => {
    await seedDatabase(database.db, storage, { demo: config.seedDemo, log: (line) => log.info(line) });
    // ADMIN_EMAILS / MODERATOR_EMAILS hold at every start (CONTRACT.md section 2), seeded accounts included.
    await applyConfiguredRoles(database.db, config);
  });
  if (server !== app) {
    await app.ready();
    app.startBackgroundWork();
  }
  // `listen` readies the app: the job queue starts (ROLE all or worker), and ROLE all its background work.
  await server.listen({ port: config.port, host: config.host });
  const metricsServer =
    config.metricsPort > 0
      ? // A second instance on one machine (a dev server beside the browser tests) must still serve users.
        await startMetricsServer(metrics, { port: config.metricsPort, host: config.metricsHost, log }).catch(
          (error: unknown) =>
            void log.error({ err: error }, `metrics off: METRICS_PORT ${config.metricsPort} unavailable`),
        )
      : undefined;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    server.readiness.drain();
    log.info(`${signal}: draining (not ready, no new connections, requests in flight finish)`);
    // Should closing itself hang (a stuck hook), the orchestrator must not wait for its own kill timer.
    setTimeout(() => {
      log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, DRAIN_LIMIT_MS * 2).unref();
    const cutOff = setTimeout(() => {
      log.warn(`requests still in flight after ${DRAIN_LIMIT_MS / 1000} s: their connections are closed`);
      server.server.closeAllConnections();
    }, DRAIN_LIMIT_MS);
    // A connection whose answer was already on its way when the drain began goes idle afterwards;
    // `close` only reaps the connections idle at its start.
    const idleSweep = setInterval(() => server.server.closeIdleConnections(), 250);
    await server.close();
    // A worker's jobs: the queue waits for the attempts under way (at most 10 s).
    if (server !== app) await app.close();
    clearTimeout(cutOff);
    clearInterval(idleSweep);
    await metricsServer?.close();
    mailer.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
