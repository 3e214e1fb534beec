// `npm run bench:browser [-- --database-url postgres://…]`
// Seeds a board of 5,000 cards (apps/server/src/scripts/seed-big-board.ts), starts the real
// server (NODE_ENV=production, serving apps/web/dist, built first when missing) on the embedded
// database (and on PostgreSQL when a URL is given via --database-url or BENCH_DATABASE_URL), then
// drives headless Chromium (the system one at /usr/bin/chromium or CHROMIUM_PATH when present,
// Playwright's own build otherwise) against the budgets of ARCHITECTURE §10:
//   - navigation: `page.goto('/board/<id>')` (a full document load, signed in, warm HTTP cache) until
//     card faces are painted in every column and registered as draggable. Timed inside the page,
//     relative to performance.timeOrigin (= navigation start): a requestAnimationFrame loop
//     installed by an init script notices the frame in which every column holds a card (and then
//     a card with draggable="true"), and the time is taken in a task queued from that frame's rAF
//     callback, i.e. just after that frame is produced. After 1 warm-up (reported as the cold
//     first visit): 5 runs reopening the unchanged board (the server may answer from its board
//     cache) and 5 runs each just after another card was moved through the API (the board's JSON
//     is built again). The wall-clock time around goto + wait (includes Playwright's polling) is
//     reported too.
//   - drag: the first card of the first column dragged with the mouse (page.mouse down/move/up;
//     Playwright turns it into native HTML5 drag events in Chromium) onto the farthest column that
//     is fully on screen, 8 px per step and one step per frame, while an rAF loop records frame
//     deltas: during the drag (dragstart → drop) and in the 500 ms after the drop. The move
//     request's status is recorded and the drop is checked on the server (GET /api/v1/boards/:id).
//   - scroll: frame deltas while the first (virtualized, ~830 cards) column is scrolled by 60 px a
//     frame for 240 frames.
//   - views: the table and the timeline with the same 5,000 cards (bench/browser-views.mjs): time to
//     usable and scrolling frames; `--views-only` measures just them (browser-views-<database>.json).
// Frame times are only meaningful on an otherwise idle machine: the 1-minute load average before
// and after each run is recorded next to the results.
// Prints JSON and writes bench/results/browser-<database>.json.
/* global window, document, location, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchViews } from './browser-views.mjs';
import { benchServerEnv, runPerDatabase, seedBoard, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3312);
const base = `http://localhost:${port}`;
const CARDS = 5000;
const NAVIGATION_RUNS = 5;
const viewport = { width: 1440, height: 900 };

const budgets = { navigationToUsableMs: 1500, frameMs: 20 };
/** `--views-only`: only the table and timeline (issue 22), written to browser-views-<database>.json. */
const viewsOnly = process.argv.includes('--views-only');

// playwright-core comes with @playwright/test; resolve it from the root like the e2e tests do.
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const round = (v) => Math.round(v * 100) / 100;

/**
 * Frame-delta statistics against the frame budget; the slow frames are listed with the time at
 * which they ended, relative to `origin` (the drag start, the drop or the scroll start).
 */
function frameStats(frames, origin) {
  const deltas = frames.map((f) => f.delta);
  const slow = frames.filter((f) => f.delta > budgets.frameMs);
  return {
    ...summarize(deltas),
    framesOverBudget: slow.length,
    shareOverBudget: deltas.length ? round(slow.length / deltas.length) : null,
    slowFrames: slow.map((f) => ({ endedAtMs: Math.round(f.at - origin), ms: round(f.delta) })),
  };
}

/**
 * Installed in every document before the app's scripts: sets the splash flag, watches for the
 * frame in which every column shows a card, and offers a frame recorder.
 */
function pageInstrumentation() {
  try {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
  } catch {
    // about:blank has no storage
  }
  const bench = {
    cardsPaintedAt: null,
    viewUsableAt: null,
    paintPending: false,
    cardsInDomAtPaint: null,
    dragReadyAt: null,
    frames: null,
    longTasks: [],
    events: {},
    startFrames() {
      bench.frames = [];
      bench.longTasks = [];
      bench.events = {};
      let last = null;
      const tick = (t) => {
        if (!bench.frames) return;
        if (last !== null) bench.frames.push({ at: t, delta: t - last });
        last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stopFrames() {
      const frames = bench.frames ?? [];
      bench.frames = null;
      return { frames, longTasks: bench.longTasks, events: bench.events };
    },
  };
  window.__bench = bench;
  for (const type of ['dragstart', 'drop', 'dragend']) {
    document.addEventListener(type, () => (bench.events[type] ??= performance.now()), true);
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ at: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask timing unavailable
  }
  // Every column shows a card (`selector`): card faces painted, or draggable too when pragmatic
  // drag and drop has registered them (it sets draggable="true" on the element).
  const everyColumnHas = (selector) => {
    const columns = document.querySelectorAll('[data-column-id]');
    if (columns.length === 0) return false;
    for (const column of columns) if (!column.querySelector(selector)) return false;
    return true;
  };
  // A task queued from a rAF callback runs right after that frame has been produced.
  const afterThisFrame = (record) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = record;
    channel.port2.postMessage(null);
  };
  const watch = () => {
    if (bench.cardsPaintedAt === null && !bench.paintPending && everyColumnHas('[data-card-id]')) {
      bench.paintPending = true;
      afterThisFrame(() => {
        bench.cardsPaintedAt = performance.now();
        bench.cardsInDomAtPaint = document.querySelectorAll('[data-card-id]').length;
      });
    }
    if (everyColumnHas('[data-card-id][draggable="true"]')) {
      afterThisFrame(() => (bench.dragReadyAt = performance.now()));
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  // The table and timeline views (issue 22, bench/browser-views.mjs): a row with its cells, or a bar.
  const viewSelector = { table: '[data-card-row] [data-cell]', timeline: '[data-timeline-bar]' }[
    new URLSearchParams(location.search).get('view')
  ];
  const watchView = () => {
    if (!viewSelector) return;
    if (document.querySelector(viewSelector)) return afterThisFrame(() => (bench.viewUsableAt = performance.now()));
    requestAnimationFrame(watchView);
  };
  requestAnimationFrame(watchView);
}

async function waitFrames(page, n) {
  await page.evaluate(
    (count) =>
      new Promise((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

/** Waits for the board to be usable; on a timeout, says what the page showed instead. */
async function waitUntilUsable(page, previousOrigin) {
  try {
    await page.waitForFunction(
      (origin) =>
        performance.timeOrigin > origin &&
        window.__bench &&
        window.__bench.cardsPaintedAt !== null &&
        window.__bench.dragReadyAt !== null,
      previousOrigin,
      { timeout: 30_000, polling: 50 },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const columns = [...document.querySelectorAll('[data-column-id]')];
        return {
          url: location.href,
          columns: columns.length,
          columnsWithCards: columns.filter((c) => c.querySelector('[data-card-id]')).length,
          columnsWithDraggableCards: columns.filter((c) => c.querySelector('[data-card-id][draggable="true"]')).length,
          bench: window.__bench && { painted: window.__bench.cardsPaintedAt, ready: window.__bench.dragReadyAt },
          api: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/'))
            .map((e) => `${e.name.replace(location.origin, '')} ${e.responseStatus ?? ''} ${Math.round(e.duration)}ms`),
          text: document.body.innerText.slice(0, 300),
        };
      })
      .catch((e) => String(e));
    throw new Error(`board not usable: ${error.message}\n${JSON.stringify(state, null, 2)}`, { cause: error });
  }
}

/** One navigation to the board; returns the in-page and wall-clock times. */
async function navigate(page, boardId) {
  // The new document is told apart from the previous one (same URL) by its later time origin.
  const previousOrigin = page.url().startsWith(base) ? await page.evaluate(() => performance.timeOrigin) : 0;
  const t0 = performance.now();
  await page.goto(`/board/${boardId}`, { waitUntil: 'commit' });
  await waitUntilUsable(page, previousOrigin);
  const wallClockMs = performance.now() - t0;
  const inPage = await page.evaluate((id) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const api = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes(`/api/v1/boards/${id}`) && !entry.name.includes('/events'));
    return {
      cardsPaintedMs: window.__bench.cardsPaintedAt,
      dragReadyMs: window.__bench.dragReadyAt,
      cardsInDom: window.__bench.cardsInDomAtPaint,
      documentResponseEndMs: nav?.responseEnd ?? null,
      domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
      boardApiRequestStartMs: api?.startTime ?? null,
      boardApiResponseEndMs: api?.responseEnd ?? null,
      boardApiTransferBytes: api?.transferSize ?? null,
    };
  }, boardId);
  return { wallClockMs, ...inPage };
}

/** Median/p95/… of each timing over a series of navigations. */
function navigationSeries(runs) {
  const pick = (key) => summarize(runs.map((run) => run[key]).filter((v) => typeof v === 'number'));
  return {
    runs: runs.length,
    cardsPainted: pick('cardsPaintedMs'),
    usable: pick('dragReadyMs'),
    wallClockGotoToUsable: pick('wallClockMs'),
    breakdownMedians: {
      documentResponseEndMs: pick('documentResponseEndMs').medianMs,
      domContentLoadedMs: pick('domContentLoadedMs').medianMs,
      boardApiRequestStartMs: pick('boardApiRequestStartMs').medianMs,
      boardApiResponseEndMs: pick('boardApiResponseEndMs').medianMs,
    },
  };
}

/**
 * Two series: the board reopened as it was (the server may answer from its board-detail cache),
 * and reopened after another card of the board was moved through the API just before (so
 * the server builds the board's JSON again, as on a board in use).
 */
async function benchNavigation(page, boardId, columnIds) {
  const cold = await navigate(page, boardId); // first visit: empty HTTP cache; counted as warm-up
  const repeat = [];
  for (let i = 0; i < NAVIGATION_RUNS; i += 1) repeat.push(await navigate(page, boardId));

  const board = await (await page.request.get(`/api/v1/boards/${boardId}`)).json();
  const mover = board.cards.find((card) => card.columnId === columnIds.at(-1));
  const afterChange = [];
  for (let i = 0; i < NAVIGATION_RUNS; i += 1) {
    const columnId = columnIds.at(i % 2 === 0 ? -2 : -1);
    const moved = await page.request.post(`/api/v1/cards/${mover.id}/move`, {
      data: { columnId },
      headers: { origin: base },
    });
    if (!moved.ok()) throw new Error(`move before navigation → ${moved.status()} ${await moved.text()}`);
    afterChange.push(await navigate(page, boardId));
  }

  const repeatVisit = navigationSeries(repeat);
  const afterBoardChange = navigationSeries(afterChange);
  const within = (series) => series.usable.medianMs !== null && series.usable.medianMs <= budgets.navigationToUsableMs;
  return {
    warmUp: 1,
    measuredFrom:
      'performance.timeOrigin (navigation start) to the end of the first frame showing a card in every column ' +
      '(cardsPainted), and in which those cards are also registered as draggable (usable)',
    repeatVisit,
    afterBoardChange,
    coldFirstVisit: { cardsPaintedMs: round(cold.cardsPaintedMs), usableMs: round(cold.dragReadyMs) },
    // A small number on repeat visits: the browser revalidated its cached copy (304).
    boardApiTransferBytes: {
      repeatVisit: repeat.at(-1).boardApiTransferBytes,
      afterBoardChange: afterChange.at(-1).boardApiTransferBytes,
    },
    cardsOnBoard: CARDS,
    cardElementsInDom: repeat.at(-1).cardsInDom,
    budgetMs: budgets.navigationToUsableMs,
    withinBudget: within(repeatVisit) && within(afterBoardChange),
  };
}

/** Frames that ended between two in-page timestamps. */
function framesBetween(frames, from, to) {
  return frames.filter((f) => f.at > from && f.at <= to);
}

/** Where the server has the card: its column and its index in that column (positions order). */
async function cardOnServer(page, boardId, cardId) {
  const response = await page.request.get(`/api/v1/boards/${boardId}`);
  if (!response.ok()) throw new Error(`GET board → ${response.status()}`);
  const { cards } = await response.json();
  const card = cards.find((item) => item.id === cardId);
  if (!card) return { columnId: null, index: null };
  const column = cards
    .filter((item) => item.columnId === card.columnId)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
  return { columnId: card.columnId, index: column.findIndex((item) => item.id === cardId) };
}

async function benchDrag(page, boardId, columnIds) {
  await navigate(page, boardId);
  await waitFrames(page, 10);
  const source = page.locator(`[data-column-id="${columnIds[0]}"] [data-card-id]`).first();
  const cardId = await source.getAttribute('data-card-id');
  const from = await source.boundingBox();
  // The farthest column that is entirely on screen, so the board does not need to scroll sideways.
  let target = null;
  for (const id of columnIds.slice(1)) {
    const box = await page.locator(`[data-column-id="${id}"]`).boundingBox();
    if (box && box.x + box.width <= viewport.width) target = { id, box };
  }
  if (!target) throw new Error('no second column on screen');
  const targetCard = await page.locator(`[data-column-id="${target.id}"] [data-card-id]`).nth(1).boundingBox();

  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  // Over the upper half of the target column's second card: dropped between its first two cards.
  const end = { x: targetCard.x + targetCard.width / 2, y: targetCard.y + targetCard.height * 0.3 };
  const stepPx = 8;
  const steps = Math.ceil(Math.hypot(end.x - start.x, end.y - start.y) / stepPx);

  // The move request the drop sends (its status is reported: a failed move is rolled back).
  const moveResponses = [];
  const onResponse = async (response) => {
    if (!response.url().includes(`/api/v1/cards/${cardId}/move`)) return;
    const entry = { status: response.status() };
    moveResponses.push(entry);
    if (!response.ok()) entry.body = (await response.text().catch(() => '')).slice(0, 300);
  };
  page.on('response', onResponse);
  await page.evaluate(() => window.__bench.startFrames());
  await waitFrames(page, 5);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const moveStartedAt = await page.evaluate(() => performance.now());
  for (let i = 1; i <= steps; i += 1) {
    const k = i / steps;
    await page.mouse.move(start.x + (end.x - start.x) * k, start.y + (end.y - start.y) * k);
    await waitFrames(page, 1); // about one pointer move per frame, like a real drag
  }
  const releasedAt = await page.evaluate(() => performance.now());
  await page.mouse.up();
  await page.waitForTimeout(600);
  const recorded = await page.evaluate(() => window.__bench.stopFrames());

  let persisted = { columnId: null, index: null };
  for (let i = 0; i < 50; i += 1) {
    persisted = await cardOnServer(page, boardId, cardId);
    if (persisted.columnId === target.id) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  page.off('response', onResponse);
  const movedInDom = (await page.locator(`[data-column-id="${target.id}"] [data-card-id="${cardId}"]`).count()) > 0;

  const { frames, events, longTasks } = recorded;
  const dragStart = events.dragstart ?? moveStartedAt;
  const dropAt = events.drop ?? events.dragend ?? releasedAt;
  const during = frameStats(framesBetween(frames, dragStart, dropAt), dragStart);
  const afterDrop = frameStats(framesBetween(frames, dropAt, dropAt + 500), dropAt);
  return {
    nativeDragEvents: { dragstart: events.dragstart !== undefined, drop: events.drop !== undefined },
    pointerSteps: steps,
    stepPx,
    durationMs: round(dropAt - dragStart),
    from: columnIds[0],
    to: target.id,
    toColumnIndex: columnIds.indexOf(target.id),
    framesDuringDrag: during,
    framesAfterDrop500ms: afterDrop,
    longTasks: longTasks
      .filter((t) => t.at >= dragStart - 50)
      .map((t) => ({ startedAtMs: Math.round(t.at - dragStart), ms: round(t.ms) })),
    movedInDom,
    moveRequests: moveResponses,
    persisted: persisted.columnId === target.id,
    // Dropped on the upper half of the target column's second card: expected index 1.
    persistedIndexInColumn: persisted.index,
    budgetFrameMs: budgets.frameMs,
    withinBudget: during.samples > 0 && during.maxMs <= budgets.frameMs,
  };
}

async function benchScroll(page, boardId, columnId) {
  await navigate(page, boardId);
  await waitFrames(page, 10);
  await page.evaluate(() => window.__bench.startFrames());
  await waitFrames(page, 5);
  const result = await page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const scroller = document.querySelector(`[data-column-id="${id}"] > .overflow-y-auto`);
        const startedAt = performance.now();
        let frames = 0;
        const tick = () => {
          scroller.scrollTop += 60;
          frames += 1;
          if (frames < 240) requestAnimationFrame(tick);
          else
            requestAnimationFrame(() =>
              resolve({
                startedAt,
                endedAt: performance.now(),
                scrollTop: scroller.scrollTop,
                scrollHeight: scroller.scrollHeight,
                cardsInColumnDom: scroller.querySelectorAll('[data-card-id]').length,
              }),
            );
        };
        requestAnimationFrame(tick);
      }),
    columnId,
  );
  const recorded = await page.evaluate(() => window.__bench.stopFrames());
  const stats = frameStats(framesBetween(recorded.frames, result.startedAt, result.endedAt), result.startedAt);
  return {
    pxPerFrame: 60,
    scrolledPx: Math.round(result.scrollTop),
    columnScrollHeightPx: Math.round(result.scrollHeight),
    cardElementsInColumn: result.cardsInColumnDom,
    frames: stats,
    longTasks: recorded.longTasks
      .filter((t) => t.at >= result.startedAt - 50)
      .map((t) => ({ startedAtMs: Math.round(t.at - result.startedAt), ms: round(t.ms) })),
    budgetFrameMs: budgets.frameMs,
    withinBudget: stats.samples > 0 && stats.maxMs <= budgets.frameMs,
  };
}

async function benchBrowser(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-browser-'));
  const env = benchServerEnv({ port, dataDir, databaseUrl: database.url });
  const t0 = performance.now();
  const seeded = seedBoard(env, CARDS); // before the server starts: the embedded database takes one process
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  let browser;
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
    const context = await browser.newContext({ baseURL: base, viewport, deviceScaleFactor: 1, locale: 'pt-BR' });
    await context.addInitScript(pageInstrumentation);
    // The context's request client shares the cookie jar with the pages.
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: seeded.email, password: seeded.password },
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`sign-in → ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();

    const views = () => benchViews(page, { boardId: seeded.boardId, base, budgets, frameStats, summarize, waitFrames });
    if (viewsOnly) return { database: database.name, seedSeconds, views: await views(), budgets };
    const navigation = await benchNavigation(page, seeded.boardId, seeded.columnIds);
    const drag = await benchDrag(page, seeded.boardId, seeded.columnIds);
    const scroll = await benchScroll(page, seeded.boardId, seeded.columnIds[0]);
    const viewResults = await views();
    return {
      database: database.name,
      browser: { executable: executablePath ?? 'playwright chromium', version: browser.version(), viewport },
      seedSeconds,
      navigation,
      drag,
      scroll,
      views: viewResults,
      budgets,
      withinBudget: {
        navigation: navigation.withinBudget,
        drag: drag.withinBudget && drag.persisted,
        // The frames right after the drop (optimistic update, server answer) are not part of the
        // drag itself, but they are what the user sees next: reported against the same budget.
        drop: drag.framesAfterDrop500ms.samples > 0 && drag.framesAfterDrop500ms.maxMs <= budgets.frameMs,
        scroll: scroll.withinBudget,
        tableUsable: viewResults.table.withinBudget.usable,
        tableScroll: viewResults.table.withinBudget.scroll,
        timelineUsable: viewResults.timeline.withinBudget.usable,
        timelineScroll: viewResults.timeline.withinBudget.scroll,
      },
    };
  } finally {
    await browser?.close();
    await stopServer(server, dataDir);
  }
}

await ensureWebBuild();
await runPerDatabase(viewsOnly ? 'browser-views' : 'browser', benchBrowser);
