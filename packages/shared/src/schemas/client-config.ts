import { z } from 'zod';
import { CITIES, LANGUAGES } from '../enums';

/** A third-party sign-in the server is configured for (CONTRACT.md: GOOGLE_*, OIDC_*). */
export const AuthProviderInfo = z.object({
  id: z.enum(['google', 'oidc']),
  name: z.string(),
});
export type AuthProviderInfo = z.infer<typeof AuthProviderInfo>;

/**
 * GET /api/client-config: the public, non-secret settings the web app needs at run time.
 * Never add a key, secret or internal address here: anyone can read it.
 */
export const ClientConfig = z.object({
  /** Raster tile template with {z}/{x}/{y} (and optionally {s}) placeholders (MAP_TILE_URL). */
  mapTileUrl: z.string(),
  /** Attribution the tile provider requires; empty when the provider is unknown. */
  mapAttribution: z.string(),
  /** Cities a visitor can pick; the others are shown as 'Coming Soon'. */
  enabledCities: z.array(z.enum(CITIES)),
  languages: z.array(z.enum(LANGUAGES)),
  authProviders: z.array(AuthProviderInfo),
  requireEmailConfirmation: z.boolean(),
  /** `manual`: a new listing waits for a moderator; `auto`: it goes live once its photos are processed. */
  reviewMode: z.enum(['auto', 'manual']),
  /** Photo uploads one user may have in flight (UPLOAD_CONCURRENCY_PER_USER): the web sends no more at once. */
  photoUploadsAtOnce: z.number().int().positive(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
