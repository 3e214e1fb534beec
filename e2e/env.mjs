// Where the end-to-end server listens and keeps its data (shared by the
// Playwright config, the server launcher and the specs that read e-mails).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const e2eDataDir =
  process.env.E2E_DATA_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'e2e-data');
