#!/usr/bin/env node
// `npm run e2e`: the journeys as two Playwright runs side by side, each with its own storefront
// (ports 3210 and 3230, their sandboxes' admin ports one above), its own sandbox database and
// its own output folder (docs/ci.md, "The journeys in two halves"). One run keeps one worker,
// as the journeys of a file share the database's state in order; two runs use both cores of
// the CI machine while each waits for its browser and server.
//
// The spec files are split by their last measured seconds (e2e/durations.json, longest first
// into the lighter half). With arguments (spec files, --grep, ...) it is one plain run, as
// `playwright test` would be; E2E_ONE_RUN=1 runs the whole suite as one.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitInHalves } from './split-halves.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const app = join(here, '..');
const CONFIG = 'e2e/playwright.config.ts';
const PORTS = [3210, 3230];

const args = process.argv.slice(2);
const halves = args.length === 0 && process.env['E2E_ONE_RUN'] !== '1';

/** Runs Playwright with `files` on `port`, each line of its output prefixed when asked. */
function playwright(files, port, prefix) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', CONFIG, ...files], {
      cwd: app,
      env: { ...process.env, E2E_PORT: String(port), E2E_SANDBOX_PORT: String(port + 1) },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!halves) {
  process.exit(await playwright(args, Number(process.env['E2E_PORT'] ?? PORTS[0]), null));
}

const specs = readdirSync(here).filter((name) => name.endsWith('.spec.ts'));
const seconds = JSON.parse(readFileSync(join(here, 'durations.json'), 'utf8'));
const [first, second] = splitInHalves(specs, seconds);
const started = Date.now();
console.log(
  `[1] ${first.files.length} files, about ${Math.round(first.seconds)} s: ${first.files.join(' ')}`,
);
console.log(
  `[2] ${second.files.length} files, about ${Math.round(second.seconds)} s: ${second.files.join(' ')}`,
);
const codes = await Promise.all([
  playwright(first.files, PORTS[0], '[1]'),
  playwright(second.files, PORTS[1], '[2]'),
]);
console.log(
  `e2e halves: [1] exit ${codes[0]}, [2] exit ${codes[1]}, ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
