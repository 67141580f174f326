import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/ui/stat-tile';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { Decision } from '../hooks/use-moderation-decision';

/** How many listings wait, and how many this moderator approved and rejected on this page. */
export function ModerationCounters({
  pending,
  decisions,
}: {
  pending: number | null;
  decisions: Decision[];
}) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const count = (kind: Decision['kind']) => decisions.filter((decision) => decision.kind === kind).length;
  const tiles = [
    { key: 'pending', value: pending, hint: null },
    { key: 'approved', value: count('approved'), hint: t('counters.sessionHint') },
    { key: 'rejected', value: count('rejected'), hint: t('counters.sessionHint') },
  ] as const;
  return (
    <dl aria-label={t('counters.label')} className="grid grid-cols-3 gap-3">
      {tiles.map((tile) => (
        <StatTile
          key={tile.key}
          label={t(`counters.${tile.key}`)}
          value={tile.value === null ? '—' : formatNumber(tile.value, language)}
          hint={tile.hint}
          testId={`counter-${tile.key}`}
        />
      ))}
    </dl>
  );
}
