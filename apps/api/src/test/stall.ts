/** Holds this process's event loop for `milliseconds`, as a busy or starved machine does. */
function stall(milliseconds: number): void {
  const end = performance.now() + milliseconds;
  while (performance.now() < end);
}

/**
 * Stalls the event loop for `milliseconds` at its next turn: a reply that comes in meanwhile waits, and
 * timers falling due meanwhile fire before it is read.
 */
export function stallSoon(milliseconds: number): void {
  setImmediate(() => stall(milliseconds));
}

/**
 * Stalls the event loop for `milliseconds` at every turn but one in `gapMs`, until the returned function is
 * called: whatever is in flight meets a stall at every step.
 */
export function stallRepeatedly(milliseconds: number, gapMs = 0): () => void {
  // In a timer's callback a stall would hide itself: timers run in that phase judge by the time it began.
  let timer = setTimeout(function next() {
    stallSoon(milliseconds);
    timer = setTimeout(next, gapMs);
  }, 0);
  return () => clearTimeout(timer);
}
