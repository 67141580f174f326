/**
 * Runs tasks of one key one after another (tasks of different keys run freely): the turns of one chat
 * each start from the state the previous one stored. Keys without waiting tasks are forgotten.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
