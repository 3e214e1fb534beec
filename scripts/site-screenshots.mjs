// `npm run screenshots:site`: the landing page's pictures of RBAX Flow, taken from the real,
// running app (issue 6: no stock images). Needs a build (`npm run build`). Starts the server on
// a throw-away data folder, seeds a realistic board through the API, and writes to
// apps/web/public/screenshots/: board, card, boards (1280×800, plus 640 and 960 px wide copies for
// smaller screens) and board-mobile (390×844), each in WebP and AVIF; board-drag.webm (a card
// dragged across columns) and og.png (1200×630, the link preview). The video needs ffmpeg (Debian:
// apt-get install ffmpeg). Commit the results; the build copies them into dist.
// `--variants` only remakes the smaller copies and the AVIF files from the WebP files already there.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root, startServer, waitForHttp } from './lib.mjs';

const port = 3321;
const base = `http://localhost:${port}`;
const out = join(root, 'apps', 'web', 'public', 'screenshots');
mkdirSync(out, { recursive: true });

/** The smaller copies of each 1280 px picture (the landing's srcset, features/landing/sections/feature-showcase.tsx). */
const SMALLER_WIDTHS = [640, 960];

/**
 * `<name>.webp` and `<name>.avif` at `width`, and the smaller copies of a wide picture. `fromWebp`:
 * the source is `<name>.webp` itself, which stays as it is.
 */
async function writePicture(source, name, width, { fromWebp = false } = {}) {
  const widths = [[name, width], ...SMALLER_WIDTHS.filter((w) => w < width).map((w) => [`${name}-${w}`, w])];
  for (const [file, w] of widths) {
    if (!(fromWebp && file === name)) {
      await sharp(source).resize({ width: w }).webp({ quality: 78 }).toFile(join(out, `${file}.webp`));
    }
    await sharp(source).resize({ width: w }).avif({ quality: 55, effort: 6 }).toFile(join(out, `${file}.avif`));
  }
}

if (process.argv.includes('--variants')) {
  // From the committed 1280 px WebP files (a second lossy pass: retake the pictures for the best copies).
  for (const [name, width] of [['board', 1280], ['card', 1280], ['boards', 1280], ['board-mobile', 390]]) {
    await writePicture(readFileSync(join(out, `${name}.webp`)), name, width, { fromWebp: true });
  }
  console.log(`[screenshots:site] wrote ${readdirSync(out).join(', ')} to ${out}`);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'rbax-site-shots-'));
const videoDir = join(dataDir, 'video');
const server = startServer(
  { PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000' },
  ['ignore', 'inherit', 'inherit'],
);
const executablePath = ['/usr/bin/chromium', process.env.CHROMIUM_PATH].find(Boolean);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=pt-BR'],
});


const day = (offset) => new Date(Date.UTC(2026, 10, 24 + offset, 15)).toISOString();

try {
  await waitForHttp(`${base}/api/ready`);
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => globalThis.sessionStorage.setItem('rbax-app-splash-shown', '1'));
  const api = context.request;
  const post = async (path, data) => {
    const response = await api.post(path, { data, headers: { origin: base } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await post('/api/auth/sign-up/email', { name: 'Ana Souza', email: 'ana@rbax.local', password: 'Quadro#Verde42' });
  const workspace = await post('/api/v1/workspaces', { name: 'Agência Aurora', description: 'Campanhas e clientes' });
  const board = await post('/api/v1/boards', {
    title: 'Lançamento do App',
    template: 'kanban',
    icon: 'Rocket',
    workspaceId: workspace.id,
    description: 'Tudo o que falta para a versão 3.0',
  });
  for (const [title, template, icon] of [
    ['Sprint Q4', 'scrum', 'Target'],
    ['Funil de Vendas', 'sales', 'DollarSign'],
    ['Conteúdo do Blog', 'content', 'Palette'],
    ['Atendimento', 'support', 'Headphones'],
  ]) {
    await post('/api/v1/boards', { title, template, icon, workspaceId: workspace.id });
  }
  const detail = await (await api.get(`/api/v1/boards/${board.id}`)).json();
  const [todo, doing, done] = detail.columns.map((column) => column.id);
  const urgent = await post(`/api/v1/boards/${board.id}/labels`, { name: 'Urgente', color: '#ef4444' });
  const design = await post(`/api/v1/boards/${board.id}/labels`, { name: 'Design', color: '#8b5cf6' });
  const backend = await post(`/api/v1/boards/${board.id}/labels`, { name: 'Backend', color: '#3b82f6' });
  const cards = [
    [todo, 'Revisar textos da página de preços', 'medium', [design.id], day(3), 1200],
    [todo, 'Configurar notificações por e-mail', 'high', [backend.id], day(5), 3500],
    [todo, 'Pesquisa com 10 clientes', 'low', [], day(9), null],
    [todo, 'Roteiro do vídeo de lançamento', 'medium', [design.id], day(6), 800],
    [doing, 'Checkout com Pix', 'critical', [urgent.id, backend.id], day(1), 12000],
    [doing, 'Novo onboarding no celular', 'high', [design.id], day(2), 6400],
    [doing, 'Integração com webhooks', 'medium', [backend.id], day(4), 4200],
    [done, 'Definir metas do trimestre', 'medium', [], day(-3), null],
    [done, 'Logo e identidade visual', 'low', [design.id], day(-6), 2500],
  ];
  let focus;
  for (const [columnId, title, priority, labelIds, dueDate, valueBrl] of cards) {
    const card = await post(`/api/v1/boards/${board.id}/cards`, {
      columnId,
      title,
      priority,
      labelIds,
      dueDate,
      ...(valueBrl ? { valueBrl } : {}),
      description: 'Critérios de aceite combinados com o time.',
    });
    focus ??= columnId === doing ? card : undefined;
  }
  for (const text of ['Gerar QR Code do Pix', 'Confirmar pagamento pelo webhook', 'Tela de recibo']) {
    await post(`/api/v1/cards/${focus.id}/checklist`, { text });
  }
  await post(`/api/v1/cards/${focus.id}/comments`, { body: 'Testado no sandbox do banco, tudo certo!' });

  const page = await context.newPage();
  await page.goto(`/board/${board.id}`);
  await page.getByRole('heading', { level: 1, name: 'Lançamento do App' }).waitFor();
  await page.waitForTimeout(4500); // toasts and presence settle
  await writePicture(await page.screenshot(), 'board', 1280);
  await sharp(await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 672 } }))
    .resize({ width: 1200, height: 630, fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toFile(join(out, 'og.png'));

  await page.goto(`/board/${board.id}/card/${focus.id}`);
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(800);
  await writePicture(await page.screenshot(), 'card', 1280);

  await page.goto('/boards');
  await page.getByRole('list', { name: 'Boards' }).waitFor();
  await page.waitForTimeout(800);
  await writePicture(await page.screenshot(), 'boards', 1280);

  const phone = await browser.newContext({
    baseURL: base,
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: await context.storageState(),
  });
  await phone.addInitScript(() => globalThis.sessionStorage.setItem('rbax-app-splash-shown', '1'));
  const mobile = await phone.newPage();
  await mobile.goto(`/board/${board.id}`);
  await mobile.getByRole('heading', { level: 1, name: 'Lançamento do App' }).waitFor();
  await mobile.waitForTimeout(1500);
  await writePicture(await mobile.screenshot(), 'board-mobile', 390);
  await phone.close();

  // The video: a card dragged from 'A Fazer' to 'Em Progresso', then to 'Concluído'. Frames come
  // from Chromium's screencast and are encoded by the system's ffmpeg (VP9 WebM).
  const film = await context.newPage();
  await film.goto(`/board/${board.id}`);
  await film.getByRole('heading', { level: 1, name: 'Lançamento do App' }).waitFor();
  await film.waitForTimeout(1200);
  const frames = [];
  const cdp = await context.newCDPSession(film);
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ data: Buffer.from(data, 'base64'), time: metadata.timestamp });
    void cdp.send('Page.screencastFrameAck', { sessionId });
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 85, maxWidth: 1280, maxHeight: 800 });
  await film.waitForTimeout(800);
  const region = (name) => film.getByRole('region', { name, exact: true });
  await region('A Fazer').getByRole('link', { name: 'Configurar notificações por e-mail' }).dragTo(region('Em Progresso'));
  await film.waitForTimeout(1200);
  await region('Em Progresso').getByRole('link', { name: 'Checkout com Pix' }).dragTo(region('Concluído'));
  await film.waitForTimeout(1500);
  await cdp.send('Page.stopScreencast');
  mkdirSync(videoDir, { recursive: true });
  const list = frames.map((frame, index) => {
    const file = join(videoDir, `frame-${String(index).padStart(4, '0')}.jpg`);
    writeFileSync(file, frame.data);
    const next = frames[index + 1]?.time ?? frame.time + 0.5;
    return `file '${file}'\nduration ${Math.max(0.02, next - frame.time).toFixed(3)}`;
  });
  writeFileSync(join(videoDir, 'frames.txt'), `${list.join('\n')}\nfile '${join(videoDir, `frame-${String(frames.length - 1).padStart(4, '0')}.jpg`)}'\n`);
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', join(videoDir, 'frames.txt'),
    '-vf', 'fps=15,scale=1280:800', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-an',
    join(out, 'board-drag.webm'),
  ]);
  console.log(`[screenshots:site] wrote ${readdirSync(out).join(', ')} to ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
