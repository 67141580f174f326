import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeTestSession, testUser } from './auth-test-server';
import { applyUser, endSession } from './auth-store';
import { clearGuestChatState } from './auth-tokens';
import { clearChatId, readChatId, useChatId, writeChatId } from './chat-id';
import { chatIdStorageKey } from './storage-keys';

const SALE_FLATS = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;
const RENT_FLATS = { ...SALE_FLATS, listingType: 'Rent' } as const;

function signIn() {
  const user = testUser();
  storeTestSession({ user });
  applyUser(user);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  endSession();
});

describe('chat ids in storage', () => {
  it('keeps one per city, listing type, property type and language', () => {
    signIn();
    writeChatId(SALE_FLATS, 'ka', 'chat-ka');
    writeChatId(SALE_FLATS, 'en', 'chat-en');
    writeChatId(RENT_FLATS, 'ka', 'chat-rent');
    expect(localStorage.getItem('sakhli_chat_id_tbilisi_sale_apartment_ka')).toBe('chat-ka');
    expect(chatIdStorageKey(SALE_FLATS, 'en')).toBe('sakhli_chat_id_tbilisi_sale_apartment_en');
    expect(readChatId(SALE_FLATS, 'en')).toBe('chat-en');
    expect(readChatId(RENT_FLATS, 'ka')).toBe('chat-rent');
    expect(readChatId(SALE_FLATS, 'ru')).toBeNull();
    clearChatId(SALE_FLATS, 'ka');
    expect(readChatId(SALE_FLATS, 'ka')).toBeNull();
    expect(readChatId(SALE_FLATS, 'en')).toBe('chat-en');
  });

  it('re-renders its readers when a chat starts or ends, and has none for a signed-out visitor', () => {
    signIn();
    const { result } = renderHook(() => useChatId(SALE_FLATS, 'en'));
    expect(result.current).toBeNull();
    act(() => writeChatId(SALE_FLATS, 'en', 'chat-1'));
    expect(result.current).toBe('chat-1');
    act(() => endSession());
    expect(result.current).toBeNull();
  });

  it('are all forgotten at sign-in (SPEC.md section 4)', () => {
    signIn();
    writeChatId(SALE_FLATS, 'en', 'chat-1');
    writeChatId(RENT_FLATS, 'ru', 'chat-2');
    clearGuestChatState();
    expect(Object.keys(localStorage).filter((key) => key.includes('chat_id'))).toEqual([]);
  });
});
