import { parentPort, Worker } from 'node:worker_threads';

/**
 * Starts a bench's server file in a worker thread (its own event loop beside the load generator) and waits
 * for its first message, what the server says once it is ready.
 */
export function startWorker<Ready>(file: string, input: unknown): Promise<{ worker: Worker; ready: Ready }> {
  // Workers do not inherit the tsx loader on Node 20: the worker registers it, then loads the file.
  const url = new URL(file, import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: input });
  return new Promise((resolve, reject) => {
    worker.once('message', (ready: Ready) => resolve({ worker, ready }));
    worker.once('error', reject);
  });
}

/** Asks a bench's server to close, and waits for its thread to end. */
export async function stopWorker(worker: Worker): Promise<void> {
  worker.postMessage('close');
  await new Promise((resolve) => worker.once('exit', resolve));
}

/**
 * The server side: listens on a free port of 127.0.0.1 and closes the app and its database (then the thread)
 * when the bench asks. Returns the port.
 */
export async function serveUntilClosed(
  app: { listen(options: { host: string; port: number }): Promise<unknown>; close(): Promise<unknown> } & {
    server: { address(): unknown };
  },
  closeDatabase: () => Promise<unknown>,
): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  parentPort?.on('message', (message) => {
    if (message !== 'close') return;
    void app
      .close()
      .then(closeDatabase)
      .then(() => process.exit(0));
  });
  const address = app.server.address() as { port?: number } | null;
  return address?.port ?? 0;
}
