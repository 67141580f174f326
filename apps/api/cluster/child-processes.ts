import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A process the cluster test started, its output in a log file, and how it ended (when it has). */
export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

const running = new Set<Child>();

/** `command` from Debian's `debianPackage`, installed when missing and this is root (CI is), else says what to install. */
export function ensureDebianCommand(command: string, debianPackage: string) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return;
  const hint = `${command} is missing: install Debian's package (apt-get install -y ${debianPackage})`;
  if (process.getuid?.() !== 0) throw new Error(hint);
  console.log(`Installing Debian ${debianPackage}…`);
  const apt = (...args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
  const install = () => apt('install', '-y', '-qq', debianPackage);
  if (!install() && !(apt('update', '-qq') && install())) throw new Error(hint);
}

/** Starts `command` with its output going to `logFile`; every child is ended by `killAllChildren`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  { logFile, env, cwd }: { logFile: string; env?: NodeJS.ProcessEnv; cwd?: string },
): Child {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let hasExited = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      running.delete(entry);
      resolve({ code, signal });
    });
  });
  const entry: Child = { name, process: child, logFile, exited, hasExited: () => hasExited };
  running.add(entry);
  return entry;
}

/** Sends `signal` and waits up to `timeoutMs` for the exit; SIGKILL after that. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000) {
  if (child.hasExited()) return child.exited;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), timeoutMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The last resort on the way out (also from the `exit` event, so it stays synchronous). */
export function killAllChildren() {
  for (const child of running) child.process.kill('SIGKILL');
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every `everyMs` until it answers something other than undefined, or throws at the deadline. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs, everyMs = 100 }: { timeoutMs: number; everyMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
