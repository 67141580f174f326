import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultDescription, useDocumentDescription } from './document-description';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentDescription', () => {
  afterEach(() => document.head.replaceChildren());

  it("shows the page's description while it is shown, then the default again", () => {
    document.head.innerHTML = '<meta name="description" content="From the server" />';
    setDefaultDescription('Apartments and houses in Georgia');
    expect(description()).toBe('Apartments and houses in Georgia');
    const page = renderHook(({ text }) => useDocumentDescription(text), {
      initialProps: { text: undefined as string | undefined },
    });
    expect(description()).toBe('Apartments and houses in Georgia');
    page.rerender({ text: '3-room apartment for sale in Vake' });
    expect(description()).toBe('3-room apartment for sale in Vake');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    page.unmount();
    expect(description()).toBe('Apartments and houses in Georgia');
  });
});
