import { ConfigError, loadConfig } from '#src/config/env.ts';
import { createDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

/** `npm run db:migrate`: applies pending migrations and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.kind} database).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
