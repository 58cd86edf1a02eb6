import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { labelsAssetPath, labelsFile } from '../shell/server/labels-asset.js';

const LABELS = { home: 'Inicio', bag: 'Cesta' };

describe('the labels file route', () => {
  let server: ListeningApp;
  let base = '';
  const render = vi.fn();

  beforeAll(async () => {
    server = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: null,
      labelsFile: (pathname) => labelsFile(pathname, async () => LABELS),
      logger: { log: () => {} },
    });
    base = server.base;
  });
  afterAll(() => server.close());

  it('serves the labels a page names as JSON the browser may keep for good', async () => {
    const response = await fetch(`${base}${labelsAssetPath('es-es', LABELS)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual(LABELS);
    expect(render).not.toHaveBeenCalled();
  });

  it("answers an older file name with today's labels, revalidated on every use", async () => {
    const response = await fetch(`${base}${labelsAssetPath('es-es', { home: 'Antes' })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.json()).toEqual(LABELS);
  });
});
