import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

// src/db/migrations under tsx and Vitest; in the bundle import.meta.url is dist/server.js, and
// scripts/build-server.mjs copies the migrations to dist/migrations (docs/decisions/029).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance: "RBAX" in ASCII. */
const MIGRATION_LOCK_ID = 0x52424158;

/**
 * Applies pending migrations (each in a transaction, by drizzle's migrator) while holding a
 * PostgreSQL advisory lock, so two instances starting together never race (ARCHITECTURE §1).
 */
export async function runMigrations(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'embedded') {
    // Loaded here, not at start: a PostgreSQL server never needs PGlite's driver (issue 25).
    const [{ migrate: migratePglite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('drizzle-orm/pglite/migrator'),
      import('drizzle-orm/pglite'),
    ]);
    // PGlite is one session; the lock still guards against a second process opening it.
    await driver.client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder });
    } finally {
      await driver.client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one dedicated connection.
  const connection = await driver.pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Whether the database lacks a migration of this build (drizzle records each applied one's
 * `when` as `created_at`). The embedded server migrates in a PGlite of its own when so, and
 * serves from a fresh one: a migration's memory stays in WebAssembly memory, which never
 * shrinks (issue 25: a first `npm start` idled at 450–800 MB instead of 300).
 */
export async function hasPendingMigrations(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  const query = `SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`;
  try {
    const rows =
      database.driver.kind === 'embedded'
        ? (await database.driver.client.query<{ latest: string | null }>(query)).rows
        : (await database.driver.pool.query<{ latest: string | null }>(query)).rows;
    return Number(rows[0]?.latest ?? 0) < latest;
  } catch {
    // No migrations table yet: a new database.
    return true;
  }
}
