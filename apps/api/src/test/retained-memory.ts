import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Full collections before each sample, so a sample counts what is still held, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const buffersInUse = () => {
  // Twice: V8 frees the memory of dead Buffers in the background after a collection; the second one waits
  // for that, so the count no longer jumps by megabytes from one sample to the next.
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
};

/**
 * The most Buffer memory (outside the JavaScript heap, where request bodies live) held at once beyond what
 * was held before `work` began, measured whenever `work` calls `sample` (a full collection each time, so
 * between pieces of its work, not in a loop).
 */
export async function peakRetainedBuffers<T>(work: (sample: () => void) => Promise<T>) {
  const baseline = buffersInUse();
  let peak = 0;
  const result = await work(() => {
    peak = Math.max(peak, buffersInUse() - baseline);
  });
  return { result, peakBytes: peak };
}
