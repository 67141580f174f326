import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/lib/auth-store';
import { renderWithProviders } from '@/lib/test-utils';
import { PAGE, renderPanel, REPLY, send, signIn, USER_TURN } from '../testing/chat-panel-kit';
import {
  CHAT_ID,
  CHAT_KEY,
  chatResponse,
  message,
  streamOf,
  stubChatServer,
  turnStream,
} from '../testing/chat-test-server';
import { ChatPanel } from './chat-panel';

let events: unknown[] = [];
const recordEvent = (event: Event) => events.push((event as CustomEvent).detail);

beforeEach(() => {
  events = [];
  window.addEventListener('chatResponse', recordEvent);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('chatResponse', recordEvent);
  vi.unstubAllGlobals();
  localStorage.clear();
  endSession();
});

describe('ChatPanel for guests', () => {
  it('asks a guest to sign in, on both sub-tabs', async () => {
    const opened: unknown[] = [];
    window.addEventListener('openAuth', (event) => opened.push((event as CustomEvent).detail), {
      once: true,
    });
    renderWithProviders(<ChatPanel />, { path: PAGE });
    expect(screen.getByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toEqual([{ mode: 'signin' }]);
  });
});

describe('ChatPanel conversation', () => {
  it('welcomes, shows Thinking..., streams the reply, keeps the chat id of the page and language, reloads results', async () => {
    signIn();
    let releaseReply: () => void = () => undefined;
    const requests = stubChatServer((request) =>
      request.method === 'POST'
        ? new Promise<Response>((resolve) => (releaseReply = () => resolve(turnStream(USER_TURN, REPLY))))
        : undefined,
    );
    const textarea = await renderPanel();
    expect(screen.getByText('Hello! How can I help you find properties?')).toBeTruthy();
    send(textarea, '  2 rooms in Vake  ');
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    expect(textarea.value).toBe('');
    expect(screen.getByText('2 rooms in Vake')).toBeTruthy();
    releaseReply();
    expect(await screen.findByText(REPLY.message)).toBeTruthy();
    expect(screen.queryByText('Thinking...')).toBeNull();
    expect(localStorage.getItem(CHAT_KEY)).toBe(CHAT_ID);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.accept).toBe('text/event-stream');
    expect(post?.body).toEqual({
      chatId: null,
      message: '2 rooms in Vake',
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
    });
    expect(events).toEqual([{ refreshProperties: true, source: 'chat' }]);
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(log.querySelectorAll('time[datetime="2026-11-24T10:15:00.000Z"]').length).toBe(2);
  });

  it('continues the stored chat, loading its messages first', async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    const followUp = message(3, 'User', 'cheaper');
    const requests = stubChatServer((request) => {
      if (request.method === 'GET') return Response.json(chatResponse([USER_TURN, REPLY]));
      if (request.method === 'POST')
        return turnStream(followUp, message(4, 'Assistant', 'Lowered the price.'), [USER_TURN, REPLY]);
    });
    const textarea = await renderPanel();
    expect(await screen.findByText(REPLY.message)).toBeTruthy();
    expect(requests[0]?.path).toBe(`/api/Chat/Tbilisi/Sale/Apartment/${CHAT_ID}`);
    send(textarea, 'cheaper');
    expect(await screen.findByText('Lowered the price.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ chatId: CHAT_ID });
  });

  it('treats a chat that is gone (404) as no chat, not an error', async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    stubChatServer(() => undefined);
    await renderPanel();
    await waitFor(() => expect(localStorage.getItem(CHAT_KEY)).toBeNull());
    expect(screen.getByText('Hello! How can I help you find properties?')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ChatPanel errors', () => {
  it('shows the error banner with the unsent message, and Retry sends it again', async () => {
    signIn();
    let attempts = 0;
    stubChatServer((request) => {
      if (request.method !== 'POST') return undefined;
      attempts += 1;
      return attempts === 1
        ? Response.json({ message: 'Internal error', code: 'INTERNAL_ERROR' }, { status: 500 })
        : turnStream(USER_TURN, REPLY);
    });
    const textarea = await renderPanel();
    send(textarea, '2 rooms in Vake');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Error sending message')).toBeTruthy();
    expect(within(banner).getByText('Sorry, something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.queryByText('Thinking...')).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REPLY.message)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not sent')).toBeNull();
  });

  it('says the chat could not start when the server is unreachable; Dismiss gives the text back', async () => {
    signIn();
    stubChatServer((request) =>
      request.method === 'POST' ? () => Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const textarea = await renderPanel();
    send(textarea, 'near the metro');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Failed to initialize chat')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(textarea.value).toBe('near the metro');
  });

  it('keeps a chat whose reply broke off: No response received, the message stays in the chat', async () => {
    signIn();
    const requests = stubChatServer((request) => {
      if (request.method === 'POST')
        return streamOf([{ type: 'accepted', chatId: CHAT_ID, message: USER_TURN }]);
      return Response.json(chatResponse([USER_TURN]));
    });
    const textarea = await renderPanel();
    send(textarea, USER_TURN.message);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('No response received. Please try again.')).toBeTruthy();
    expect(localStorage.getItem(CHAT_KEY)).toBe(CHAT_ID);
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith(`/Apartment/${CHAT_ID}`))).toBe(true),
    );
    expect(await screen.findByText(USER_TURN.message)).toBeTruthy();
    expect(screen.queryByText('Not sent')).toBeNull();
    // The results follow only a finished turn.
    expect(events).toEqual([]);
  });

  it('names a failed load, and Retry loads again', async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    let loads = 0;
    stubChatServer(() => {
      loads += 1;
      return loads === 1
        ? Response.json({ message: 'Down', code: 'INTERNAL_ERROR' }, { status: 500 })
        : Response.json(chatResponse([USER_TURN, REPLY]));
    });
    renderWithProviders(<ChatPanel />, { path: PAGE });
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Failed to load chat')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REPLY.message)).toBeTruthy();
  });
});

describe('ChatPanel clear and history', () => {
  it('clears the chat: deleted on the server, forgotten here, results reloaded', async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    const requests = stubChatServer((request) =>
      request.method === 'DELETE'
        ? Response.json({ success: true })
        : Response.json(chatResponse([USER_TURN, REPLY])),
    );
    await renderPanel();
    await screen.findByText(REPLY.message);
    fireEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    await waitFor(() => expect(localStorage.getItem(CHAT_KEY)).toBeNull());
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({
      chatId: CHAT_ID,
      city: 'Tbilisi',
      listingType: 'Sale',
      propertyType: 'Apartment',
    });
    expect(screen.queryByText(REPLY.message)).toBeNull();
    expect(events).toEqual([{ refreshProperties: true, source: 'chat' }]);
  });

  it('lists previous chats and continues the one opened', async () => {
    signIn();
    stubChatServer((request) => {
      if (request.path.startsWith('/api/Chat/history'))
        return Response.json({
          chats: [
            {
              id: CHAT_ID,
              language: 'ru',
              title: 'двушка в Ваке',
              messageCount: 4,
              createdAt: '2026-11-20T10:00:00.000Z',
              updatedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        });
      return Response.json(chatResponse([USER_TURN, REPLY]));
    });
    await renderPanel();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'History' }));
    const item = await screen.findByRole('button', { name: /двушка в Ваке/ });
    expect(item.textContent).toContain('4 messages');
    expect(item.textContent).toContain('Russian');
    fireEvent.click(item);
    expect(await screen.findByText(REPLY.message)).toBeTruthy();
    expect(localStorage.getItem(CHAT_KEY)).toBe(CHAT_ID);
  });
});
