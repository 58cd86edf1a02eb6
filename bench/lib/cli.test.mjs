// The command lines of the bench, the load test and the document budget: --help answers at
// once and a mistyped option stops with the usage, before any build or run starts (the first
// two used to start a full run of minutes whatever they were given).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scripts = {
  bench: join(repo, 'bench', 'run.mjs'),
  load: join(repo, 'apps', 'storefront', 'load', 'load-test.mjs'),
  'document budget': join(repo, 'bench', 'document-budget.mjs'),
};
const run = (script, ...args) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 20_000 });

for (const [name, script] of Object.entries(scripts)) {
  test(`${name}: --help prints the usage and exits 0`, () => {
    const result = run(script, '--help');
    assert.equal(result.status, 0);
    assert.match(result.stdout, /^usage: (npm run|node bench)/);
  });

  test(`${name}: an unknown option exits 2 with the usage`, () => {
    const result = run(script, '--qiuck');
    assert.equal(result.status, 2);
    assert.match(result.stderr, /Unknown option '--qiuck'/);
    assert.match(result.stderr, /usage: (npm run|node bench)/);
  });
}

test('bench: an unknown --only part exits 2 and names it', () => {
  const result = run(scripts.bench, '--only=ssr,lighthous');
  assert.equal(result.status, 2);
  assert.match(result.stderr, /unknown --only part: lighthous/);
});
