import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSettings } from '@sakhli/shared/schemas/price-drops';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';

const mailSettingsKey = (userId: string) => ['dashboard', 'mail-settings', userId] as const;

/** GET /api/Auth/mail-settings: which optional mails the user gets. */
export function useMailSettings(userId: string) {
  return useQuery({
    queryKey: mailSettingsKey(userId),
    queryFn: ({ signal }) => apiRequest<MailSettings>('/api/Auth/mail-settings', { signal }),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

/** PUT /api/Auth/mail-settings; the answer becomes what the page shows. */
export function useUpdateMailSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) =>
      apiRequest<MailSettings>('/api/Auth/mail-settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(mailSettingsKey(userId), settings),
  });
}
