import { describe, expect, it } from 'vitest';
import { statusHistory } from './status-history.js';

describe('statusHistory', () => {
  it('keeps the newest entry of each status, newest first', () => {
    const history = statusHistory([
      { status: 'CREATED', date: '2026-01-01T10:00:00Z' },
      { status: 'SHIPPED', date: '2026-01-03T10:00:00Z' },
      { status: 'CREATED', date: '2026-01-02T10:00:00Z' },
    ]);
    expect(history).toEqual([
      { status: 'SHIPPED', date: '2026-01-03T10:00:00Z' },
      { status: 'CREATED', date: '2026-01-02T10:00:00Z' },
    ]);
  });
});
