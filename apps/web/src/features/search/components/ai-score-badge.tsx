import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { SparklesIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { useCardSlots } from './card-slots';

const BADGE =
  'inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm';

/**
 * The AI Score (0–100) on a card: how well the listing fits the visitor's conversation. A button that opens the
 * explanation (which wishes the listing meets and which not) when the page provides one.
 */
export function AiScoreBadge({ property, score }: { property: Property; score: number }) {
  const { t } = useTranslation('search');
  const { scoreExplanation } = useCardSlots();
  const content = (
    <>
      <SparklesIcon className="size-3.5" />
      {t('card.aiScore', { score })}
    </>
  );
  if (!scoreExplanation) return <span className={BADGE}>{content}</span>;
  return (
    <Popover
      button={content}
      label={t('card.aiScoreExplain', { score })}
      buttonClassName={`${BADGE} cursor-pointer hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700`}
      panelClassName="w-72 p-3"
    >
      {scoreExplanation(property)}
    </Popover>
  );
}
