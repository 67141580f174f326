/**
 * Runs at most `limit` tasks at once, the others in the order they came; a task still waiting can be
 * dropped, and the limit can change (it comes from the server) while tasks run.
 */
export function createTaskQueue(limit: number) {
  let running = 0;
  let waiting: { key: string; run: () => Promise<unknown> }[] = [];

  function startNext() {
    while (running < limit && waiting.length > 0) {
      const [task, ...rest] = waiting;
      waiting = rest;
      running += 1;
      void task!
        .run()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
  }

  return {
    add(key: string, run: () => Promise<unknown>) {
      waiting.push({ key, run });
      startNext();
    },
    /** Forgets a task that has not started; a running one is stopped by its own means (abort). */
    drop(key: string) {
      waiting = waiting.filter((task) => task.key !== key);
    },
    setLimit(next: number) {
      limit = next;
      startNext();
    },
  };
}
