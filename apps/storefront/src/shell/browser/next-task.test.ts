import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.js';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('resolves only after the current task, in a timeout, where there is no scheduler.yield', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = nextTask().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yieldNow } });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledOnce();
  });
});
