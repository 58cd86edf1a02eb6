// Where an uncached render's CPU goes: a V8 CPU profile (node --cpu-prof) of the storefront,
// cut to the measured window and each sample put in one bucket by its stack. The profile's
// timestamps are CLOCK_MONOTONIC microseconds, the clock process.hrtime reads, so the window
// the bench measured (hrtime before and after autocannon) selects its samples exactly.

/** The buckets, in the order the table prints them. */
export const BUCKETS = {
  react: 'React render of page and head (renderToString)',
  vike: 'Vike and vike-react: routing, hooks, page context, asset injection, serialising',
  data: 'data: back-end calls, zod validation, core rules, content',
  app: "storefront's own server code: request, cache, headers, logging",
  node: 'Node: HTTP parser, sockets, streams, timers, compiled code',
  gc: 'garbage collection',
};

// react-dom/server's entry points (`exports.renderToString` in its CommonJS build).
const RENDER_ROOT = /(^|\.)(renderToString|renderToStaticMarkup)$/;

function bucketOfUrl(url) {
  if (/\/(vike|vike-react|@brillout)\//.test(url)) return 'vike';
  if (/\/(zod|@atelier|adapters-commerce|adapters-cms|core-[a-z]+)\//.test(url)) return 'data';
  if (url.startsWith('node:') || url === '') return 'node';
  if (/\/dist\/server\//.test(url)) return 'data'; // page loaders and views bundled by Vite
  if (/\/node_modules\//.test(url)) return 'node';
  return 'app';
}

/**
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string },
 *   children?: number[] }>, startTime: number, samples: number[], timeDeltas: number[] }} profile
 * @param {{ fromUs: number, toUs: number }} window CLOCK_MONOTONIC microseconds
 * @returns {{ busyMs: number, idleMs: number, byBucket: Record<string, number> }}
 */
export function splitProfile(profile, { fromUs, toUs }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const bucketOfNode = new Map();
  const bucketOf = (id) => {
    const known = bucketOfNode.get(id);
    if (known) return known;
    const leaf = byId.get(id).callFrame;
    let bucket;
    if (leaf.functionName === '(idle)') bucket = 'idle';
    else if (leaf.functionName === '(garbage collector)') bucket = 'gc';
    else {
      // Anything under React's render is the render (components included), as in bare React.
      for (let at = id; at !== undefined && !bucket; at = parent.get(at)) {
        const frame = byId.get(at).callFrame;
        if (RENDER_ROOT.test(frame.functionName) && frame.url.includes('react-dom'))
          bucket = 'react';
      }
      // A native leaf (a regular expression, JSON, a write syscall) counts for the code that
      // called it: the nearest frame with a script URL.
      let owner = id;
      while (owner !== undefined && byId.get(owner).callFrame.url === '') owner = parent.get(owner);
      bucket ??= owner === undefined ? 'node' : bucketOfUrl(byId.get(owner).callFrame.url);
    }
    bucketOfNode.set(id, bucket);
    return bucket;
  };
  const byBucket = Object.fromEntries(Object.keys(BUCKETS).map((key) => [key, 0]));
  let idle = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const bucket = bucketOf(profile.samples[i]);
    const us = profile.timeDeltas[i];
    if (bucket === 'idle') idle += us;
    else byBucket[bucket] += us;
  }
  const busy = Object.values(byBucket).reduce((a, b) => a + b, 0);
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    byBucket: Object.fromEntries(Object.entries(byBucket).map(([k, v]) => [k, v / 1000])),
  };
}

/** Who a script URL belongs to: an npm package, Node itself, or a part of the built storefront. */
export function ownerOfUrl(url) {
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = url.slice(inModules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return 'node (internals)';
  // A workspace package through its symlink: packages/core-catalogue/dist/...
  const workspace = /\/packages\/([^/]+)\/dist\//.exec(url);
  if (workspace) return `@atelier/${workspace[1]}`;
  if (/\/dist\/server\//.test(url)) return 'storefront: Vike server build (pages, data, packages)';
  if (/\/dist\/app\//.test(url)) return 'storefront: server (dist/app)';
  return url === '' ? '(native)' : url.replace(/^file:\/\/.*\/(apps|packages|bench)\//, '$1/');
}

const shortUrl = (url) =>
  url
    .replace(/^file:\/\/.*\/node_modules\//, '')
    .replace(/^file:\/\/.*\/dist\//, 'dist/')
    .replace(/^file:\/\//, '');

/**
 * Self time inside the window, by function (the frame at the top of the stack: where the CPU
 * was, not who called it) and by owner (the nearest frame with a script URL, its package or
 * the storefront's part), idle left out.
 * @returns {{ busyMs: number, functions: Array<{ name: string, where: string, owner: string,
 *   ms: number }>, owners: Array<{ owner: string, ms: number }> }} both sorted, largest first
 */
export function selfTimes(profile, { fromUs, toUs }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const functions = new Map();
  const owners = new Map();
  let busy = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const id = profile.samples[i];
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    const us = profile.timeDeltas[i];
    busy += us;
    const line = frame.lineNumber === undefined ? '' : `:${frame.lineNumber + 1}`;
    const where = frame.url ? `${shortUrl(frame.url)}${line}` : '';
    let ownerId = id;
    while (ownerId !== undefined && byId.get(ownerId).callFrame.url === '')
      ownerId = parent.get(ownerId);
    const owner =
      frame.functionName === '(garbage collector)'
        ? '(garbage collector)'
        : ownerId === undefined
          ? '(native)'
          : ownerOfUrl(byId.get(ownerId).callFrame.url);
    const key = `${frame.functionName}\u0000${where}`;
    const entry = functions.get(key) ?? {
      name: frame.functionName || '(anonymous)',
      where,
      owner,
      ms: 0,
    };
    entry.ms += us / 1000;
    functions.set(key, entry);
    owners.set(owner, (owners.get(owner) ?? 0) + us / 1000);
  }
  return {
    busyMs: busy / 1000,
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms),
    owners: [...owners].map(([owner, ms]) => ({ owner, ms })).sort((a, b) => b.ms - a.ms),
  };
}
