import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { ScoreExplanation } from './score-explanation';

afterEach(cleanup);

describe('ScoreExplanation', () => {
  it('names the wishes the listing meets and the ones it does not, translated', () => {
    renderWithProviders(
      <ScoreExplanation
        property={testListing({
          semanticScore: 72.4,
          scoreExplanation: { matched: ['balcony', 'metro'], missed: ['quiet'] },
        })}
      />,
    );
    expect(screen.getByText('AI Score 72 of 100')).toBeTruthy();
    const [has, missing] = screen.getAllByRole('list');
    expect(has?.textContent).toBe('BalconyMetro nearby');
    expect(missing?.textContent).toBe('Quiet surroundings');
    expect(screen.getByText('Has')).toBeTruthy();
    expect(screen.getByText('Does not mention')).toBeTruthy();
  });

  it('says what the score weighs when the chat has no wishes yet', () => {
    renderWithProviders(<ScoreExplanation property={testListing({ semanticScore: 90 })} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/No wishes yet/)).toBeTruthy();
  });
});
