import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORY_GLOBS } from './story-globs.js';

describe('STORY_GLOBS', () => {
  it('points, from .storybook/, at the ui package sources', () => {
    const storybookConfigDir = resolve(dirname(fileURLToPath(import.meta.url)), '../.storybook');
    const uiGlob = STORY_GLOBS[0];
    const base = uiGlob.slice(0, uiGlob.indexOf('**'));
    expect(existsSync(resolve(storybookConfigDir, base, 'index.ts'))).toBe(true);
  });
});
