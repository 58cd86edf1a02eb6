// node --test bench/lib: the bench's retry of a failed Lighthouse run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withRetries } from './retry.mjs';

test('a run that succeeds at once is run once', async () => {
  let runs = 0;
  const value = await withRetries(async () => {
    runs += 1;
    return 'report';
  });
  assert.equal(value, 'report');
  assert.equal(runs, 1);
});

test('a run that fails and then succeeds gives the later result, and each retry is told', async () => {
  const told = [];
  const value = await withRetries(
    async (attempt) => {
      if (attempt < 3) throw new Error(`crash ${attempt}`);
      return attempt;
    },
    { retries: 2, onRetry: (error, attempt) => told.push(`${attempt}: ${error.message}`) },
  );
  assert.equal(value, 3);
  assert.deepEqual(told, ['1: crash 1', '2: crash 2']);
});

test('a run failing every time is tried 1 + retries times, then its last error is thrown', async () => {
  let runs = 0;
  const told = [];
  await assert.rejects(
    withRetries(
      async () => {
        runs += 1;
        throw new Error(`crash ${runs}`);
      },
      { retries: 2, onRetry: (_error, attempt) => told.push(attempt) },
    ),
    /crash 3/,
  );
  assert.equal(runs, 3);
  assert.deepEqual(told, [1, 2]);
});
