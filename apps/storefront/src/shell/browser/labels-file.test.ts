import { describe, expect, it, vi } from 'vitest';
import { testShell } from '../../../test/fixtures/shell.js';
import type { ShellView } from '../view-types.js';
import { fillShellLabels } from './labels-file.js';

/** A shell as the browser receives it: no labels, only the file that holds them. */
function served(labelsUrl: string): ShellView {
  const shell: Partial<ShellView> = { ...testShell(), labelsUrl };
  delete shell.labels;
  return shell as ShellView;
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fillShellLabels', () => {
  it("fills the shell's labels from its labels file, fetched once per file", async () => {
    const fetcher = vi.fn(async () => answer({ home: 'Inicio' }));
    const first = served('/labels/es-es.AAAAAAAAAAAAAAA1.json');
    await fillShellLabels(first, fetcher as unknown as typeof fetch);
    expect(first.labels).toEqual({ home: 'Inicio' });
    const next = served('/labels/es-es.AAAAAAAAAAAAAAA1.json');
    await fillShellLabels(next, fetcher as unknown as typeof fetch);
    expect(next.labels).toEqual({ home: 'Inicio' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/labels/es-es.AAAAAAAAAAAAAAA1.json', {
      credentials: 'same-origin',
    });
  });

  it('leaves a shell that carries its labels (offline pages) or none at all alone', async () => {
    const fetcher = vi.fn(async () => answer({}));
    const offline = testShell({ labels: { home: 'Inicio' }, labelsUrl: null });
    await fillShellLabels(offline, fetcher as unknown as typeof fetch);
    await fillShellLabels(null, fetcher as unknown as typeof fetch);
    expect(offline.labels).toEqual({ home: 'Inicio' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('renders with empty labels when the file cannot be fetched, and tries again next time', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(answer({ error: 'x' }, 503))
      .mockResolvedValueOnce(answer({ home: 'Inicio' }));
    const failed = served('/labels/es-es.AAAAAAAAAAAAAAA2.json');
    await fillShellLabels(failed, fetcher as unknown as typeof fetch);
    expect(failed.labels).toEqual({});
    const retried = served('/labels/es-es.AAAAAAAAAAAAAAA2.json');
    await fillShellLabels(retried, fetcher as unknown as typeof fetch);
    expect(retried.labels).toEqual({ home: 'Inicio' });
  });
});
