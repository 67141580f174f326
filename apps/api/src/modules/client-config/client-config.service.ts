import type { ClientConfig } from '@sakhli/shared/schemas/client-config';
import { ENABLED_CITIES, LANGUAGES } from '@sakhli/shared/enums';
import type { Config } from '../../config';

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** OpenStreetMap's tile policy requires its attribution; other providers are not known here. */
export function tileAttribution(tileUrl: string): string {
  return /(^|[./])openstreetmap\.(org|fr|de)\//.test(tileUrl) ? OSM_ATTRIBUTION : '';
}

/** Picks the public settings out of the configuration: never a secret, never an internal address. */
export function buildClientConfig(config: Config): ClientConfig {
  return {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: tileAttribution(config.mapTileUrl),
    enabledCities: [...ENABLED_CITIES],
    languages: [...LANGUAGES],
    authProviders: [
      ...(config.google ? [{ id: 'google' as const, name: 'Google' }] : []),
      ...(config.oidc ? [{ id: 'oidc' as const, name: config.oidc.name }] : []),
    ],
    requireEmailConfirmation: config.requireEmailConfirmation,
    reviewMode: config.reviewMode,
    photoUploadsAtOnce: config.uploadConcurrencyPerUser,
  };
}
