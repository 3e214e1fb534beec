import { sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { priorities } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { cards } from '#src/db/schema/cards.ts';
import { boardEventCounters, events } from '#src/db/schema/event-log.ts';
import { cardLabels } from '#src/db/schema/labels.ts';
import { uuidv7 } from '@rbax/shared/ids';

const BATCH = 500;
const TAGS = [
  'frontend',
  'backend',
  'cliente',
  'urgente',
  'financeiro',
  'design',
  'infra',
  'mobile',
  'suporte',
  'vendas',
];
const WORDS = [
  'Revisar',
  'Implementar',
  'Corrigir',
  'Planejar',
  'Testar',
  'Documentar',
  'Migrar',
  'Otimizar',
  'Publicar',
];
const THINGS = [
  'contrato',
  'relatório',
  'API',
  'tela de login',
  'fluxo de pagamento',
  'campanha',
  'dashboard',
  'backup',
];

/** A small deterministic generator, so two seeds of the same size look alike. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Inserts `count` varied cards spread over `columnIds`, in batches, with their labels and one
 * 'card.created' event each (the seq block is taken from the board's counter in the same
 * transaction, ARCHITECTURE §3).
 */
export async function seedCards(
  db: Db,
  input: {
    boardId: string;
    workspaceId: string | null;
    actorId: string;
    columnIds: string[];
    labelIds: string[];
    count: number;
  },
): Promise<number> {
  const random = rng(input.count);
  const perColumn = new Map<string, number>();
  for (let i = 0; i < input.count; i += 1) {
    const col = input.columnIds[i % input.columnIds.length]!;
    perColumn.set(col, (perColumn.get(col) ?? 0) + 1);
  }
  const positions = new Map([...perColumn].map(([col, n]) => [col, generateNKeysBetween(null, null, n)]));
  const now = Date.now();
  const rows: (typeof cards.$inferInsert)[] = [];
  const labelRows: (typeof cardLabels.$inferInsert)[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const columnId = input.columnIds[i % input.columnIds.length]!;
    const id = uuidv7();
    const start = random() < 0.5 ? new Date(now + Math.floor((random() - 0.5) * 40) * 86_400_000) : null;
    const due = random() < 0.7 ? new Date((start?.getTime() ?? now) + Math.floor(random() * 30) * 86_400_000) : null;
    rows.push({
      id,
      boardId: input.boardId,
      columnId,
      title: `${WORDS[i % WORDS.length]} ${THINGS[Math.floor(random() * THINGS.length)]} #${i + 1}`,
      description: random() < 0.3 ? `Detalhes do cartão ${i + 1}.\n\n- item\n- outro item` : null,
      priority: random() < 0.8 ? priorities[Math.floor(random() * priorities.length)]! : null,
      startDate: start,
      dueDate: due,
      valueBrl: random() < 0.4 ? (Math.floor(random() * 10_000_000) / 100).toFixed(2) : null,
      tags: TAGS.filter(() => random() < 0.15),
      position: positions.get(columnId)!.shift()!,
      createdBy: input.actorId,
    });
    for (const labelId of input.labelIds)
      if (random() < 0.2) labelRows.push({ cardId: id, labelId, boardId: input.boardId });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(cards).values(rows.slice(i, i + BATCH));
    for (let i = 0; i < labelRows.length; i += BATCH) await tx.insert(cardLabels).values(labelRows.slice(i, i + BATCH));
    const [counter] = await tx
      .update(boardEventCounters)
      .set({ lastSeq: sql`${boardEventCounters.lastSeq} + ${rows.length}` })
      .where(sql`${boardEventCounters.boardId} = ${input.boardId}`)
      .returning({ last: boardEventCounters.lastSeq });
    const first = Number(counter!.last) - rows.length + 1;
    const eventRows = rows.map((row, i) => ({
      boardId: input.boardId,
      workspaceId: input.workspaceId,
      seq: first + i,
      actorId: input.actorId,
      kind: 'card.created',
      entityId: row.id!,
      data: { version: 1, columnId: row.columnId, title: row.title, seeded: true },
    }));
    for (let i = 0; i < eventRows.length; i += BATCH) await tx.insert(events).values(eventRows.slice(i, i + BATCH));
  });
  return rows.length;
}
