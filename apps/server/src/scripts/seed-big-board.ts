/**
 * `npm run seed:big-board [-- --cards 5000 --title "…" --json]`: a demo account
 * (demo@rbax.local) and a board of 6 columns and 5,000 varied cards in the configured database
 * (DATA_DIR / DATABASE_URL). The account is reused when it exists; each run adds a new board.
 * Stop the server first when using the embedded database (one process at a time).
 */
import { labelColors } from '@rbax/shared/boards';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config/env.ts';
import { createDatabase } from '#src/db/client.ts';
import { runMigrations } from '#src/db/migrate.ts';
import { seedCards } from './seed-board.ts';

export const DEMO_EMAIL = 'demo@rbax.local';
export const DEMO_PASSWORD = 'Demonstracao#2026';
const COLUMNS = ['Backlog', 'A fazer', 'Em andamento', 'Em revisão', 'Bloqueado', 'Concluído'];
const LABELS = ['Bug', 'Melhoria', 'Cliente', 'Interno', 'Urgente'];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const count = Number(arg('cards') ?? 5000);
  const title = arg('title') ?? `Board de Demonstração (${count.toLocaleString('pt-BR')} cards)`;
  const json = process.argv.includes('--json');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const origin = config.publicUrl;
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const r = await app.inject({ method, url, payload, headers: { origin, ...(cookie ? { cookie } : {}) } });
      if (r.statusCode >= 300) throw new Error(`${method} ${url} → ${r.statusCode} ${r.body}`);
      return r;
    };
    const credentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: credentials,
      headers: { origin },
    });
    const session =
      signIn.statusCode === 200
        ? signIn
        : await call('POST', '/api/auth/sign-up/email', { ...credentials, name: 'Conta Demo' });
    const setCookie = session.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
    const me = (await call('GET', '/api/v1/me', undefined, cookie)).json() as { id: string };
    const board = (await call('POST', '/api/v1/boards', { title: title.slice(0, 100) }, cookie)).json() as {
      id: string;
    };
    const columnIds: string[] = [];
    for (const name of COLUMNS) {
      columnIds.push((await call('POST', `/api/v1/boards/${board.id}/columns`, { name }, cookie)).json().id);
    }
    const labelIds: string[] = [];
    for (const [i, name] of LABELS.entries()) {
      const color = labelColors[i % labelColors.length];
      labelIds.push((await call('POST', `/api/v1/boards/${board.id}/labels`, { name, color }, cookie)).json().id);
    }
    const t0 = performance.now();
    await seedCards(database.db, { boardId: board.id, workspaceId: null, actorId: me.id, columnIds, labelIds, count });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const url = `${config.publicUrl}/board/${board.id}`;
    if (json)
      console.log(JSON.stringify({ boardId: board.id, columnIds, email: DEMO_EMAIL, password: DEMO_PASSWORD, url }));
    else {
      console.log(`Board "${title}" com ${count} cards criado em ${seconds}s.`);
      console.log(`Conta: ${DEMO_EMAIL} / senha: ${DEMO_PASSWORD}`);
      console.log(`Abra: ${url}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
