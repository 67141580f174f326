import { STORAGE_KEYS } from './storage-keys';

/**
 * The secret a sign-up hands the browser that made it (decision 014): the mailed link confirms with a click
 * where it is kept, and asks for the sign-up's password anywhere else. Local storage, since the link
 * usually opens in a new tab. One at a time: a later sign-up's secret replaces an earlier one.
 */
export function keepConfirmationSecret(secret: string) {
  localStorage.setItem(STORAGE_KEYS.confirmationSecret, secret);
}

export function readConfirmationSecret(): string | null {
  return localStorage.getItem(STORAGE_KEYS.confirmationSecret);
}

export function forgetConfirmationSecret() {
  localStorage.removeItem(STORAGE_KEYS.confirmationSecret);
}
