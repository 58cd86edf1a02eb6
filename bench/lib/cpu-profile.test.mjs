import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitProfile } from './cpu-profile.mjs';

const frame = (id, functionName, url, children = []) => ({
  id,
  callFrame: { functionName, url },
  children,
});

// (root) -> render (react-dom) -> Component (a storefront chunk)
//        -> route (vike) ; -> (garbage collector) ; -> (idle) ; -> parse (zod)
const profile = {
  startTime: 1_000,
  nodes: [
    frame(1, '(root)', '', [2, 4, 5, 6, 7]),
    frame(2, 'exports.renderToString', 'file:///x/node_modules/react-dom/server.js', [3]),
    frame(3, 'Product', 'file:///x/apps/storefront/dist/server/chunks/a.js'),
    frame(4, 'route', 'file:///x/node_modules/vike/dist/route.js', [8]),
    frame(5, '(garbage collector)', ''),
    frame(6, '(idle)', ''),
    frame(7, 'parse', 'file:///x/node_modules/zod/v4/core/parse.js'),
    frame(8, 'RegExp: </body>', ''),
  ],
  samples: [3, 4, 5, 6, 7, 3, 8],
  timeDeltas: [100, 100, 100, 100, 100, 100, 100],
};

test('puts each sample in one bucket: under the render is React, then by the leaf, a native leaf by its caller', () => {
  const split = splitProfile(profile, { fromUs: 0, toUs: 10_000 });
  assert.deepEqual(split.byBucket, { react: 0.2, vike: 0.2, data: 0.1, app: 0, node: 0, gc: 0.1 });
  assert.equal(split.idleMs, 0.1);
  assert.ok(Math.abs(split.busyMs - 0.6) < 1e-9);
});

test('counts only the samples inside the measured window', () => {
  // Samples end at 1100, 1200, ..., 1600: the window 1150-1450 holds the 2nd to 4th.
  const split = splitProfile(profile, { fromUs: 1_150, toUs: 1_450 });
  assert.deepEqual(split.byBucket, { react: 0, vike: 0.1, data: 0, app: 0, node: 0, gc: 0.1 });
  assert.equal(split.idleMs, 0.1);
});
