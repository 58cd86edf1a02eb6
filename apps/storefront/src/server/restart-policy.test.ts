import { describe, expect, it } from 'vitest';
import { createRestartPolicy } from './restart-policy.js';

describe('createRestartPolicy', () => {
  it('doubles the delay for each crash in the window, up to the cap, then gives up', () => {
    let time = 0;
    const policy = createRestartPolicy({
      maxRestarts: 5,
      windowMs: 60_000,
      baseDelayMs: 250,
      maxDelayMs: 2_000,
      now: () => time,
    });
    const delays = [];
    for (let i = 0; i < 5; i += 1) {
      const decision = policy.crashed();
      delays.push(decision.restart ? decision.delayMs : null);
      time += 1_000;
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 2_000]);
    expect(policy.crashed()).toEqual({ restart: false });
  });

  it('forgets crashes older than the window', () => {
    let time = 0;
    const policy = createRestartPolicy({
      maxRestarts: 2,
      windowMs: 60_000,
      baseDelayMs: 100,
      maxDelayMs: 10_000,
      now: () => time,
    });
    policy.crashed();
    policy.crashed();
    time += 61_000;
    expect(policy.crashed()).toEqual({ restart: true, delayMs: 100 });
  });
});
