import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/use-auth';
import { useChatScope } from '../hooks/use-chat-scope';
import { ChatHistory } from './chat-history';
import { ConnectionIndicator } from './connection-indicator';
import { CurrentChat } from './current-chat';
import { SignInRequired } from './sign-in-required';

type ChatTab = 'current' | 'history';

/**
 * The AI chat tab (SPEC.md 'Side panel'): sub-tabs Current and History; guests are asked to sign in.
 * `searchAction`: another feature's action on the chat's search (saving it), under a conversation that has one.
 */
export function ChatPanel({ searchAction }: { searchAction?: ReactNode }) {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const scope = useChatScope();
  const [tab, setTab] = useState<ChatTab>('current');
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as ChatTab)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-1 sm:px-5">
        <TabsList look="pill" aria-label={t('tabs.label')}>
          <TabsTrigger look="pill" value="current">
            {t('tabs.current')}
          </TabsTrigger>
          <TabsTrigger look="pill" value="history">
            {t('tabs.history')}
          </TabsTrigger>
        </TabsList>
        {user && <ConnectionIndicator />}
      </div>
      <TabsContent value="current" className="flex min-h-0 flex-1 flex-col">
        {user ? <CurrentChat scope={scope} searchAction={searchAction} /> : <SignInRequired />}
      </TabsContent>
      <TabsContent value="history" className="min-h-0 flex-1 overflow-y-auto">
        {user ? <ChatHistory scope={scope} onOpened={() => setTab('current')} /> : <SignInRequired />}
      </TabsContent>
    </Tabs>
  );
}
