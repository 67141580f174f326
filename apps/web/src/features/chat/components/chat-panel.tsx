import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dispatchAppEvent } from '@/lib/app-events';

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

/** The AI chat tab: sub-tabs Current and History. */
export function ChatPanel() {
  const { t } = useTranslation('chat');
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
      <TabsContent value="current" className="min-h-0 flex-1 overflow-y-auto">
        <SignInRequired />
      </TabsContent>
      <TabsContent value="history" className="min-h-0 flex-1 overflow-y-auto">
        <SignInRequired />
      </TabsContent>
    </Tabs>
  );
}
