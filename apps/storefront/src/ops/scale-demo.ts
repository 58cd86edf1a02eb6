// `npm run scale:demo`: one sandbox, one redis-server, two storefront instances and nginx
// round-robin in front, on this machine, until Ctrl-C. SCALE_PORT picks nginx's port (8080).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScaleSet } from './scale-set.js';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = Number(process.env['SCALE_PORT'] ?? 8080);
const verbose = process.argv.includes('--verbose');

const set = await startScaleSet({
  appRoot,
  port,
  onOutput: (name, chunk) => {
    // Warnings and errors always; every request log line only with --verbose.
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      const quiet = name === 'redis' || line.includes('"level":"info"');
      if (verbose || !quiet) process.stdout.write(`[${name}] ${line}\n`);
    }
  },
});
console.log(`
Scale-out demo running (files in ${set.dir}):
  nginx round-robin  ${set.url}/es-es/
  instances          ${set.instances.join('  ')}
  shared cache       ${set.redisUrl}
  sandbox commerce   ${set.sandboxUrl}
Each answer carries X-Upstream (the instance) and X-Cache (hit on the second instance for a
page the first one rendered). Ctrl-C stops everything.
`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void set.stop().then(() => process.exit(0));
  });
}
