import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShellServer } from './shell-server.js';

describe('shell server over HTTP', () => {
  let base = '';
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const server = await startShellServer(0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((done) => server.close(() => done()));
  });
  afterAll(() => close());

  it('lists every site at /', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<li>/g)).toHaveLength(33);
  });

  it('answers a site home and a health check', async () => {
    expect((await fetch(`${base}/es-es/`)).status).toBe(200);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
  });

  it('answers 404 for unknown sites and paths', async () => {
    const response = await fetch(`${base}/xx-yy/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-status="404"');
  });
});
