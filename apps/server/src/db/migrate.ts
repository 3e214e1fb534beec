import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
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
