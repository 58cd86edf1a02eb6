import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ownerOfUrl, selfTimes, splitProfile } from './cpu-profile.mjs';

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

test('self time by function and by owner: a native leaf is its own function but its caller owns it', () => {
  const self = selfTimes(profile, { fromUs: 0, toUs: 10_000 });
  assert.ok(Math.abs(self.busyMs - 0.6) < 1e-9);
  const byName = Object.fromEntries(self.functions.map((f) => [f.name, [f.ms, f.owner]]));
  assert.deepEqual(byName, {
    Product: [0.2, 'storefront: Vike server build (pages, data, packages)'],
    route: [0.1, 'vike'],
    '(garbage collector)': [0.1, '(garbage collector)'],
    parse: [0.1, 'zod'],
    'RegExp: </body>': [0.1, 'vike'],
  });
  assert.equal(self.functions[0].name, 'Product');
  assert.deepEqual(self.owners[0], {
    owner: 'storefront: Vike server build (pages, data, packages)',
    ms: 0.2,
  });
  assert.equal(self.owners.find((o) => o.owner === 'vike').ms, 0.2);
});

test('owners: scoped packages, Node, the storefront build', () => {
  assert.equal(
    ownerOfUrl('file:///r/node_modules/@brillout/json-serializer/dist/x.js'),
    '@brillout/json-serializer',
  );
  assert.equal(ownerOfUrl('file:///r/node_modules/a/node_modules/react-dom/cjs/x.js'), 'react-dom');
  assert.equal(ownerOfUrl('node:internal/streams/writable'), 'node (internals)');
  assert.equal(
    ownerOfUrl('file:///r/packages/core-catalogue/dist/routes/match-route.js'),
    '@atelier/core-catalogue',
  );
  assert.equal(
    ownerOfUrl('file:///r/bench/dist/storefront/dist/app/server/app.js'),
    'storefront: server (dist/app)',
  );
});
