import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#src/db/client.ts';
import { pgBossDatabase } from './jobs.ts';

/** pg-boss runs its `BEGIN … COMMIT` scripts through this adapter, on the app's own connection. */
describe("pg-boss's database adapter", () => {
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

  it('runs parameterized statements and multi-statement scripts', async () => {
    const db = pgBossDatabase(database);
    expect((await db.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    const script = await db.executeSql('BEGIN; CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (7); COMMIT;', []);
    expect(script).toBeTruthy();
    expect((await db.executeSql('SELECT n FROM t', [])).rows).toEqual([{ n: 7 }]);
  });

  it('leaves no aborted transaction behind when a script fails halfway', async () => {
    const db = pgBossDatabase(database);
    await expect(db.executeSql('BEGIN; SELECT 1/0; COMMIT;', [])).rejects.toThrow(/division by zero/);
    // The same (only) connection answers normally afterwards.
    expect((await db.executeSql('SELECT $1::text AS ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
  });
});
