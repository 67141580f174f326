import { loadConfig } from '../src/config';

/**
 * The configuration of a bench's app: a web instance (ROLE=web), as behind the load balancer, the API without job
 * handlers or background passes, which run on worker instances (a fresh 1,000,000-listing database has hours of
 * photo measuring to do, and it ran beside every search bench before).
 */
export const webInstanceConfig = (dataDir: string) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ROLE: 'web' });
