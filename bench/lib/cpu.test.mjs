// node --test bench/lib: CPU time of a process group, read from /proc.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { groupCpuMs, statFields } from './cpu.mjs';

test('reads the fields after a command name holding spaces and parentheses', () => {
  const fields = statFields('4242 (node (bench) x) S 1 4242 4242 0 -1 0 1 2 3 4 250 30 0 0');
  assert.equal(fields[0], 'S');
  assert.equal(fields[2], '4242');
  assert.equal(Number(fields[11]) + Number(fields[12]), 280);
});

test(
  "counts this process's group, and grows while it works",
  { skip: !existsSync('/proc/self/stat') },
  () => {
    const pgid = Number(statFields(readFileSync('/proc/self/stat', 'utf8'))[2]);
    const before = groupCpuMs(pgid);
    let spin = 0;
    const until = Date.now() + 150;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    const after = groupCpuMs(pgid);
    assert.ok(before !== null && after !== null);
    assert.ok(after > before, `${after} > ${before}`);
  },
);
