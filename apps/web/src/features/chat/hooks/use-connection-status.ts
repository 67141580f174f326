import { useSyncExternalStore } from 'react';
import { createConnectionMonitor, type ConnectionState } from './connection-monitor';

/** One monitor for the page: every part of the chat sees the same connection. */
export const connectionMonitor = createConnectionMonitor();

/** The connection states of SPEC.md, live: connecting, connected, reconnecting, disconnected; online or offline. */
export function useConnectionStatus(): ConnectionState {
  return useSyncExternalStore(connectionMonitor.subscribe, connectionMonitor.getState);
}
