import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/auth-test-server';
import { renderRoutes } from '@/lib/test-utils';
import { UnsubscribeConfirmation } from './unsubscribe-confirmation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(token: string, language: 'en' | 'ka' | 'ru' = 'en') {
  return renderRoutes([{ path: '/unsubscribe/:token', element: <UnsubscribeConfirmation token={token} /> }], {
    path: `/unsubscribe/${token}`,
    language,
  });
}

describe('/unsubscribe/{token}', () => {
  it('changes nothing on arrival; the button unsubscribes without a session and links to the saved searches', async () => {
    const requests = stubApi(() => ({ body: { kind: 'saved-search', found: true } }));
    renderAt('abc.def');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Alerts turned off' })).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/unsubscribe/abc.def', authorization: null, body: undefined },
    ]);
    expect(screen.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
  });

  it('says so when the link was changed, and lets a failed call be tried again', async () => {
    let calls = 0;
    stubApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: 'down', code: 'UNAVAILABLE' } }
        : { status: 404, body: { message: 'bad', code: 'UNSUBSCRIBE_LINK_INVALID' } };
    });
    renderAt('abc.forged', 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByRole('heading', { name: 'Ссылка не работает' })).toBeTruthy();
  });
});
