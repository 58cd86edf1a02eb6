import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createConnectionCap } from './connection-limits.js';

function socket(remoteAddress: string) {
  const events = new EventEmitter();
  return {
    remoteAddress,
    once: (event: string, listener: () => void) => events.once(event, listener),
    close: () => events.emit('close'),
  };
}

describe('connections per client (issue 30)', () => {
  it('admits up to the cap per address, then again once one closes', () => {
    const cap = createConnectionCap(2);
    const a = [socket('203.0.113.1'), socket('203.0.113.1'), socket('203.0.113.1')];
    expect(a.map((s) => cap.admit(s as never))).toEqual([true, true, false]);
    expect(cap.admit(socket('203.0.113.2') as never)).toBe(true);
    a[0]!.close();
    expect(cap.admit(socket('::ffff:203.0.113.1') as never)).toBe(true);
  });

  it('never counts the configured proxies', () => {
    const cap = createConnectionCap(1, ['127.0.0.1']);
    for (let i = 0; i < 5; i += 1) expect(cap.admit(socket('127.0.0.1') as never)).toBe(true);
  });

  it('never holds more than the cap open for one address, whatever opens and closes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        (ops, max) => {
          const cap = createConnectionCap(max);
          const admitted: ReturnType<typeof socket>[] = [];
          for (const open of ops) {
            if (open) {
              const s = socket('198.51.100.7');
              if (cap.admit(s as never)) admitted.push(s);
            } else admitted.pop()?.close();
            expect(cap.openFrom('198.51.100.7')).toBe(admitted.length);
            expect(admitted.length).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});
