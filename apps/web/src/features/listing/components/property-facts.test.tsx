import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { PropertyFacts } from './property-facts';

afterEach(cleanup);

describe('PropertyFacts: the metro (decision 042)', () => {
  it('says how many minutes it is to the nearest station, and how that is estimated', () => {
    renderWithProviders(
      <PropertyFacts property={testListing({ metroStationId: 'delisi', metroWalkMinutes: 6 })} />,
    );
    expect(screen.getByText('Metro')).toBeTruthy();
    expect(screen.getByText('6 min walk to Delisi')).toBeTruthy();
    expect(screen.getByText('Estimated: straight-line distance × 1.3, at 80 m a minute')).toBeTruthy();
  });

  it('says nothing about the metro when no station is near', () => {
    renderWithProviders(<PropertyFacts property={testListing({})} />);
    expect(screen.queryByText('Metro')).toBeNull();
  });
});
