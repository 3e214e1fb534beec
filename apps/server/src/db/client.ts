import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { usePreparedStatements } from './raw.ts';
import * as adminSchema from './schema/admin.ts';
import * as analyticsSchema from './schema/analytics.ts';
import * as attachmentsSchema from './schema/attachments.ts';
import * as automationsSchema from './schema/automations.ts';
import * as authSchema from './schema/auth.ts';
import * as billingSchema from './schema/billing.ts';
import * as boardsSchema from './schema/boards.ts';
import * as cardsSchema from './schema/cards.ts';
import * as commentsSchema from './schema/comments.ts';
import * as eventsSchema from './schema/event-log.ts';
import * as idempotencySchema from './schema/idempotency.ts';
import * as integrationsSchema from './schema/integrations.ts';
import * as labelsSchema from './schema/labels.ts';
import * as marketplaceSchema from './schema/marketplace.ts';
import * as notificationsSchema from './schema/notifications.ts';
import * as portabilitySchema from './schema/portability.ts';
import * as publicSiteSchema from './schema/public-site.ts';
import * as timeSchema from './schema/time.ts';
import * as uploadsSchema from './schema/uploads.ts';
import * as viewsSchema from './schema/views.ts';
import * as workspacesSchema from './schema/workspaces.ts';

/** Every table of the application; each feature adds its `schema/<feature>.ts` here. */
export const schema = {
  ...authSchema,
  ...workspacesSchema,
  ...boardsSchema,
  ...labelsSchema,
  ...cardsSchema,
  ...eventsSchema,
  ...uploadsSchema,
  ...commentsSchema,
  ...attachmentsSchema,
  ...idempotencySchema,
  ...publicSiteSchema,
  ...notificationsSchema,
  ...timeSchema,
  ...adminSchema,
  ...integrationsSchema,
  ...analyticsSchema,
  ...automationsSchema,
  ...portabilitySchema,
  ...viewsSchema,
  ...marketplaceSchema,
  ...billingSchema,
};
export type Schema = typeof schema;

/** The one database type services use: identical on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'embedded' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Throws when the database does not answer `SELECT 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Driver handles, for migrations and tests only. */
  driver: { kind: 'embedded'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

export type DatabaseOptions = {
  /** PostgreSQL connection URL; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite stores its files in `${dataDir}/db`. */
  dataDir: string;
  /** Embedded database in memory only (tests). */
  inMemory?: boolean;
  /** Embedded database started from a `dumpDataDir()` archive (tests reuse a migrated template). */
  loadDataDir?: Blob;
  poolMax?: number;
};

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolMax ?? 10);
  return createEmbedded(options);
}

async function createPostgres(databaseUrl: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  usePreparedStatements(db, preparedRunner(pool));
  let closed = false;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Named statements on the pool. Unlike `pool.query`, which closes a connection on any error, an
 * error PostgreSQL answered keeps the connection: writers that lose a race for a card position
 * get a unique violation and retry (cards-sql.ts), and on a hot board each lost race used to cost
 * a new connection — a new PostgreSQL backend, every statement prepared again (issue 25,
 * decision 057). A connection that broke is no longer queryable and the pool drops it on release.
 */
function preparedRunner(pool: pg.Pool) {
  // The query's promise carries a connection error; the event must not go unheard (a crash).
  const ignore = () => {};
  return async (name: string, text: string, values: unknown[]): Promise<unknown[]> => {
    const client = await pool.connect();
    client.on('error', ignore);
    try {
      return (await client.query({ name, text, values })).rows;
    } finally {
      client.removeListener('error', ignore);
      client.release();
    }
  };
}

/**
 * PostgreSQL's memory settings for the embedded database, sized for a small team's laptop
 * (issue 25, decision 046): PGlite's defaults keep 128 MB of shared buffers in the WebAssembly
 * memory, which never shrinks; 16 MB hold a small team's hot pages and the operating system's
 * file cache keeps the rest. Measured in the decision record.
 */
export const EMBEDDED_MEMORY_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=4MB',
  '-c',
  'wal_buffers=1MB',
] as const;

/**
 * PGlite and its drizzle driver load only for the embedded database (issue 25: a PostgreSQL
 * server does not keep them in memory).
 */
async function createEmbedded(options: DatabaseOptions): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
  ]);
  /** Extensions the migrations create (search, issue 7); PGlite must load them before. */
  const extensions = { pg_trgm, unaccent };
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_SETTINGS];
  let client: PGlite;
  if (options.inMemory) {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions, startParams } : { extensions, startParams },
    );
  } else {
    const dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions, startParams });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    driver: { kind: 'embedded', client },
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    async close() {
      if (client.closed) return;
      await client.close();
    },
  };
}
