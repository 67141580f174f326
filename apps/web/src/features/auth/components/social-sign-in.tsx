import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthProviderInfo } from '@sakhli/shared/schemas/client-config';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { KeyIcon } from '@/components/ui/account-icons';
import { useAuthProviders } from '../api/get-auth-providers';
import { startSocialSignIn } from '../api/social-sign-in';
import { socialStartErrorMessage } from '../auth-messages';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

/** SPEC.md 'Auth modal': the social sign-in first, one button per provider the server is configured for. */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const providers = useAuthProviders();
  const start = useMutation({ mutationFn: (provider: AuthProviderInfo) => startSocialSignIn(provider.id) });
  if (!providers.length) return null;
  const label = (provider: AuthProviderInfo) =>
    provider.id === 'google' ? t('social.google') : t('social.oidc', { name: provider.name });
  const providerName = (provider: AuthProviderInfo) => (provider.id === 'google' ? 'Google' : provider.name);
  return (
    <div className="mb-5 flex flex-col gap-3">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          className="w-full"
          disabled={start.isPending}
          onClick={() => start.mutate(provider)}
        >
          {provider.id === 'google' ? <GoogleMark /> : <KeyIcon className="size-5 text-slate-600" />}
          {start.isPending && start.variables.id === provider.id ? t('social.redirecting') : label(provider)}
        </Button>
      ))}
      {start.isError && (
        <Alert title={t('social.startFailed', { provider: providerName(start.variables) })}>
          {socialStartErrorMessage(start.error, t)}
        </Alert>
      )}
      <div
        className="flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase"
        role="presentation"
      >
        <span className="h-px flex-1 bg-slate-200" />
        {t('modal.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
