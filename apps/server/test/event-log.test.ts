import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelColors } from '@rbax/shared/boards';
import { eventKinds, isEventKind, parseEventData, scopeOf } from '@rbax/shared/event-log';
import { rows } from '#src/db/raw.ts';
import { EventConsumer, MAX_FAILURES } from '#src/modules/event-log/event-log-consumer.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { createTestApp, newUser, readMails, TEST_ORIGIN, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';
import { flushMaintenance } from '#src/modules/docs/docs-maintenance.ts';

/** The event log as one module (issue 18, docs/decisions/034). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = {
  id: string;
  kind: string;
  board_id: string | null;
  workspace_id: string | null;
  entity_id: string | null;
  data: unknown;
};
const allEvents = () =>
  rows<Row>(
    t.database.db,
    sql`SELECT id::text AS id, kind, board_id, workspace_id, entity_id, data FROM events ORDER BY id`,
  );

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function attachPng(cookie: string, cardId: string) {
  const boundary = `----rbax${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pixel.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/cards/${cardId}/attachments`,
    headers: { origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
}

describe('the catalogue and what the server writes', () => {
  it('every event written through the API parses with its kind’s shared schema, and every kind is written', async () => {
    const owner = await newUser(t.app, 'Olga Dona');
    const member = await newUser(t.app, 'Mário Membro');
    const ok = (status: number, what: string) => expect(status, what).toBeLessThan(300);
    const { api } = owner;
    const ws = (await api.post('/api/v1/workspaces', { name: 'Registro' })).json().id as string;
    const other = (await api.post('/api/v1/workspaces', { name: 'Outro' })).json().id as string;
    ok((await api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' })).statusCode, 'add');
    ok((await api.patch(`/api/v1/workspaces/${ws}/members/${member.id}`, { role: 'admin' })).statusCode, 'role');
    const invited = `convidada.${randomBytes(3).toString('hex')}@example.com`;
    await api.post(`/api/v1/workspaces/${ws}/members`, { email: invited, role: 'viewer' });
    await t.app.mailer.idle();
    const token = new RegExp(`${TEST_PUBLIC_URL}/auth\\?invite=([A-Za-z0-9_-]+)`).exec(
      readMails(t.dataDir).find((m) => m.raw.includes(invited))!.text,
    )![1]!;
    const guest = await newUser(t.app, 'Gina Convidada', invited);
    ok((await guest.api.post('/api/v1/invitations/accept', { token })).statusCode, 'accept');
    ok((await api.del(`/api/v1/workspaces/${ws}/members/${guest.id}`)).statusCode, 'remove');

    const board = (await api.post('/api/v1/boards', { title: 'Quadro', workspaceId: ws, template: 'kanban' })).json()
      .id as string;
    const copy = (
      await api.post('/api/v1/boards', { title: 'Cópia', workspaceId: ws, duplicateFromBoardId: board })
    ).json().id as string;
    ok(
      (await api.patch(`/api/v1/boards/${board}`, { title: 'Quadro 2', color: labelColors[1] })).statusCode,
      'board edit',
    );
    ok((await api.patch(`/api/v1/boards/${board}`, { archived: true })).statusCode, 'archive');
    ok((await api.patch(`/api/v1/boards/${board}`, { archived: false })).statusCode, 'restore');
    ok((await api.patch(`/api/v1/boards/${board}`, { workspaceId: other })).statusCode, 'move board');
    ok((await api.patch(`/api/v1/boards/${board}`, { workspaceId: ws })).statusCode, 'move board back');
    const label = (await api.post(`/api/v1/boards/${board}/labels`, { name: 'Urgente', color: labelColors[0] })).json()
      .id;
    ok((await api.patch(`/api/v1/labels/${label}`, { name: 'Muito urgente' })).statusCode, 'label edit');
    ok((await api.put(`/api/v1/boards/${board}/board-labels`, { labelIds: [label] })).statusCode, 'board labels');
    const columns = (await api.get(`/api/v1/boards/${board}`)).json().columns as { id: string }[];
    const column = (await api.post(`/api/v1/boards/${board}/columns`, { name: 'Extra' })).json().id;
    ok((await api.patch(`/api/v1/columns/${column}`, { wipLimit: 3, color: '#aabbcc' })).statusCode, 'column edit');
    ok((await api.post(`/api/v1/columns/${column}/move`, { beforeId: columns[0]!.id })).statusCode, 'column move');

    const card = (
      await api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0]!.id, title: 'A', labelIds: [label] })
    ).json().id as string;
    ok((await api.patch(`/api/v1/cards/${card}`, { title: 'A2', priority: 'high', tags: ['x'] })).statusCode, 'edit');
    ok((await api.patch(`/api/v1/cards/${card}`, { completed: true })).statusCode, 'complete');
    ok((await api.patch(`/api/v1/cards/${card}`, { completed: false })).statusCode, 'uncomplete');
    ok((await api.patch(`/api/v1/cards/${card}`, { archived: true })).statusCode, 'archive card');
    ok((await api.patch(`/api/v1/cards/${card}`, { archived: false })).statusCode, 'restore card');
    ok((await api.post(`/api/v1/cards/${card}/move`, { columnId: columns[1]!.id })).statusCode, 'move');
    const subtask = (await api.post(`/api/v1/cards/${card}/subtasks`, { title: 'Sub' })).json().id as string;
    ok((await api.patch(`/api/v1/cards/${subtask}`, { parentId: null })).statusCode, 'promote subtask');
    ok((await api.post(`/api/v1/cards/${card}/dependencies`, { dependsOnId: subtask })).statusCode, 'depend');
    ok((await api.del(`/api/v1/cards/${card}/dependencies/${subtask}`)).statusCode, 'undepend');
    const comment = (await api.post(`/api/v1/cards/${card}/comments`, { body: 'Oi' })).json().id;
    ok((await api.patch(`/api/v1/comments/${comment}`, { body: 'Oi de novo' })).statusCode, 'comment edit');
    ok((await api.del(`/api/v1/comments/${comment}`)).statusCode, 'comment delete');
    const item = (await api.post(`/api/v1/cards/${card}/checklist`, { text: 'Passo' })).json().id;
    const second = (await api.post(`/api/v1/cards/${card}/checklist`, { text: 'Outro' })).json().id;
    ok((await api.patch(`/api/v1/checklist/${item}`, { done: true })).statusCode, 'item edit');
    ok((await api.post(`/api/v1/checklist/${item}/move`, { afterId: second })).statusCode, 'item move');
    ok((await api.del(`/api/v1/checklist/${item}`)).statusCode, 'item delete');
    const attachment = await attachPng(owner.cookie, card);
    ok(attachment.statusCode, 'attach');
    ok((await api.del(`/api/v1/attachments/${attachment.json().id}`)).statusCode, 'detach');
    const end = new Date();
    ok(
      (
        await api.post(`/api/v1/cards/${card}/time-entries`, {
          startedAt: new Date(end.getTime() - 25 * 60_000).toISOString(),
          endedAt: end.toISOString(),
          source: 'pomodoro',
        })
      ).statusCode,
      'time',
    );
    // Time tracking (issue 21): a timer started and stopped, a manual entry changed and deleted, a rate.
    ok((await api.post(`/api/v1/cards/${card}/timer/start`)).statusCode, 'timer start');
    ok((await api.post('/api/v1/timer/stop', { discard: true })).statusCode, 'timer stop');
    const entry = (
      await api.post(`/api/v1/cards/${card}/time-entries`, { source: 'manual', workDate: '2026-01-05', duration: '1h' })
    ).json().id as string;
    ok((await api.patch(`/api/v1/time-entries/${entry}`, { billable: true })).statusCode, 'time edit');
    ok((await api.del(`/api/v1/time-entries/${entry}`)).statusCode, 'time delete');
    ok((await api.put(`/api/v1/workspaces/${ws}/time-rates/${member.id}`, { hourlyRateBrl: '90' })).statusCode, 'rate');
    // GitHub (docs/decisions/036): a signed push that mentions the card links it.
    const github = (await api.post(`/api/v1/boards/${board}/github`)).json() as { url: string; secret: string };
    const push = Buffer.from(
      JSON.stringify({
        commits: [{ id: 'c0ffee', message: `Fix #${card.slice(-8)}`, url: 'https://github.com/o/r/commit/c0ffee' }],
      }),
    );
    const signature = `sha256=${createHmac('sha256', github.secret).update(push).digest('hex')}`;
    const delivery = await t.app.inject({
      method: 'POST',
      url: new URL(github.url).pathname,
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-github-delivery': 'd1',
        'x-hub-signature-256': signature,
      },
      payload: push,
    });
    ok(delivery.statusCode, 'github link');
    const copied = (await api.post(`/api/v1/cards/${card}/copy`, { columnId: columns[0]!.id })).json().id;
    ok(
      (
        await api.post(`/api/v1/cards/${copied}/move`, {
          columnId: (await api.get(`/api/v1/boards/${copy}`)).json().columns[0].id,
          boardId: copy,
        })
      ).statusCode,
      'move across',
    );
    ok(
      (await api.post(`/api/v1/cards/${copied}/move`, { columnId: columns[0]!.id, boardId: board })).statusCode,
      'move back',
    );
    ok((await api.del(`/api/v1/cards/${copied}`)).statusCode, 'delete card');
    ok((await api.del(`/api/v1/labels/${label}`)).statusCode, 'label delete');
    ok((await api.del(`/api/v1/columns/${column}`)).statusCode, 'column delete');
    ok((await api.del(`/api/v1/boards/${copy}`)).statusCode, 'board delete');
    // Documents (issue 26): created, renamed, moved, archived, restored, a version restored,
    // a mention (written by the upkeep after the content changed), deleted.
    const page = (
      await api.post(`/api/v1/workspaces/${ws}/docs`, { title: 'Página', markdown: `[@Mário](rbax:user/${member.id})` })
    ).json().id as string;
    const parent = (await api.post(`/api/v1/workspaces/${ws}/docs`, { title: 'Pai' })).json().id as string;
    ok(
      (await api.patch(`/api/v1/docs/${page}`, { title: 'Página 1', parentId: parent })).statusCode,
      'doc rename, move',
    );
    ok((await api.patch(`/api/v1/docs/${page}`, { archived: true })).statusCode, 'doc archive');
    ok((await api.patch(`/api/v1/docs/${page}`, { archived: false })).statusCode, 'doc restore');
    const version = (await api.post(`/api/v1/docs/${page}/versions`)).json().id as string;
    ok((await api.post(`/api/v1/docs/${page}/versions/${version}/restore`)).statusCode, 'doc version restore');
    await flushMaintenance(t.database.db);
    ok((await api.del(`/api/v1/docs/${parent}`)).statusCode, 'doc delete');

    const written = await allEvents();
    const problems: string[] = [];
    for (const row of written) {
      if (!isEventKind(row.kind)) {
        problems.push(`${row.id}: unknown kind ${row.kind}`);
        continue;
      }
      try {
        parseEventData(row.kind, row.data);
      } catch (error) {
        problems.push(`${row.id} ${row.kind}: ${(error as Error).message}`);
      }
      const workspaceScoped = scopeOf(row.kind) === 'workspace';
      if (workspaceScoped !== (row.board_id === null)) problems.push(`${row.id} ${row.kind}: in the wrong stream`);
      if (workspaceScoped && !row.workspace_id) problems.push(`${row.id} ${row.kind}: no workspace`);
    }
    expect(problems).toEqual([]);
    const missing = eventKinds.filter((kind) => !written.some((row) => row.kind === kind));
    expect(missing).toEqual([]);
  }, 60_000);

  it('refuses data that does not match its kind', () => {
    expect(() => parseEventData('card.moved', { version: 1, toColumnId: 'c' })).toThrow();
    expect(parseEventData('board.deleted', { boardId: 'b', title: 'T' })).toEqual({ boardId: 'b', title: 'T' });
  });
});

describe('a workspace stream', () => {
  it('numbers its events without gaps, apart from its boards’ streams', async () => {
    const owner = await newUser(t.app, 'Sara Sequência');
    const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Seq' })).json().id as string;
    for (const name of ['Um', 'Dois', 'Três']) {
      const person = await newUser(t.app, name);
      await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: person.email, role: 'viewer' });
    }
    const seqs = await rows<{ seq: number }>(
      t.database.db,
      sql`SELECT seq::int AS seq FROM events WHERE workspace_id = ${ws} AND board_id IS NULL ORDER BY seq`,
    );
    expect(seqs.map((r) => r.seq)).toEqual([1, 2, 3]);
  });
});

describe('a durable consumer', () => {
  const handledTable = `handled_${randomBytes(4).toString('hex')}`;
  const handled = async () =>
    (
      await rows<{ event_id: string }>(
        t.database.db,
        sql.raw(`SELECT event_id::text FROM ${handledTable} ORDER BY event_id`),
      )
    ).map((r) => Number(r.event_id));

  /** Writes `n` events on a fresh board and returns their ids. */
  async function writeEvents(n: number): Promise<number[]> {
    const owner = await newUser(t.app, 'Carla Consumo');
    const board = (await owner.api.post('/api/v1/boards', { title: 'Consumo', template: 'blank' })).json().id as string;
    const ids: number[] = [];
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < n; i += 1) {
        const { id } = await appendEvent(tx, {
          kind: 'board.updated',
          boardId: board,
          workspaceId: null,
          actorId: owner.id,
          entityId: board,
          data: { title: `T${i}` },
        });
        ids.push(id);
      }
    });
    return ids;
  }

  it('resumes after a crash mid-batch without losing or repeating a handled event', async () => {
    await t.database.db.execute(sql.raw(`CREATE TABLE ${handledTable} (event_id bigint NOT NULL UNIQUE)`));
    let crashAt: number | null = null;
    const consumer = new EventConsumer(
      t.database.db,
      {
        name: `test-crash-${handledTable}`,
        kinds: ['board.updated'],
        async handle(tx, events) {
          for (const event of events) {
            if (event.kind !== 'board.updated') continue;
            // Recorded in the batch's transaction, like any consumer's effects.
            await tx.execute(sql.raw(`INSERT INTO ${handledTable} (event_id) VALUES (${event.id})`));
            if (event.id === crashAt) {
              crashAt = null;
              throw new Error('crash in the middle of a batch');
            }
          }
        },
      },
      t.app.log,
    );
    await consumer.ensureCursor();
    const ids = await writeEvents(6);
    crashAt = ids[3]!;
    await expect(consumer.drain()).rejects.toThrow('crash in the middle of a batch');
    expect(await handled()).toEqual([]);
    await consumer.drain();
    expect(await handled()).toEqual(ids);
    const more = await writeEvents(2);
    await consumer.drain();
    expect(await handled()).toEqual([...ids, ...more]);
  });

  it('passes over an event that fails every time, records it, and goes on', async () => {
    const failing: number[] = [];
    const name = `test-poison-${handledTable}`;
    await t.database.db.execute(sql.raw(`DELETE FROM ${handledTable}`));
    const consumer = new EventConsumer(
      t.database.db,
      {
        name,
        kinds: 'all',
        async handle(tx, events) {
          for (const event of events) {
            if (event.kind !== 'board.updated') continue;
            if (failing.includes(event.id)) throw new Error('always fails');
            await tx.execute(sql.raw(`INSERT INTO ${handledTable} (event_id) VALUES (${event.id})`));
          }
        },
      },
      t.app.log,
    );
    await consumer.ensureCursor();
    const ids = await writeEvents(4);
    failing.push(ids[1]!);
    let failures = 0;
    for (let attempt = 0; attempt < MAX_FAILURES + 5; attempt += 1) {
      try {
        await consumer.drain();
        break;
      } catch {
        failures += 1; // the next passes take one event at a time
      }
    }
    // The batch, then the event alone MAX_FAILURES times.
    expect(failures).toBe(MAX_FAILURES + 1);
    expect(await handled()).toEqual([ids[0], ids[2], ids[3]]);
    const skipped = await rows<{ event_id: string }>(
      t.database.db,
      sql`SELECT event_id::text FROM event_consumer_skips WHERE consumer = ${name}`,
    );
    expect(skipped.map((r) => Number(r.event_id))).toEqual([ids[1]]);
  });

  // Two instances: the one whose pass finds the cursor held says so, and the runtime then queues
  // the consumer rather than assume the other one read its events (decision 057).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves the batch to the instance holding its cursor, and says so',
    async () => {
      const name = `test-held-${handledTable}`;
      const consumer = new EventConsumer(t.database.db, { name, kinds: 'all', handle: async () => {} }, t.app.log);
      await consumer.ensureCursor();
      const ids = await writeEvents(2);
      if (t.database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
      const other = await t.database.driver.pool.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT 1 FROM event_consumers WHERE name = $1 FOR UPDATE', [name]);
        expect(await consumer.drain()).toMatchObject({ handled: 0, lockedElsewhere: true });
        await other.query('ROLLBACK');
      } finally {
        other.release();
      }
      const after = await consumer.drain();
      expect(after.handled).toBeGreaterThanOrEqual(ids.length);
      expect(after.lockedElsewhere).toBeUndefined();
    },
  );
});
