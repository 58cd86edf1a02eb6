// node --test bench/lib: the machine check's fixed work and its figures (its timing is the
// bench's to print, never asserted here).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  MACHINE_CHECK,
  machineCheckRecord,
  machineCheckWork,
  median,
  timeMachineCheck,
} from './machine-check.mjs';
import { table } from './report.mjs';

test('the work is fixed: the same checksum on every call, pinned for the bench size', () => {
  assert.equal(machineCheckWork(1_000), machineCheckWork(1_000));
  assert.notEqual(machineCheckWork(1_000), machineCheckWork(1_001));
  // A new checksum means new work: runs before and after it are no longer comparable.
  assert.equal(machineCheckWork(MACHINE_CHECK.size), 2260865443);
});

test('the median of odd and even counts, whatever the order', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([40, 10, 30, 20]), 25);
  assert.equal(median([7]), 7);
});

test('times each round on the given clock, after one untimed round, and keeps the median', () => {
  const ticks = [0, 50, 100, 190, 200, 260];
  let calls = 0;
  const result = timeMachineCheck({ size: 1_000, rounds: 3, now: () => ticks[calls++] });
  assert.equal(calls, 6);
  assert.deepEqual(result.roundsMs, [50, 90, 60]);
  assert.equal(result.ms, 60);
  assert.equal(result.checksum, machineCheckWork(1_000));
});

test('the record keeps the work, both times and their rounds; no end until the run ends', () => {
  const start = { ms: 60, roundsMs: [50, 90, 60], checksum: 1 };
  const end = { ms: 80, roundsMs: [80, 70, 95], checksum: 1 };
  assert.deepEqual(machineCheckRecord(start, end), {
    work: MACHINE_CHECK.work,
    checksum: 1,
    rounds: 3,
    start: { ms: 60, roundsMs: [50, 90, 60] },
    end: { ms: 80, roundsMs: [80, 70, 95] },
  });
  assert.equal(machineCheckRecord(start, null).end, null);
});

test("the table's first rows: the check at the start and the end, and end ÷ start", () => {
  const record = machineCheckRecord(
    { ms: 60, roundsMs: [50, 90, 60], checksum: 1 },
    { ms: 78, roundsMs: [78, 70, 95], checksum: 1 },
  );
  const lines = table({ machine: { cores: 2 }, machineCheck: record }).split('\n');
  assert.match(lines[2], /^\| \*\*Machine check\*\*.*median of 3 rounds.* \| \*\*start\*\* \|/);
  assert.equal(lines[3], `| ${MACHINE_CHECK.work} | 60 | 78 | 1.30 |`);
  assert.equal(lines.length, 4);
  // A results file from before the check has no such rows.
  assert.equal(table({ machine: { cores: 2 } }).split('\n').length, 2);
});
