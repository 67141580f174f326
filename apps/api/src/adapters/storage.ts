import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';

/** Where photo bytes live. Keys are relative paths such as `photos/ab/abcdef.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A readable stream and its size, or undefined when the key does not exist. */
  get(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** The public URL the browser loads the object from. */
  urlFor(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').includes('..');
}

/** Default: files under DATA_DIR/media, served by the API at /media/<key>. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : undefined;
    },
    urlFor: (key) => `/media/${key}`,
  };
}

export function createStorage(config: Config): Storage {
  if (config.storage === 's3') {
    throw new Error('STORAGE=s3: the S3 adapter is not available in this version; use STORAGE=local');
  }
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
