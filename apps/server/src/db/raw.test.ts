import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { rows } from './raw.ts';

/** Hand-written statements (decision 016): on PostgreSQL, named statements on the pool. */
describe('raw statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: os.tmpdir(),
      inMemory: true,
      poolMax: 1,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const backend = async () => (await rows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;

  it('keeps the connection after an error the database answered (a lost position race, decision 057)', async () => {
    const before = await backend();
    // (PGlite: drizzle wraps the error as "Failed query …", its cause says division by zero.)
    await expect(rows(database.db, sql`SELECT 1 / ${0}::int AS n`)).rejects.toThrow();
    // Same connection (the pool holds one): no new connection per failed statement.
    expect(await backend()).toBe(before);
    expect(await rows(database.db, sql`SELECT ${41}::int + 1 AS n`)).toEqual([{ n: 42 }]);
  });
});
