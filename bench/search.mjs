// `npm run bench:search [-- --database-url postgres://…]`
// Global search on PostgreSQL (issue 7, budget: p95 ≤ 50 ms with 100,000 cards). Creates its own
// database `rbax_bench_search` on the server of the given URL (default
// postgres://postgres@127.0.0.1:5432/postgres), runs the migrations, seeds ~200 boards (4
// workspaces, personal boards, some archived) holding 100,000 cards with Portuguese titles,
// descriptions, tags and assignees (some archived), then times the real route
// `GET /api/v1/search` (Fastify inject: session, access, both queries, serialization) for a mix
// of 1–3-word, accent-less, rare, common and empty-result queries, as a user who can read most
// boards. Prints JSON (p50/p95/max overall and per query, rows, EXPLAIN summary) and writes
// bench/results/search.json. The database is dropped at the end (`--keep` keeps it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateNKeysBetween } from 'fractional-indexing';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { summarize, writeResult } from './lib.mjs';

const BUDGET_P95_MS = 50;
const CARDS = Number(process.env.BENCH_SEARCH_CARDS ?? 100_000);
const BOARDS = 200;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const DB_NAME = 'rbax_bench_search';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript modules of the server, loaded once through tsx (one module graph, as in the app).
register();
const server = (path) => import(join(root, 'apps', 'server', 'src', path));

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const baseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.argv.includes('--keep');

/* ---------- realistic Portuguese content (deterministic) ---------- */

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = rng(20260301);
const pick = (list) => list[Math.floor(random() * list.length)];

const VERBS = [
  'Revisar',
  'Implementar',
  'Corrigir',
  'Planejar',
  'Testar',
  'Documentar',
  'Migrar',
  'Otimizar',
  'Publicar',
  'Aprovar',
  'Negociar',
  'Atualizar',
  'Configurar',
  'Validar',
  'Preparar',
  'Enviar',
  'Analisar',
  'Agendar',
  'Contratar',
  'Integrar',
  'Conferir',
  'Renovar',
  'Cancelar',
  'Definir',
];
const THINGS = [
  'contrato de prestação de serviços',
  'relatório mensal',
  'API de pagamentos',
  'tela de login',
  'fluxo de cadastro',
  'campanha de Black Friday',
  'dashboard de vendas',
  'backup do banco de dados',
  'orçamento anual',
  'nota fiscal eletrônica',
  'integração com Pix',
  'reunião com fornecedor',
  'ação promocional',
  'pesquisa de satisfação',
  'onboarding de clientes',
  'política de férias',
  'folha de pagamento',
  'cotação de frete',
  'landing page',
  'aplicativo móvel',
  'plano de comunicação',
  'treinamento da equipe',
  'inventário do estoque',
  'conciliação bancária',
  'proposta comercial',
  'edital de licitação',
  'certificado SSL',
  'manual do usuário',
  'roteiro do vídeo institucional',
  'calendário editorial',
  'auditoria de acessos',
  'migração para a nuvem',
  'importação de planilhas',
  'régua de cobrança',
  'programa de fidelidade',
  'parcelamento no cartão',
  'emissão de boletos',
  'contratação de estagiários',
  'evento de lançamento',
  'pedido de compra',
];
const QUALIFIERS = [
  '',
  '',
  '',
  '',
  'do cliente Acme',
  'para São Paulo',
  'da filial Recife',
  'urgente',
  'v2',
  'do Q3',
  'de Belo Horizonte',
  'com o jurídico',
  'da Black Friday',
  'para o board',
  'em produção',
  'no Rio de Janeiro',
  'de Porto Alegre',
];
const SENTENCES = [
  'Alinhar com o financeiro antes de enviar ao cliente.',
  'O prazo combinado na reunião de segunda-feira é sexta.',
  'Verificar se a integração continua funcionando depois da atualização.',
  'Precisamos da aprovação da diretoria para seguir.',
  'Anexar as evidências dos testes e o relatório de erros.',
  'Conferir os valores com a planilha de orçamento e a nota fiscal.',
  'A equipe de atendimento relatou lentidão no horário de pico.',
  'Combinar com o fornecedor a entrega em duas etapas.',
  'Revisar o texto com o time de comunicação e corrigir a ortografia.',
  'Incluir o resumo executivo e os próximos passos.',
  'Depende da liberação do ambiente de homologação.',
  'O cliente pediu uma nova versão com as alterações discutidas.',
  'Usar o modelo padrão da empresa e o logotipo atualizado.',
  'Validar as regras de negócio com a área de operações.',
  'Registrar a decisão na ata e avisar os responsáveis.',
  'Estimar o esforço e atualizar o cronograma do projeto.',
  'Há um risco de atraso por causa das férias coletivas.',
  'Os dados vêm da exportação semanal do ERP.',
  'Acompanhar o indicador de conversão depois da publicação.',
  'A solicitação veio pelo canal de suporte, protocolo anexo.',
];
const RARE = ['xilogravura', 'paralelepípedo', 'quindim', 'caleidoscópio'];
const TAGS = [
  'financeiro',
  'jurídico',
  'operações',
  'comunicação',
  'marketing',
  'vendas',
  'infraestrutura',
  'design',
  'suporte',
  'rh',
  'ti',
  'logística',
  'produto',
  'qualidade',
  'segurança',
  'urgente',
  'cliente',
  'interno',
  'pix',
  'mobile',
];
const AREAS = [
  'Financeiro',
  'Marketing Digital',
  'Operações Sul',
  'Jurídico',
  'Comunicação Interna',
  'Vendas B2B',
  'Produto',
  'Infraestrutura',
  'Atendimento',
  'Recursos Humanos',
  'Logística',
  'Expansão Nordeste',
  'Compras',
  'Eventos',
  'Qualidade',
  'Segurança da Informação',
  'Projetos Especiais',
  'Parcerias',
  'Pesquisa',
  'Diretoria',
];
const ICONS = [
  'LayoutGrid',
  'Rocket',
  'Target',
  'Zap',
  'TrendingUp',
  'Heart',
  'Star',
  'Briefcase',
  'Calendar',
  'Clock',
  'Coffee',
  'DollarSign',
  'Gift',
  'Home',
  'Lightbulb',
  'Mail',
  'Music',
  'Palette',
  'Settings',
  'ShoppingCart',
  'Smartphone',
  'Trophy',
  'Users',
  'Book',
  'Camera',
  'Code',
  'Headphones',
  'Map',
  'MessageCircle',
  'Package',
  'Scissors',
  'Shield',
  'Sparkles',
  'Umbrella',
  'Wrench',
  'Archive',
  'Award',
];
const PEOPLE = [
  'João Conceição',
  'Ana Sousa',
  'Márcia Guimarães',
  'Luís Araújo',
  'Beatriz Gonçalves',
  'Thiago Magalhães',
  'Fernanda Ribeiro',
  'Raí Simões',
  'Letícia Brandão',
  'Otávio Peçanha',
  'Cíntia Falcão',
];
const PRIORITIES = ['critical', 'high', 'medium', 'low'];

/** 1–3 words; accent-less, common, rare, board and assignee names, short words, no result. */
const QUERIES = [
  'revisar',
  'acao',
  'orcamento anual',
  'relatorio mensal revisar',
  'xilogravura',
  'pix',
  'cliente acme',
  'conceicao',
  'financeiro',
  'sao paulo urgente',
  'nota fiscal eletronica',
  'ti',
  'comunicacao',
  'migrar nuvem',
  'zzqx',
  'ferias coletivas',
];

/* ---------- set-up ---------- */

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(baseUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function main() {
  await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-search-'));
  const [{ loadConfig }, { createDatabase }, { runMigrations }, { buildApp }, ids, schemaCards, search, searchRepo] =
    await Promise.all([
      server('config/env.ts'),
      server('db/client.ts'),
      server('db/migrate.ts'),
      server('app.ts'),
      import(join(root, 'packages', 'shared', 'src', 'ids.ts')),
      server('db/schema/cards.ts'),
      server('modules/search/search-service.ts'),
      server('modules/search/search-repository.ts'),
    ]);
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_MAX: '1000000',
    API_RATE_LIMIT_MAX: '100000000',
  });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir, poolMax: 10 });
  let app;
  try {
    await runMigrations(database);
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const origin = config.publicUrl;
    const call = async (method, url, payload, cookie) => {
      const r = await app.inject({ method, url, payload, headers: { origin, ...(cookie ? { cookie } : {}) } });
      if (r.statusCode >= 300) throw new Error(`${method} ${url} → ${r.statusCode} ${r.body}`);
      return r;
    };
    const signUp = async (name, index) => {
      const email = `pessoa${index}@bench.test`;
      const r = await call('POST', '/api/auth/sign-up/email', { name, email, password: 'Bench#Busca2026' });
      const cookie = []
        .concat(r.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = (await call('GET', '/api/v1/me', undefined, cookie)).json();
      return { id: me.id, name, email, cookie };
    };

    const t0 = performance.now();
    const main = await signUp('Bench Busca', 0);
    const people = [];
    for (const [i, name] of PEOPLE.entries()) people.push(await signUp(name, i + 1));
    const everyone = [main, ...people];

    // Workspaces: two of the benchmark user's, one where they are a member, one they cannot see.
    const workspace = async (owner, name, members) => {
      const id = (await call('POST', '/api/v1/workspaces', { name }, owner.cookie)).json().id;
      for (const m of members)
        await call('POST', `/api/v1/workspaces/${id}/members`, { email: m.email, role: 'member' }, owner.cookie);
      return { id, owner };
    };
    const wsMain = await workspace(main, 'Matriz', people.slice(0, 6));
    const wsMain2 = await workspace(main, 'Filiais', people.slice(3, 9));
    const wsMember = await workspace(people[0], 'Consultoria Parceira', [main, people[1], people[2]]);
    const wsHidden = await workspace(people[5], 'Empresa Vizinha', [people[6], people[7]]);
    const placements = [
      ...Array.from({ length: 70 }, () => ({ owner: main, workspaceId: wsMain.id })),
      ...Array.from({ length: 40 }, () => ({ owner: main, workspaceId: wsMain2.id })),
      ...Array.from({ length: 50 }, () => ({ owner: people[0], workspaceId: wsMember.id })),
      ...Array.from({ length: 20 }, () => ({ owner: main, workspaceId: null })),
      ...Array.from({ length: BOARDS - 180 }, () => ({ owner: people[5], workspaceId: wsHidden.id })),
    ];
    const boards = [];
    for (const [i, place] of placements.entries()) {
      const title = `${AREAS[i % AREAS.length]} ${2024 + (i % 3)}${i >= AREAS.length ? ` #${Math.floor(i / AREAS.length)}` : ''}`;
      const board = (
        await call(
          'POST',
          '/api/v1/boards',
          { title, icon: ICONS[i % ICONS.length], template: 'kanban', workspaceId: place.workspaceId },
          place.owner.cookie,
        )
      ).json();
      const detail = (await call('GET', `/api/v1/boards/${board.id}`, undefined, place.owner.cookie)).json();
      boards.push({ id: board.id, columnIds: detail.columns.map((c) => c.id), owner: place.owner });
    }
    // A few archived boards among the readable ones.
    for (const b of boards.filter((_, i) => i % 37 === 5))
      await call('PATCH', `/api/v1/boards/${b.id}`, { archived: true }, b.owner.cookie);
    const boardsSeconds = (performance.now() - t0) / 1000;

    // Cards: written in batches straight into the table (the API path is measured elsewhere).
    const t1 = performance.now();
    const perBoard = Math.ceil(CARDS / boards.length);
    const now = Date.now();
    let written = 0;
    let archivedCards = 0;
    for (const board of boards) {
      const count = Math.min(perBoard, CARDS - written);
      if (count <= 0) break;
      const perColumn = board.columnIds.map((_, i) => Math.ceil((count - i) / board.columnIds.length));
      const keys = perColumn.map((n) => generateNKeysBetween(null, null, n));
      const rows = [];
      for (let i = 0; i < count; i += 1) {
        const col = i % board.columnIds.length;
        const sentences =
          random() < 0.6 ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SENTENCES)) : [];
        if (random() < 0.0003 * RARE.length) sentences.push(`Lembrete: ${pick(RARE)}.`);
        const archived = random() < 0.05;
        if (archived) archivedCards += 1;
        rows.push({
          id: ids.uuidv7(),
          boardId: board.id,
          columnId: board.columnIds[col],
          title: `${pick(VERBS)} ${pick(THINGS)} ${pick(QUALIFIERS)}`.trim().slice(0, 100),
          description: sentences.length ? sentences.join(' ') : null,
          priority: random() < 0.8 ? pick(PRIORITIES) : null,
          dueDate: random() < 0.6 ? new Date(now + Math.floor((random() - 0.3) * 60) * 86_400_000) : null,
          valueBrl: random() < 0.4 ? (Math.floor(random() * 10_000_000) / 100).toFixed(2) : null,
          assigneeId: random() < 0.7 ? pick(everyone).id : null,
          tags: TAGS.filter(() => random() < 0.08),
          position: keys[col].shift(),
          archived,
          archivedAt: archived ? new Date(now) : null,
          createdBy: board.owner.id,
          updatedAt: new Date(now - Math.floor(random() * 90 * 86_400_000)),
        });
      }
      for (let i = 0; i < rows.length; i += 1000)
        await database.db.insert(schemaCards.cards).values(rows.slice(i, i + 1000));
      written += count;
    }
    // Steady state, as autovacuum leaves it: statistics gathered, GIN pending lists merged.
    await database.driver.pool.query('VACUUM ANALYZE');
    const cardsSeconds = (performance.now() - t1) / 1000;
    console.error(`[bench] seeded ${written} cards on ${boards.length} boards in ${cardsSeconds.toFixed(1)}s`);

    const readable = (await search.readableBoards({ db: database.db }, main)).map((b) => b.id);

    // Warm-up, then rounds over the whole mix (interleaved, so no query is only measured hot).
    const get = (q) => call('GET', `/api/v1/search?q=${encodeURIComponent(q)}`, undefined, main.cookie);
    for (const q of QUERIES) await get(q);
    const perQuery = new Map(QUERIES.map((q) => [q, []]));
    const rowsOf = new Map();
    const all = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const q of QUERIES) {
        const s = performance.now();
        const response = await get(q);
        const ms = performance.now() - s;
        perQuery.get(q).push(ms);
        all.push(ms);
        const body = response.json();
        rowsOf.set(q, { cards: body.cards.length, boards: body.boards.length });
      }
    }

    // How PostgreSQL runs the card query (the heavier of the two) for a few queries.
    const { searchWords } = await import(join(root, 'packages', 'shared', 'src', 'search.ts'));
    const explain = {};
    for (const q of ['revisar', 'xilogravura', 'orcamento anual', 'conceicao', 'ti']) {
      const words = await searchRepo.wordMatches(database.db, { words: searchWords(q), boardIds: readable });
      const query = searchRepo.searchCardsQuery({ boardIds: readable, words, limit: 10 });
      const { sql: text, params } = database.db.dialect.sqlToQuery(query);
      const result = await database.driver.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
      const plan = result.rows[0]['QUERY PLAN'][0];
      const nodes = [];
      const walk = (node) => {
        nodes.push(node);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
      explain[q] = {
        executionMs: Math.round(plan['Execution Time'] * 100) / 100,
        indexes: [...new Set(nodes.map((n) => n['Index Name']).filter(Boolean))],
        nodeTypes: [...new Set(nodes.map((n) => n['Node Type']))],
        seqScanOnCards: nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'cards'),
      };
    }

    const overall = summarize(all);
    const result = {
      benchmark: 'search',
      at: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
      },
      database: 'postgres',
      postgres: (await database.driver.pool.query('SHOW server_version')).rows[0].server_version,
      dataset: {
        cards: written,
        archivedCards,
        boards: boards.length,
        readableBoards: readable.length,
        users: everyone.length,
        seedSeconds: Math.round((boardsSeconds + cardsSeconds) * 10) / 10,
      },
      route: 'GET /api/v1/search (Fastify inject: session, access, card and board queries, JSON)',
      rounds: ROUNDS,
      overall,
      perQuery: Object.fromEntries(
        QUERIES.map((q) => {
          const s = summarize(perQuery.get(q));
          return [q, { medianMs: s.medianMs, p95Ms: s.p95Ms, maxMs: s.maxMs, rows: rowsOf.get(q) }];
        }),
      ),
      explain,
      budget: { p95Ms: BUDGET_P95_MS },
      withinBudget: overall.p95Ms <= BUDGET_P95_MS,
    };
    const file = writeResult('search', result);
    console.log(JSON.stringify(result, null, 2));
    console.error(`[bench] wrote ${file}`);
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!keep) await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

await main();
