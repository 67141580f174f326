import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { isPublicAddress, type AddressPolicy } from './public-address';

/** Downloads a user-given URL for the server without letting the user aim it at internal hosts. */
export interface UrlFetcher {
  /**
   * The body of a 200 answer as a stream, never gathered in memory; throws SafeFetchError for anything
   * else. The stream fails with a SafeFetchError too: past the byte cap, at the time limit, when cut off.
   */
  fetch(url: string): Promise<Readable>;
}

export interface SafeFetchOptions {
  maxBytes: number;
  /** For the whole download, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Which connected-to addresses are allowed (default: public internet only). */
  addressPolicy?: AddressPolicy;
  /** Name resolution (default: the system resolver, as every other connection of this process). */
  resolve?: (hostname: string) => Promise<string[]>;
}

/**
 * Why a download failed. `reason` is for the log only: clients get one message whatever happened, so
 * the fetcher cannot be used to map which internal hosts or ports exist. `isTooLarge` is the exception:
 * the bytes came from a public server and the user needs to know the photo is too big.
 */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: string,
    readonly isTooLarge = false,
  ) {
    super(reason);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function parseTarget(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new SafeFetchError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('not http(s)');
  if (url.username || url.password) throw new SafeFetchError('credentials in URL');
  return url;
}

/** The URL's host without IPv6 brackets; the WHATWG parser already turned 2130706433 or 0x7f.1 into dotted form. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export function createSafeFetcher(options: SafeFetchOptions): UrlFetcher {
  const isAllowed = options.addressPolicy ?? isPublicAddress;
  const resolve = options.resolve ?? systemResolve;

  /** Resolves once and checks every answer: a name with any internal address is refused outright. */
  async function pinAddress(host: string): Promise<string> {
    const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
    if (addresses.length === 0) throw new SafeFetchError(`no address for ${host}`);
    const refused = addresses.find((address) => !isAllowed(address));
    if (refused !== undefined) throw new SafeFetchError(`refused address ${refused} for ${host}`);
    return addresses[0]!;
  }

  function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
    const family = isIP(address);
    // The connection goes to the address checked above, never to a second resolution of the name, so a
    // DNS answer that changes between check and connect (rebinding) cannot redirect it.
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const request = client.request(
        {
          protocol: url.protocol,
          hostname: hostOf(url),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers: { accept: 'image/*', 'accept-encoding': 'identity', 'user-agent': 'Sakhli photo import' },
          lookup: pinned,
          agent: false,
          signal,
        },
        resolvePromise,
      );
      request.on('socket', (socket) => {
        socket.once('connect', () => {
          // Defence in depth: whatever path led here, the peer actually connected to must be allowed.
          const peer = socket.remoteAddress;
          if (!peer || !isAllowed(peer)) request.destroy(new SafeFetchError(`connected to ${peer}`));
        });
      });
      request.on('error', (error) =>
        reject(error instanceof SafeFetchError ? error : new SafeFetchError(error.message)),
      );
      request.end();
    });
  }

  function capped(response: IncomingMessage): Readable {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw new SafeFetchError(`declared ${declared} bytes`, true);
    }
    let total = 0;
    const body = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        if (total > options.maxBytes) done(new SafeFetchError(`more than ${options.maxBytes} bytes`, true));
        else done(null, chunk);
      },
    });
    response.on('error', (error) =>
      body.destroy(error instanceof SafeFetchError ? error : new SafeFetchError(error.message)),
    );
    // Reading stops with the reader: past the cap, or when the caller gives up.
    body.on('close', () => response.destroy());
    return response.pipe(body);
  }

  return {
    async fetch(value) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      // Name resolution cannot be aborted; the time limit still ends the wait for it.
      const expired = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new SafeFetchError('time limit')), { once: true }),
      );
      expired.catch(() => undefined);
      let url = parseTarget(value);
      for (let redirects = 0; ; redirects += 1) {
        const address = await Promise.race([pinAddress(hostOf(url)), expired]);
        const response = await get(url, address, signal);
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.resume();
          const location = response.headers.location;
          if (!location || redirects >= options.maxRedirects) {
            throw new SafeFetchError(`redirect ${redirects + 1} to ${location}`);
          }
          url = parseTarget(location, url);
          continue;
        }
        if (status !== 200) {
          response.resume();
          throw new SafeFetchError(`status ${status}`);
        }
        return capped(response);
      }
    },
  };
}
