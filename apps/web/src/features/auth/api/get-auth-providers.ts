import { useQuery } from '@tanstack/react-query';
import type { AuthProviderInfo, ClientConfig } from '@sakhli/shared/schemas/client-config';
import { apiRequest } from '@/lib/api-client';

const NO_PROVIDERS: AuthProviderInfo[] = [];

/** The social sign-ins the server is configured for (GET /api/client-config); none until it answers. */
export function useAuthProviders(): AuthProviderInfo[] {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiRequest<ClientConfig>('/api/client-config', { signal }),
    staleTime: Infinity,
    retry: 1,
  });
  return data?.authProviders ?? NO_PROVIDERS;
}
