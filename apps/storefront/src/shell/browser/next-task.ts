// Gives the main thread back between two pieces of work that would otherwise make one long
// task: input and rendering waiting in the queue run first. Used where a chunk's evaluation
// is followed by the work it was loaded for (the bag session on the bag page), and between
// prefetches (docs/adr/0062-long-tasks-after-hydration-split.md).

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation
 * keeps its priority), else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
