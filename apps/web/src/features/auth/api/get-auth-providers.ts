import { useQuery } from '@tanstack/react-query';
import type { AuthProviderInfo } from '@sakhli/shared/schemas/client-config';
import { clientConfigQuery } from '@/lib/client-config';

const NO_PROVIDERS: AuthProviderInfo[] = [];

/** The social sign-ins the server is configured for (GET /api/client-config); none until it answers. */
export function useAuthProviders(): AuthProviderInfo[] {
  const { data } = useQuery(clientConfigQuery);
  return data?.authProviders ?? NO_PROVIDERS;
}
