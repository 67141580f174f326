import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '@sakhli/shared/schemas/client-config';
import { apiRequest } from './api-client';

/** GET /api/client-config, read once per page load: it changes only with a server restart. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => apiRequest<ClientConfig>('/api/client-config', { signal }),
  staleTime: Infinity,
  retry: 1,
});
