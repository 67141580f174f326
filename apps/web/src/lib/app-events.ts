import { useEffect, useRef } from 'react';

/**
 * Window events that let features talk without importing each other (SPEC.md: `openAuth`; results reload on
 * a chat response with the refresh flag and on a deleted filter; the chat reloads when filters change).
 */
export const APP_EVENTS = {
  openAuth: 'openAuth',
  chatResponse: 'chatResponse',
  filterDeleted: 'filterDeleted',
  filterChanged: 'filterChanged',
} as const;

export interface AppEventDetails {
  openAuth: { mode: 'signin' | 'signup' };
  /** `source: 'filters'` when the hard-filter form raised it (the chat was reset, nothing to refetch there). */
  chatResponse: { refreshProperties: boolean; source?: 'chat' | 'filters' };
  filterDeleted: { key?: string; source?: 'chips' | 'filters' };
  filterChanged: Record<string, never>;
}
export type AppEventName = keyof AppEventDetails;

export function dispatchAppEvent<Name extends AppEventName>(name: Name, detail: AppEventDetails[Name]) {
  window.dispatchEvent(new CustomEvent(APP_EVENTS[name], { detail }));
}

/** Calls `handler` for each `name` event while the component is mounted (the latest handler wins). */
export function useAppEvent<Name extends AppEventName>(
  name: Name,
  handler: (detail: AppEventDetails[Name]) => void,
) {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) =>
      handlerRef.current((event as CustomEvent<AppEventDetails[Name]>).detail);
    window.addEventListener(APP_EVENTS[name], listener);
    return () => window.removeEventListener(APP_EVENTS[name], listener);
  }, [name]);
}
