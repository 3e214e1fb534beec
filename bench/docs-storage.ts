// Helper of bench/docs.mjs (run with tsx after the server stopped): the bytes a document takes in
// PostgreSQL (snapshot + pending updates) before and after compaction. Prints JSON.
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { rows } from '../apps/server/src/db/raw.ts';
import { compactDoc } from '../apps/server/src/modules/docs/doc-content.ts';

const [dataDir, docId, databaseUrl] = process.argv.slice(2);
const database = await createDatabase({ databaseUrl: databaseUrl || undefined, dataDir: dataDir! });
const bytes = async () => {
  const [row] = await rows<{ snapshot: number; updates: number; pending: number }>(
    database.db,
    sql`SELECT
      coalesce((SELECT octet_length(state) FROM doc_snapshots WHERE doc_id = ${docId}), 0)::int AS snapshot,
      coalesce((SELECT sum(octet_length(update)) FROM doc_updates WHERE doc_id = ${docId}), 0)::int AS updates,
      (SELECT count(*) FROM doc_updates WHERE doc_id = ${docId})::int AS pending`,
  );
  return {
    snapshotBytes: row!.snapshot,
    updateBytes: row!.updates,
    pendingUpdates: row!.pending,
    totalBytes: row!.snapshot + row!.updates,
  };
};
const before = await bytes();
await compactDoc(database.db, docId!, { minAgeMs: 0 });
const after = await bytes();
await database.close();
console.log(JSON.stringify({ before, after }));
