import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/lib/auth-store';
import { renderPanel, REPLY, send, signIn, USER_TURN } from '../testing/chat-panel-kit';
import { CHAT_ID, CHAT_KEY, chatResponse, stubChatServer } from '../testing/chat-test-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  endSession();
});

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('ChatPanel daily limits', () => {
  it("stops at the chat's daily limit with Message limit reached", async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    stubChatServer((request) =>
      request.method === 'POST'
        ? Response.json(
            { message: 'Message limit reached', code: 'CHAT_MESSAGE_LIMIT' },
            { status: 429, headers: { 'Retry-After': '3600' } },
          )
        : Response.json(chatResponse([USER_TURN, REPLY], { remainingMessages: 1 })),
    );
    const textarea = await renderPanel();
    await screen.findByText(REPLY.message);
    expect(screen.getByText(/1 message left today/)).toBeTruthy();
    send(textarea, 'also furnished');
    expect(await screen.findByText('Message limit reached', { selector: 'p.font-semibold' })).toBeTruthy();
    expect(screen.getByText(/up to 50 messages a day in one chat/)).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'one more' } });
    expect(sendButton().disabled).toBe(true);
  });

  it('stops at the limit over all chats with its own words; a new chat does not lift it', async () => {
    signIn();
    localStorage.setItem(CHAT_KEY, CHAT_ID);
    stubChatServer((request) => {
      if (request.method === 'POST')
        return Response.json(
          { message: 'Daily message limit reached', code: 'CHAT_DAILY_LIMIT' },
          { status: 429, headers: { 'Retry-After': '3600' } },
        );
      if (request.method === 'DELETE') return Response.json({ success: true });
      return Response.json(chatResponse([USER_TURN, REPLY]));
    });
    const textarea = await renderPanel();
    await screen.findByText(REPLY.message);
    send(textarea, 'also furnished');
    expect(await screen.findByText('Message limit reached', { selector: 'p.font-semibold' })).toBeTruthy();
    expect(screen.getByText(/all the messages of today, over all your chats/)).toBeTruthy();
    expect(screen.queryByText(/in one chat/)).toBeNull();
    expect(screen.queryByText('Daily message limit reached')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    await waitFor(() => expect(localStorage.getItem(CHAT_KEY)).toBeNull());
    fireEvent.change(textarea, { target: { value: 'in a new chat' } });
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText(/all the messages of today, over all your chats/)).toBeTruthy();
  });
});
