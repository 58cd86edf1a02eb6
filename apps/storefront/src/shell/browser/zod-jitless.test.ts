// @vitest-environment jsdom
// In a browser zod must never probe `new Function` (a CSP violation under script-src 'self'),
// whichever loads first: the module only writes zod's global config (issue 21).
import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('makes a zod loaded afterwards jitless, and its eval probe answers no without running', async () => {
    await import('./zod-jitless.js');
    const evalSpy = vi.spyOn(globalThis, 'Function');
    const { util, config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ code: z.string() }).parse({ code: 'A1' })).toEqual({ code: 'A1' });
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });
});
