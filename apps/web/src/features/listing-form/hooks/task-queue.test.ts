import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

/** A task the test finishes by hand, recording when it started. */
function handTask(started: string[], key: string) {
  let finish = () => {};
  const run = () => {
    started.push(key);
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { run, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs at most `limit` tasks at once and starts the next in order as each ends', async () => {
    const started: string[] = [];
    const queue = createTaskQueue(2);
    const tasks = ['a', 'b', 'c', 'd'].map((key) => handTask(started, key));
    tasks.forEach((task, index) => queue.add(String(index), task.run));
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('forgets a dropped task that was waiting, and follows a new limit', async () => {
    const started: string[] = [];
    const queue = createTaskQueue(1);
    const [first, second, third] = ['a', 'b', 'c'].map((key) => handTask(started, key));
    queue.add('a', first!.run);
    queue.add('b', second!.run);
    queue.add('c', third!.run);
    queue.drop('b');
    queue.setLimit(3);
    expect(started).toEqual(['a', 'c']);
    first!.finish();
    await settle();
    expect(started).toEqual(['a', 'c']);
  });
});
