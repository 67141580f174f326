import { describe, expect, it } from 'vitest';
import { coalesceReads } from './coalesced-read';

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, started: () => started, finish: (value: number) => pending.shift()?.(value) };
}

describe('coalesceReads', () => {
  it('starts a read for a caller when none runs', async () => {
    const source = controlledRead();
    const readVersion = coalesceReads(source.read);
    const first = readVersion();
    source.finish(1);
    expect(await first).toBe(1);
    const second = readVersion();
    expect(source.started()).toBe(2);
    source.finish(2);
    expect(await second).toBe(2);
  });

  it('gives callers that arrive during a read one fresh read started after it', async () => {
    const source = controlledRead();
    const readVersion = coalesceReads(source.read);
    const first = readVersion();
    const second = readVersion();
    const third = readVersion();
    expect(source.started()).toBe(1);
    source.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(source.started()).toBe(2);
    source.finish(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('recovers from a failed read', async () => {
    let calls = 0;
    const readVersion = coalesceReads(() =>
      ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(5),
    );
    const failing = readVersion();
    const waiting = readVersion();
    await expect(failing).rejects.toThrow('down');
    expect(await waiting).toBe(5);
  });
});
