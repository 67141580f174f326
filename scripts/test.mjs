// `npm test`: every test — unit and component (Vitest), API integration (Vitest on embedded PostgreSQL,
// or the server of TEST_DATABASE_URL) and browser journeys (Playwright with Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0) {
    console.error('Could not install chromium. Install it with: apt-get install -y chromium');
    process.exit(1);
  }
}

ensureChromium();
const vitest = run('npx', ['vitest', 'run']);
if (vitest !== 0) process.exit(vitest);
process.exit(
  run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, CI: process.env.CI ?? '' },
  }),
);
