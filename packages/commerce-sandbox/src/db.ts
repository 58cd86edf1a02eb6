import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations.js';

export type SandboxDb = Database;

/**
 * Opens (creating if needed) the sandbox database file and brings its schema up to date.
 * WAL keeps readers and the single writer apart; synchronous=NORMAL in WAL mode still
 * never loses a committed transaction on a process crash (only on power loss), which
 * is what the crash test checks.
 */
export function openDatabase(path: string): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Next value of a named counter (order and cart codes), inside the caller's transaction. */
export function nextCounter(db: SandboxDb, name: string, start: number): number {
  const row = db
    .prepare<[string, number], { value: number }>(
      'INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value',
    )
    .get(name, start);
  if (!row) throw new Error(`counter ${name} did not return a value`);
  return row.value;
}

export function getMeta(db: SandboxDb, key: string): string | undefined {
  return db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)
    ?.value;
}

export function setMeta(db: SandboxDb, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
