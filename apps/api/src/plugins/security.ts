import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

function originOf(template: string): string | undefined {
  try {
    // Tile templates hold {s}, {z}… placeholders; the origin is what the browser connects to.
    const url = new URL(template.replace('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    return template.includes('{s}')
      ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`
      : url.origin;
  } catch {
    return undefined;
  }
}

/** CONTRACT.md section 3: CSP with no inline or foreign script, nosniff, frame-ancestors 'none', referrer policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet positions tiles and markers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
