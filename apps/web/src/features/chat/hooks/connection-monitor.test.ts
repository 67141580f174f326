import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor } from './connection-monitor';

let isOnline = true;

beforeEach(() => {
  vi.useFakeTimers();
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A health endpoint whose answers the test decides, one after another. */
function healthAnswers(...answers: boolean[]) {
  const check = vi.fn(() => Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!));
  return check;
}

function watch(check: () => Promise<boolean>) {
  const monitor = createConnectionMonitor(check);
  const seen: string[] = [];
  const stop = monitor.subscribe(() => seen.push(`${monitor.getState().api}/${monitor.getState().isOnline}`));
  return { monitor, seen, stop };
}

describe('the connection monitor', () => {
  it('is connecting until the server answers its health check, then connected', async () => {
    const { monitor } = watch(healthAnswers(true));
    expect(monitor.getState()).toEqual({ api: 'connecting', isOnline: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().api).toBe('connected');
  });

  it('reconnects with growing waits and counts the server gone after three failures', async () => {
    const check = healthAnswers(true, false, false, false, true);
    const { monitor } = watch(check);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(monitor.getState().api).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(monitor.getState().api).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(monitor.getState().api).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(monitor.getState().api).toBe('connected');
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('follows the browser offline and back online', async () => {
    const check = healthAnswers(true);
    const { monitor, stop } = watch(check);
    await vi.advanceTimersByTimeAsync(0);
    isOnline = false;
    window.dispatchEvent(new Event('offline'));
    expect(monitor.getState()).toEqual({ api: 'disconnected', isOnline: false });
    isOnline = true;
    window.dispatchEvent(new Event('online'));
    expect(monitor.getState()).toEqual({ api: 'reconnecting', isOnline: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().api).toBe('connected');
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks at once when a chat call could not reach the server', async () => {
    const check = healthAnswers(true, false);
    const { monitor } = watch(check);
    await vi.advanceTimersByTimeAsync(0);
    monitor.reportUnreachable();
    expect(monitor.getState().api).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    monitor.reportAnswer();
    expect(monitor.getState().api).toBe('connected');
  });
});
