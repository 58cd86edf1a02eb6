import { describe, expect, it } from 'vitest';
import { renderNodeFlags, workerExecArgv } from './render-heap.js';

describe('render heap flags', () => {
  it('gives rendering processes a 64 MB semi-space unless told otherwise', () => {
    expect(renderNodeFlags({})).toEqual(['--max-semi-space-size=64']);
    expect(renderNodeFlags({ RENDER_SEMI_SPACE_MB: '32' })).toEqual(['--max-semi-space-size=32']);
    expect(renderNodeFlags({ RENDER_SEMI_SPACE_MB: '0' })).toEqual([]);
  });

  it('refuses a size that is not a whole number of MB, naming the variable', () => {
    for (const bad of ['64MB', '-1', '2.5', '4096'])
      expect(() => renderNodeFlags({ RENDER_SEMI_SPACE_MB: bad })).toThrow(/RENDER_SEMI_SPACE_MB/);
  });

  it("adds the flag to the primary's own flags, never twice", () => {
    expect(workerExecArgv(['--enable-source-maps'], {})).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=64',
    ]);
    expect(workerExecArgv(['--max-semi-space-size=8'], {})).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv([], { NODE_OPTIONS: '--max-semi-space-size=16' })).toEqual([]);
  });
});
