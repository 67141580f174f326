import { mkdtempSync } from 'node:fs';
import { readdir, readFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTempFiles } from './temp-files';

const freshDirectory = () => path.join(mkdtempSync(path.join(tmpdir(), 'sakhli-temp-')), 'uploads');

async function preparedFiles(directory = freshDirectory()) {
  const files = createTempFiles(directory);
  await files.prepare(3_600_000);
  return files;
}

describe('createTempFiles', () => {
  it('writes a stream to a new file of its own and removes it when asked', async () => {
    const directory = freshDirectory();
    const files = await preparedFiles(directory);
    const saved = await files.save(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    expect(saved.size).toBe(6);
    expect(await readFile(saved.path, 'utf8')).toBe('abcdef');
    await saved.remove();
    expect(await readdir(directory)).toEqual([]);
  });

  it('removes the partial file of a stream that fails, and passes its error on', async () => {
    const directory = freshDirectory();
    const files = await preparedFiles(directory);
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(1_000));
    setImmediate(() => failing.destroy(new Error('cut off')));
    await expect(files.save(failing)).rejects.toThrow('cut off');
    expect(await readdir(directory)).toEqual([]);
  });

  it('on preparing, removes only files older than the age given (left by a stopped process)', async () => {
    const directory = freshDirectory();
    const files = await preparedFiles(directory);
    const old = await files.save(Readable.from([Buffer.from('old')]));
    const fresh = await files.save(Readable.from([Buffer.from('new')]));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(old.path, twoHoursAgo, twoHoursAgo);
    await files.prepare(3_600_000);
    expect(await readdir(directory)).toEqual([path.basename(fresh.path)]);
  });
});
