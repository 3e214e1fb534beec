// `npm run screenshots`: real screenshots of the running app for the README and
// docs (docs/images/*.png). Builds nothing: run `npm run build` first.
// Starts the server on a throw-away data folder, seeds a little data through
// the API, and photographs the pages in pt-BR with Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root, startServer, waitForHttp } from './lib.mjs';

const port = 3320;
const base = `http://localhost:${port}`;
const out = join(root, 'docs', 'images');
const dataDir = mkdtempSync(join(tmpdir(), 'rbax-shots-'));
const server = startServer(
  { PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000' },
  ['ignore', 'inherit', 'inherit'],
);

const executablePath = ['/usr/bin/chromium', process.env.CHROMIUM_PATH].find(Boolean);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await waitForHttp(`${base}/api/ready`);
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => globalThis.sessionStorage.setItem('rbax-app-splash-shown', '1'));
  const api = context.request;
  const post = (path, data) => api.post(path, { data, headers: { origin: base } }).then((r) => r.json());
  await post('/api/auth/sign-up/email', { name: 'Ana Souza', email: 'ana@rbax.local', password: 'Quadro#Verde42' });
  const workspace = await post('/api/v1/workspaces', { name: 'Produto', description: 'Time de produto' });
  for (const [title, template, icon, description] of [
    ['Sprint Q3', 'scrum', 'Rocket', 'Entregas do terceiro trimestre'],
    ['Funil de Vendas', 'sales', 'DollarSign', 'Leads, propostas e fechamentos'],
    ['Conteúdo do Blog', 'content', 'Palette', 'Pautas e publicações do mês'],
  ]) {
    const board = await post('/api/v1/boards', { title, template, icon, workspaceId: workspace.id, description });
    const label = await post(`/api/v1/boards/${board.id}/labels`, { name: 'Prioridade', color: '#ef4444' });
    await api.put(`/api/v1/boards/${board.id}/board-labels`, { data: { labelIds: [label.id] }, headers: { origin: base } });
  }

  const page = await context.newPage();
  await page.goto('/boards');
  await page.getByRole('list', { name: 'Boards' }).waitFor();
  await page.waitForTimeout(4500); // let toasts settle
  await page.screenshot({ path: join(out, 'boards.png') });

  const visitor = await browser.newContext({ baseURL: base, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const auth = await visitor.newPage();
  await auth.goto('/auth');
  await auth.getByRole('tab', { name: 'Criar Conta' }).click();
  await auth.screenshot({ path: join(out, 'auth.png') });
  console.log(`[screenshots] wrote ${out}/boards.png and auth.png`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
