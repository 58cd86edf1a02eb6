import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './static-files.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-static-'));
const script = Buffer.from('export const x = 1;\n'.repeat(200));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'assets', 'built.js'), script);
// What scripts/precompress.mjs writes beside a file (a marker here, to see which is sent).
writeFileSync(join(root, 'assets', 'built.js.br'), 'brotli made at build time');
writeFileSync(join(root, 'assets', 'built.js.gz'), 'gzip made at build time');
writeFileSync(join(root, 'assets', 'plain.js'), script);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('static files', () => {
  const staticFile = createStaticFiles(root);

  it('sends the copies compressed at build time when the file has them', async () => {
    const file = await staticFile('/assets/built.js');
    expect(file?.body.get('br').body.toString()).toBe('brotli made at build time');
    expect(file?.body.get('gzip').body.toString()).toBe('gzip made at build time');
    expect(file?.body.get('identity').body.equals(script)).toBe(true);
    expect(file?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a file without copies itself', async () => {
    const file = await staticFile('/assets/plain.js');
    const { body, encoding } = file!.body.get('br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('does not serve the copies under their own names, nor anything outside the build', async () => {
    expect(await staticFile('/assets/built.js.br')).toBeNull();
    expect(await staticFile('/assets/built.js.gz')).toBeNull();
    expect(await staticFile('/assets/../../etc/passwd')).toBeNull();
    expect(await staticFile('/assets/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
  });
});
