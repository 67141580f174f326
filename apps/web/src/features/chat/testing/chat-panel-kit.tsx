import { fireEvent, screen } from '@testing-library/react';
import { storeTestSession, testUser } from '@/lib/auth-test-server';
import { applyUser } from '@/lib/auth-store';
import { renderWithProviders } from '@/lib/test-utils';
import { ChatPanel } from '../components/chat-panel';
import { message } from './chat-test-server';

export const PAGE = '/?listingType=Sale&propertyType=Apartment';
export const USER_TURN = message(1, 'User', '2 rooms in Vake');
export const REPLY = message(2, 'Assistant', 'Two-room flats in Vake: 12 listings match.');

export function signIn() {
  const user = testUser();
  storeTestSession({ user });
  applyUser(user);
}

/** The panel on the sale-apartment page; answers its message box once shown. */
export function renderPanel() {
  renderWithProviders(<ChatPanel />, { path: PAGE });
  return screen.findByLabelText<HTMLTextAreaElement>('Your message');
}

export function send(textarea: HTMLTextAreaElement, text: string) {
  fireEvent.change(textarea, { target: { value: text } });
  fireEvent.keyDown(textarea, { key: 'Enter' });
}
