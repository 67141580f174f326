import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LockIcon, SparklesIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dispatchAppEvent } from '@/lib/app-events';
import { useAuth } from '@/lib/use-auth';

/** SPEC.md: chat needs an account; a signed-out visitor is asked to sign in. */
function SignInRequired() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LockIcon className="size-6" />
      </span>
      <h3 className="text-base font-semibold text-slate-900">{t('signInRequired.title')}</h3>
      <p className="mt-1.5 max-w-xs text-sm text-slate-600">{t('signInRequired.text')}</p>
      <Button className="mt-5" onClick={() => dispatchAppEvent('openAuth', { mode: 'signin' })}>
        {t('signInRequired.action')}
      </Button>
    </div>
  );
}

/**
 * A signed-in user's empty conversation: the welcome message of SPEC.md, and the composer, disabled until the
 * assistant arrives (it says so rather than failing on send).
 */
function EmptyConversation() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <div className="flex items-start gap-2.5">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <SparklesIcon className="size-4" />
          </span>
          <p className="rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-800">
            {t('welcome')}
          </p>
        </div>
      </div>
      <div className="border-t border-slate-200 px-5 py-4">
        <label htmlFor="chat-message" className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id="chat-message"
          disabled
          rows={2}
          aria-describedby="chat-unavailable"
          placeholder={t('composer.placeholder')}
          className="block w-full resize-none rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-500 placeholder:text-slate-400"
        />
        <p id="chat-unavailable" className="mt-2 text-xs text-slate-500">
          {t('composer.unavailable')}
        </p>
      </div>
    </div>
  );
}

function NoHistory() {
  const { t } = useTranslation('chat');
  return <p className="px-6 py-12 text-center text-sm text-slate-500">{t('history.empty')}</p>;
}

/** The AI chat tab: sub-tabs Current and History. */
export function ChatPanel() {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  return (
    <Tabs defaultValue="current" className="flex min-h-0 flex-1 flex-col">
      <div className="px-5 pt-4">
        <TabsList look="pill" aria-label={t('tabs.label')}>
          <TabsTrigger look="pill" value="current">
            {t('tabs.current')}
          </TabsTrigger>
          <TabsTrigger look="pill" value="history">
            {t('tabs.history')}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="current" className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        {user ? <EmptyConversation /> : <SignInRequired />}
      </TabsContent>
      <TabsContent value="history" className="min-h-0 flex-1 overflow-y-auto">
        {user ? <NoHistory /> : <SignInRequired />}
      </TabsContent>
    </Tabs>
  );
}
