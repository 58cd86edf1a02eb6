import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { labelsAssetPath, labelsFile } from '../shell/server/labels-asset.js';
import { createApp } from './app.js';

const LABELS = { home: 'Inicio', bag: 'Cesta' };

describe('the labels file route', () => {
  let server: Server;
  let base = '';
  const render = vi.fn();

  beforeAll(async () => {
    const app = createApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: null,
      labelsFile: (pathname) => labelsFile(pathname, async () => LABELS),
      logger: { log: () => {} },
    });
    server = createServer((req, res) => void app(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
