import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '#src/app.ts';
import { ConfigError, loadConfig, type Config } from '#src/config/env.ts';
import { createDatabase, type Database } from '#src/db/client.ts';
import { hasPendingMigrations, runMigrations } from '#src/db/migrate.ts';

/** Grace period before a stuck shutdown is abandoned. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\nRBAX Flow cannot start.\n${error.message}\n\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Lets V8 collect a closed PGlite's WebAssembly memory now rather than at some later collection
 * (a full GC on demand: the flag is set for this one call, as `node --expose-gc` would).
 */
function releaseMemory(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function main(): Promise<void> {
  const config = readConfig();
  let database: Database | undefined;
  try {
    const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
    database = await createDatabase(options);
    if (database.kind === 'embedded' && (await hasPendingMigrations(database))) {
      // Migrate, then serve from a fresh PGlite: the migrating one's memory goes with it
      // (hasPendingMigrations explains why).
      await runMigrations(database);
      await database.close();
      database = undefined;
      releaseMemory();
      database = await createDatabase(options);
    }
    await runMigrations(database);
  } catch (error) {
    console.error('RBAX Flow cannot open its database:', error);
    await database?.close().catch(() => {});
    process.exit(1);
  }
  const db = database;
  const app = await buildApp({ config, database: db });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Stops accepting connections, ends keep-alive sockets, runs onClose hooks (mail queue).
      await app.close();
      await db.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      { url: config.publicUrl, database: db.kind, dataDir: config.dataDir },
      `RBAX Flow listening on ${config.host}:${config.port}`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'cannot listen');
    await app.close().catch(() => {});
    await db.close().catch(() => {});
    process.exit(1);
  }
}

void main();
