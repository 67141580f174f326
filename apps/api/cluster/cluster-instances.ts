import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startChild, stopChild, waitFor, type Child } from './child-processes';

export interface InstanceSpec {
  name: string;
  role: 'web' | 'worker' | 'all';
  port: number;
  metricsPort: number;
}

export const READY_PATH = '/api/health/ready';
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Only what the app is given here reaches it: no stray RATE_LIMIT_… or DATABASE_URL of the caller's shell. */
function baseEnvironment(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return { PATH, HOME, TMPDIR, LANG, NODE_ENV: 'production', LOG_LEVEL: 'info' };
}

/**
 * The app instances, each `node --import tsx apps/api/src/server.ts` with its own DATA_DIR and ports and
 * the shared settings. Like an orchestrator, it starts again an instance that exits without being asked,
 * and keeps the record of those exits (the start-up check counts them).
 */
export function createInstances(workDir: string, shared: Record<string, string>, specs: InstanceSpec[]) {
  const children = new Map<string, Child>();
  const stopping = new Set<string>();
  const crashes: { name: string; code: number | null; signal: string | null; atMs: number }[] = [];
  const startedAt = Date.now();
  const specOf = (name: string) => {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new Error(`no instance ${name}`);
    return spec;
  };

  function start(name: string) {
    const spec = specOf(name);
    const dataDir = path.join(workDir, name);
    mkdirSync(dataDir, { recursive: true });
    const child = startChild(name, process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repositoryRoot,
      logFile: path.join(workDir, `${name}.log`),
      env: {
        ...baseEnvironment(),
        ...shared,
        PORT: String(spec.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ROLE: spec.role,
        METRICS_PORT: String(spec.metricsPort),
      },
    });
    children.set(name, child);
    void child.exited.then(({ code, signal }) => {
      if (stopping.has(name) || children.get(name) !== child) return;
      crashes.push({ name, code, signal, atMs: Date.now() - startedAt });
      setTimeout(() => {
        if (!stopping.has(name) && children.get(name) === child) start(name);
      }, 500);
    });
  }

  const url = (name: string) => `http://127.0.0.1:${specOf(name).port}`;

  return {
    names: specs.map((spec) => spec.name),
    specs,
    crashes,
    url,
    logFile: (name: string) => path.join(workDir, `${name}.log`),
    start(name: string) {
      stopping.delete(name);
      start(name);
    },
    waitReady: (name: string, timeoutMs: number) =>
      waitFor(
        `${name} ready`,
        async () => ((await fetch(`${url(name)}${READY_PATH}`)).status === 200 ? true : undefined),
        { timeoutMs, everyMs: 200 },
      ),
    /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`); the instance stays down. */
    async stop(name: string, signal: NodeJS.Signals, timeoutMs = 15_000) {
      const child = children.get(name);
      if (!child) throw new Error(`${name} was never started`);
      stopping.add(name);
      const startedMs = Date.now();
      const outcome = await stopChild(child, signal, timeoutMs);
      return { ...outcome, tookMs: Date.now() - startedMs };
    },
    async stopAll() {
      for (const name of children.keys()) stopping.add(name);
      await Promise.all([...children.values()].map((child) => stopChild(child, 'SIGTERM', 12_000)));
    },
  };
}
export type Instances = ReturnType<typeof createInstances>;
