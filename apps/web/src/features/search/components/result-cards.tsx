import { memo, useDeferredValue } from 'react';
import type { Property } from '@sakhli/shared/schemas/property';
import { classNames } from '@/lib/class-names';
import { PropertyCard } from './property-card';
import { RESULTS_GRID } from './results-states';

/** The first row: up to three cards wide. */
const FIRST_ROW = 3;

interface ResultCardsProps {
  items: Property[];
  isUpdating: boolean;
  onShowOnMap: (propertyId: number) => void;
}

/**
 * The page's cards; they render again only when the listings change, not with everything around them. The
 * first row comes first, on its own, so the page shows it (and its photo) before the rest is built.
 */
export const ResultCards = memo(function ResultCards({ items, isUpdating, onShowOnMap }: ResultCardsProps) {
  const shownCount = useDeferredValue(items.length, FIRST_ROW);
  return (
    <div
      aria-busy={isUpdating}
      className={classNames(RESULTS_GRID, 'transition-opacity', isUpdating && 'opacity-60')}
    >
      {items.map((property, index) =>
        index < shownCount ? (
          <PropertyCard
            key={property.id}
            property={property}
            onShowOnMap={onShowOnMap}
            isFirst={index === 0}
          />
        ) : (
          // Holds the card's place (the size an off-screen card takes), so nothing below moves when it comes.
          <div key={property.id} aria-hidden="true" className="h-[36rem]" />
        ),
      )}
    </div>
  );
});
