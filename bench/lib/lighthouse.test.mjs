import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseArgs, medianRun } from './lighthouse.mjs';

const run = (performance, lcpMs) => ({ performance, lcpMs });

test('the median run is the one with the middle performance score, its figures with it', () => {
  assert.deepEqual(medianRun([run(91, 2100), run(73, 3900), run(88, 2500)]), run(88, 2500));
  assert.deepEqual(medianRun([run(95, 1)]), run(95, 1));
});

test('with an even number of runs the lower middle counts (the cautious score)', () => {
  assert.deepEqual(medianRun([run(90, 1), run(80, 2), run(99, 3), run(70, 4)]), run(80, 2));
});

test('a run drives its own Chromium and writes its report in its own folder', () => {
  const args = lighthouseArgs('cli.js', 'http://x/es-es/', '/w');
  assert.deepEqual(args.slice(0, 2), ['cli.js', 'http://x/es-es/']);
  assert.ok(args.includes('--output-path=/w/report.json'));
  assert.ok(args.some((arg) => arg.startsWith('--chrome-flags=') && arg.includes('/w/profile')));
});
