import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/sakhli-e2e-${port}`;

/**
 * Journeys run against the real app (`npm start`) on a throwaway DATA_DIR, one browser at a time, with a real
 * SMTP server and OpenID provider beside it (apps/api/src/test/e2e-server.ts; control on port + 1).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/api/src/test/e2e-server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      E2E_CONTROL_PORT: String(port + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Tiles from a closed local port: the pages must work when tiles cannot load.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
