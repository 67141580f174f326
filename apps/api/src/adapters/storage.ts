import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createS3Storage } from './storage-s3';

/** Where photo bytes live. Keys are relative paths such as `photos/ab/abcdef.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A readable stream and its size, or undefined when the key does not exist. */
  get(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes the object; a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
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
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    urlFor: (key) => `/media/${key}`,
  };
}

/** STORAGE=s3: any S3-compatible store (config.ts has checked that its variables are set). */
export function createStorage(config: Config): Storage {
  const { bucket, accessKeyId, secretAccessKey, endpoint, region } = config.s3;
  if (config.storage === 's3' && bucket && accessKeyId && secretAccessKey) {
    return createS3Storage({ endpoint, region, bucket, accessKeyId, secretAccessKey });
  }
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
