import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { SellerLine } from './seller-line';

afterEach(cleanup);

describe('SellerLine (who sells, issue 16)', () => {
  it('says "Owner" for an owner, with no name, no logo and no link', async () => {
    renderWithProviders(
      <SellerLine
        seller={{ id: 'u1', accountType: 'Owner', agencyName: null, logoUrl: null, isVerified: false }}
      />,
    );
    expect((await screen.findByTestId('seller-line')).textContent).toBe('Owner');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names an agency, links to its page, shows its logo and an accessible verified badge', async () => {
    renderWithProviders(
      <SellerLine
        seller={{
          id: 'a1',
          accountType: 'Developer',
          agencyName: 'Archi',
          logoUrl: '/logo.webp',
          isVerified: true,
        }}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Developer · Archi' });
    expect(link.getAttribute('href')).toBe('/agency/a1');
    expect(screen.getByAltText('Archi logo').getAttribute('src')).toBe('/logo.webp');
    expect(screen.getByRole('img', { name: 'Verified seller: checked by Sakhli' })).toBeTruthy();
  });
});
