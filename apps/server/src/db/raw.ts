import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Rows of a hand-written statement, on PGlite and on PostgreSQL alike. Used by the hot paths
 * (session lookup, board detail, card create and move) where the query builder's row mapping
 * costs more than the query (decision 016). Timestamps come back as strings or Dates (use
 * `dateOf`), numeric as string, int4 as number; cast bigint to int or text in SQL.
 *
 * On PostgreSQL, a statement run on the pool (not inside a transaction) is a named prepared
 * statement: each pooled connection plans it once instead of on every request.
 */

type PreparedRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<object, PreparedRunner>();
const dialect = new PgDialect();
const names = new Map<string, string>();

/** Called once by createDatabase for the pool-backed database handle. */
export function usePreparedStatements(db: Db, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/** A stable statement name per distinct SQL text (FNV-1a). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  name = `rbax_${hash.toString(36)}_${text.length}`;
  if (names.size < 1000) names.set(text, name);
  return name;
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const runner = runners.get(db);
  if (runner) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await runner(statementName(text), text, params)) as T[];
  }
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** A timestamp as the drivers return it from a raw statement (string, or Date). */
export type RawTimestamp = string | Date;

export const dateOf = (value: RawTimestamp): Date => (value instanceof Date ? value : new Date(value));

/** A `text[]` parameter (one placeholder, however many values): ids, kinds, tags. */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;
}
