import { checkApiHealth } from '../api/check-api-health';

/** SPEC.md 'Side panel': the connection states of the chat. */
export type ApiConnection = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface ConnectionState {
  api: ApiConnection;
  /** The browser's own view (navigator.onLine and its online/offline events). */
  isOnline: boolean;
}

/** Waits between failed checks: quick at first, then every 30 s. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** After this many failed checks in a row the server counts as gone (checks go on). */
const FAILURES_BEFORE_DISCONNECTED = 3;
/** While connected and the page is visible, the server is checked this often. */
const CHECK_EVERY_MS = 30_000;

export interface ConnectionMonitor {
  getState: () => ConnectionState;
  /** Starts watching while at least one subscriber listens. */
  subscribe: (listener: () => void) => () => void;
  /** A chat call got an answer from the server: it is reachable. */
  reportAnswer: () => void;
  /** A chat call could not reach the server: check again now. */
  reportUnreachable: () => void;
}

/**
 * Watches the real connection to the API: the browser's online/offline events, and GET /api/health at start,
 * after a failed chat call, when the page comes back into view and every 30 s while visible. Failed checks
 * retry with growing waits ('reconnecting', then 'disconnected').
 */
export function createConnectionMonitor(check: () => Promise<boolean> = checkApiHealth): ConnectionMonitor {
  let state: ConnectionState = { api: 'connecting', isOnline: navigator.onLine };
  const listeners = new Set<() => void>();
  let failures = 0;
  let timer: number | undefined;
  let isChecking = false;

  const set = (next: Partial<ConnectionState>) => {
    if (Object.entries(next).every(([key, value]) => state[key as keyof ConnectionState] === value)) return;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void runCheck(), delay);
  };
  const succeed = () => {
    failures = 0;
    set({ api: 'connected' });
    if (document.visibilityState === 'visible') schedule(CHECK_EVERY_MS);
  };
  const fail = () => {
    failures += 1;
    set({ api: failures >= FAILURES_BEFORE_DISCONNECTED ? 'disconnected' : 'reconnecting' });
    schedule(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? CHECK_EVERY_MS);
  };
  async function runCheck() {
    window.clearTimeout(timer);
    if (!navigator.onLine) {
      set({ isOnline: false, api: 'disconnected' });
      return;
    }
    if (isChecking) return;
    isChecking = true;
    const isHealthy = await check();
    isChecking = false;
    if (listeners.size === 0) return;
    if (isHealthy) succeed();
    else fail();
  }

  const onOnline = () => {
    set({ isOnline: true, api: 'reconnecting' });
    failures = 0;
    void runCheck();
  };
  const onOffline = () => {
    window.clearTimeout(timer);
    set({ isOnline: false, api: 'disconnected' });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void runCheck();
  };
  const start = () => {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisibility);
    set({ isOnline: navigator.onLine, api: state.api === 'connected' ? 'connected' : 'connecting' });
    void runCheck();
  };
  const stop = () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearTimeout(timer);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    reportAnswer: () => {
      if (state.api !== 'connected') succeed();
    },
    reportUnreachable: () => {
      if (state.api === 'connected') set({ api: 'reconnecting' });
      void runCheck();
    },
  };
}
