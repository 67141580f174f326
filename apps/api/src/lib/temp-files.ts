import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file a request's bytes were written to; whoever holds it removes it when done. */
export interface TempFile {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/**
 * Request bodies go to files in `directory` (under DATA_DIR: a tmpfs /tmp would hold them in memory again),
 * never whole into memory.
 */
export function createTempFiles(directory: string) {
  return {
    /**
     * Makes the directory and removes files older than `staleAfterMs`: what a process that stopped
     * mid-request left behind. By age, as other instances sharing DATA_DIR may be writing theirs right now.
     */
    async prepare(staleAfterMs: number, now = Date.now()) {
      await mkdir(directory, { recursive: true });
      for (const name of await readdir(directory)) {
        const file = path.join(directory, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now - info.mtimeMs > staleAfterMs) await rm(file, { force: true });
      }
    },
    /**
     * Writes `source` to a new file; when `source` fails (too large, cut off) the partial file is removed.
     * The stream is taken over at once, so an error it raises meanwhile is never left unhandled.
     */
    save(source: Readable): Promise<TempFile> {
      const file = path.join(directory, randomUUID());
      const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      const remove = () => rm(file, { force: true });
      return pipeline(source, output).then(
        () => ({ path: file, size: output.bytesWritten, remove }),
        async (error: unknown) => {
          await remove();
          throw error;
        },
      );
    },
  };
}
export type TempFiles = ReturnType<typeof createTempFiles>;
