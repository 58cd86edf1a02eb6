import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The embedded commerce back-end, started in-process on its own port when no
 * COMMERCE_BASE_URL is set. Imported lazily so a real back-end never loads SQLite.
 */
export async function startSandbox(
  dbPath: string,
): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dirname(dbPath), { recursive: true });
  const { createSandboxServer } = await import('@atelier/adapters-commerce/sandbox');
  return createSandboxServer({ dbPath, port: 0, host: '127.0.0.1' });
}
