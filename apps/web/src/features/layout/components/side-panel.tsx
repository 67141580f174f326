import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, SlidersIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type SidePanelTab = 'chat' | 'filters';

interface SidePanelProps {
  chat: ReactNode;
  filters: ReactNode;
  /** Guests cannot chat yet, so their panel opens on the filters. */
  initialTab?: SidePanelTab;
}

/** SPEC.md 'Side panel': two tabs, the AI chat and the hard filters. */
export function SidePanel({ chat, filters, initialTab = 'filters' }: SidePanelProps) {
  const { t } = useTranslation('layout');
  const [tab, setTab] = useState<SidePanelTab>(initialTab);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as SidePanelTab)}
      className="flex h-full min-h-0 flex-col"
    >
      <TabsList aria-label={t('sidePanel.label')} className="shrink-0 px-2">
        <TabsTrigger value="chat">
          <ChatIcon className="size-4" />
          {t('sidePanel.chat')}
        </TabsTrigger>
        <TabsTrigger value="filters">
          <SlidersIcon className="size-4" />
          {t('sidePanel.filters')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="chat" className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
        {chat}
      </TabsContent>
      <TabsContent value="filters" className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
        {filters}
      </TabsContent>
    </Tabs>
  );
}
