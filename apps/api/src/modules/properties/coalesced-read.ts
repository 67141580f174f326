/**
 * Shares reads among concurrent callers without ever answering from a read that started before the
 * caller asked: while a read runs, new callers wait for the next one, which starts when it ends. Under
 * load that is one read at a time however many requests arrive, and a caller still sees every write
 * committed before it called.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
