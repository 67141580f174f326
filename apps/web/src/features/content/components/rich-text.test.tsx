import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { RichText } from './rich-text';

afterEach(cleanup);

describe('RichText', () => {
  it('turns [label](href) into links and **text** into strong text', async () => {
    renderWithProviders(
      <p>
        <RichText text="See the [guide](/guides), [the registry](https://napr.gov.ge) or **write** to [us](mailto:support@sakhli.ge)." />
      </p>,
    );
    const inApp = await screen.findByRole('link', { name: 'guide' });
    expect(inApp.getAttribute('href')).toBe('/guides');
    expect(inApp.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: 'the registry' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('href')).toBe('mailto:support@sakhli.ge');
    expect(screen.getByText('write').tagName).toBe('STRONG');
    expect(screen.getByText(/See the/).textContent).toBe('See the guide, the registry or write to us.');
  });
});
