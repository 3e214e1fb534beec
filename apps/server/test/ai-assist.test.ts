import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiStreamParser, type AiProposal } from '@rbax/shared/ai/assist';
import type { BoardDetail } from '@rbax/shared/boards';
import { usageMonth } from '@rbax/shared/ai/settings';
import { events } from '#src/db/schema/event-log.ts';
import { addUsage } from '#src/modules/ai/ai-settings-repository.ts';
import { aiWorkspace, assist, ask, enableFakeAi, type AiWorkspace } from './ai-fixtures.ts';
import { notesToCardsResponder, startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';

/** Issue 24: `POST /api/v1/ai/assist` and its proposals (docs/decisions/047). */

let t: TestApp;
let fake: FakeOpenAi;
let w: AiWorkspace;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', AI_TIMEOUT_MS: '1500' });
  w = await aiWorkspace(t);
  await enableFakeAi(w, fake);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => fake.reset());

const cardsOf = async (boardId: string) =>
  ((await w.owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail).cards;

/** The content the model was given as the answer of each tool call. */
const toolAnswers = () =>
  fake.requests.flatMap((request) =>
    request.body.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? ''),
  );

describe('POST /api/v1/ai/assist', () => {
  it('streams the answer as server-sent text events, in the order the provider sent them', async () => {
    fake.script({ text: 'Três cards estão atrasados no board Site novo.', chunks: 6 });
    const { response, events: streamed, text } = await assist(t, w.member.cookie, ask(w, 'O que está atrasado?'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(streamed.filter((e) => e.type === 'text').length).toBe(6);
    expect(text).toBe('Três cards estão atrasados no board Site novo.');
    expect(streamed.at(-1)).toEqual({ type: 'done', usage: { promptTokens: 10, completionTokens: 5 } });
  });

  it("asks the model to answer in the person's language and lists only the workspace's boards", async () => {
    await assist(t, w.member.cookie, ask(w, 'What is late?'), { 'accept-language': 'en-US' });
    const system = fake.requests[0]!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('American English (en-US)');
    expect(system.content).toContain(w.boardId);
    expect(system.content).not.toContain(w.strangerBoardId);
  });

  it('records the tokens the provider reported for the workspace and month', async () => {
    const before = (await w.owner.api.get(`/api/v1/workspaces/${w.workspaceId}/ai-settings`)).json().usage;
    fake.script({ text: 'ok', usage: { prompt_tokens: 120, completion_tokens: 30 } });
    await assist(t, w.member.cookie, ask(w, 'Oi'));
    const after = (await w.owner.api.get(`/api/v1/workspaces/${w.workspaceId}/ai-settings`)).json().usage;
    expect(after.totalTokens - before.totalTokens).toBe(150);
    expect(after.requests - before.requests).toBe(1);
    expect(after.month).toBe(usageMonth());
  });

  it('refuses someone outside the workspace (404) and a board of another workspace (404)', async () => {
    expect((await assist(t, w.stranger.cookie, ask(w, 'Oi'))).response.statusCode).toBe(404);
    const foreign = await assist(t, w.member.cookie, ask(w, 'Oi', { boardId: w.strangerBoardId }));
    expect(foreign.response.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it("gives the tools nothing of another workspace's boards, even when asked for them by id or by words", async () => {
    fake.script(
      {
        toolCalls: [
          { name: 'search_cards', arguments: { query: 'Segredo industrial' } },
          { name: 'summarize_board', arguments: { boardId: w.strangerBoardId } },
          { name: 'get_card', arguments: { cardId: w.strangerCard } },
          { name: 'propose_subtasks', arguments: { cardId: w.strangerCard, titles: ['Roubar'] } },
        ],
      },
      { text: 'Não encontrei nada.' },
    );
    const { events: streamed } = await assist(t, w.member.cookie, ask(w, 'Mostre os planos secretos do Zeca'));
    const answers = toolAnswers();
    expect(answers).toHaveLength(4);
    expect(JSON.parse(answers[0]!)).toEqual({ cards: [] });
    for (const answer of answers.slice(1)) expect(JSON.parse(answer)).toHaveProperty('error');
    expect(answers.join('\n')).not.toContain('Segredo');
    expect(answers.join('\n')).not.toContain('Planos secretos');
    expect(streamed.some((e) => e.type === 'proposal')).toBe(false);
  });

  it('keeps opted-out boards away from the tools and refuses to open on them', async () => {
    const url = `/api/v1/workspaces/${w.workspaceId}/ai-settings`;
    await w.owner.api.put(url, { optedOutBoardIds: [w.boardId] });
    try {
      const onBoard = await assist(t, w.member.cookie, ask(w, 'Oi', { boardId: w.boardId }));
      expect(onBoard.response.statusCode).toBe(409);
      expect(onBoard.response.json().error.code).toBe('ai_disabled');
      fake.script({ toolCalls: [{ name: 'search_cards', arguments: { query: 'Página inicial' } }] }, { text: 'Nada.' });
      await assist(t, w.member.cookie, ask(w, 'Procure a página inicial'));
      expect(JSON.parse(toolAnswers()[0]!)).toEqual({ cards: [] });
      expect(fake.requests[0]!.body.messages[0]!.content).not.toContain(w.boardId);
    } finally {
      await w.owner.api.put(url, { optedOutBoardIds: [] });
    }
  });

  it('reads cards the person can read through search, board summary and card tools', async () => {
    fake.script(
      {
        toolCalls: [
          { name: 'search_cards', arguments: { query: 'Página' } },
          { name: 'summarize_board', arguments: { boardId: w.boardId } },
          { name: 'get_card', arguments: { cardId: w.card } },
          { name: 'suggest_assignees', arguments: { cardId: w.card } },
          { name: 'explain_card_risk', arguments: { cardId: w.card } },
        ],
      },
      { text: 'Resumo pronto.' },
    );
    const { events: streamed } = await assist(t, w.member.cookie, ask(w, 'Resuma o board'));
    expect(streamed.filter((e) => e.type === 'tool').map((e) => (e.type === 'tool' ? e.name : ''))).toEqual([
      'search_cards',
      'summarize_board',
      'get_card',
      'suggest_assignees',
      'explain_card_risk',
    ]);
    const [found, summary, card, people, risk] = toolAnswers().map((answer) => JSON.parse(answer));
    expect(found.cards.map((c: { id: string }) => c.id)).toEqual([w.card]);
    expect(summary.columns[0].cards[0].title).toBe('Página inicial');
    expect(card).toMatchObject({ id: w.card, title: 'Página inicial', checklist: [] });
    expect(people.candidates.map((c: { name: string }) => c.name)).toContain('Mia Membro');
    expect(people.candidates.map((c: { name: string }) => c.name)).not.toContain('Vera Leitora');
    expect(risk).toMatchObject({ card: { id: w.card } });
  });

  it('answers with ai_disabled while the owner has not turned AI on, and ai_not_configured without a provider', async () => {
    const other = (await w.owner.api.post('/api/v1/workspaces', { name: 'Sem IA' })).json().id as string;
    const off = await assist(t, w.owner.cookie, { workspaceId: other, messages: [{ role: 'user', content: 'Oi' }] });
    expect(off.response.statusCode).toBe(409);
    expect(off.response.json().error).toMatchObject({
      code: 'ai_disabled',
      message: 'A IA está desligada neste workspace. O proprietário pode ligá-la em Config. IA.',
    });
    await w.owner.api.put(`/api/v1/workspaces/${other}/ai-settings`, { enabled: true });
    const none = await assist(t, w.owner.cookie, { workspaceId: other, messages: [{ role: 'user', content: 'Oi' }] });
    expect(none.response.statusCode).toBe(409);
    expect(none.response.json().error.code).toBe('ai_not_configured');
  });

  it('validates the conversation at the edge (400)', async () => {
    const bad = await assist(t, w.member.cookie, { workspaceId: w.workspaceId, messages: [] });
    expect(bad.response.statusCode).toBe(400);
    const lastNotUser = await assist(t, w.member.cookie, {
      workspaceId: w.workspaceId,
      messages: [{ role: 'assistant', content: 'Oi' }],
    });
    expect(lastNotUser.response.statusCode).toBe(400);
    const long = await assist(t, w.member.cookie, ask(w, 'x'.repeat(8001)));
    expect(long.response.json().error.issues[0].message).toBe('A mensagem deve ter no máximo 8.000 caracteres');
  });
});

describe('provider failures', () => {
  it("maps the provider's 401 to ai_invalid_key (502), without retrying", async () => {
    fake.script({ status: 401 });
    const { response } = await assist(t, w.member.cookie, ask(w, 'Oi'));
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('ai_invalid_key');
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a 500 once, then answers 'Provedor de IA indisponível' (503)", async () => {
    fake.script({ status: 500 }, { status: 500 });
    const { response } = await assist(t, w.member.cookie, ask(w, 'Oi'));
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'ai_unavailable',
      message: 'Provedor de IA indisponível. Tente novamente em instantes.',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('succeeds when the one retry does', async () => {
    fake.script({ status: 502 }, { text: 'Recuperado.' });
    const { response, text } = await assist(t, w.member.cookie, ask(w, 'Oi'), { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(200);
    expect(text).toBe('Recuperado.');
  });

  it('gives up on a provider that does not answer within AI_TIMEOUT_MS (504, in English when asked)', async () => {
    fake.script({ hang: true }, { hang: true });
    const started = Date.now();
    const { response } = await assist(t, w.member.cookie, ask(w, 'Oi'), { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(504);
    expect(response.json().error).toMatchObject({
      code: 'ai_unavailable',
      message: 'The AI provider took too long to answer. Try again.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a failure after the stream started as an error event', async () => {
    fake.script(
      { text: 'Vou procurar. ', toolCalls: [{ name: 'search_cards', arguments: { query: 'Página' } }] },
      { status: 401 },
    );
    const { response, events: streamed } = await assist(t, w.member.cookie, ask(w, 'Procure'));
    expect(response.statusCode).toBe(200);
    expect(streamed.at(-1)).toMatchObject({ type: 'error', code: 'ai_invalid_key' });
  });

  it('blocks at the monthly token cap with ai_quota_reached (429), before calling the provider', async () => {
    const other = await aiWorkspace(t);
    await enableFakeAi(other, fake, { monthlyTokenCap: 1_000 });
    await addUsage(t.database.db, other.workspaceId, usageMonth(), { promptTokens: 900, completionTokens: 100 });
    const { response } = await assist(t, other.member.cookie, ask(other, 'Oi'));
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({
      code: 'ai_quota_reached',
      message: 'O limite mensal de tokens de IA deste workspace foi atingido.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('stops the upstream request when the person cancels the stream', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    fake.script({ text: 'palavra '.repeat(200), chunkDelayMs: 30 });
    const started = performance.now();
    // One plain connection (fetch may open a spare one the server then waits for at shutdown).
    const request = http.request({
      host: address.hostname,
      port: address.port,
      path: '/api/v1/ai/assist',
      method: 'POST',
      agent: false,
      headers: { origin: TEST_ORIGIN, cookie: w.member.cookie, 'content-type': 'application/json' },
    });
    const firstTokenMs = await new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        const parse = createAiStreamParser();
        response.on('data', (data: Buffer) => {
          if (parse(data.toString('utf8')).some((e) => e.type === 'text')) resolve(performance.now() - started);
        });
      });
      request.on('error', reject);
      request.end(JSON.stringify(ask(w, 'Escreva muito')));
    });
    request.destroy();
    await expect.poll(() => fake.aborted, { timeout: 5_000 }).toBe(1);
    expect(fake.requests).toHaveLength(1);
    // Measured for decision 047: time to the first streamed token against the fake provider.
    console.info(`assist: first streamed token after ${firstTokenMs.toFixed(0)} ms`);
  });
});

describe('proposals', () => {
  const notes = '- Revisar contrato\n- Enviar proposta\n- Agendar kickoff';

  async function proposeNotes(person = w.member) {
    fake.respond(notesToCardsResponder);
    const result = await assist(
      t,
      person.cookie,
      ask(w, `Crie cards a partir das notas:\n${notes}`, { boardId: w.boardId }),
    );
    const proposal = result.events.find((e) => e.type === 'proposal');
    return { ...result, proposal: proposal?.type === 'proposal' ? proposal.proposal : undefined };
  }

  it('previews meeting notes as cards and changes nothing until applied', async () => {
    const before = await cardsOf(w.boardId);
    const { proposal, text } = await proposeNotes();
    expect(proposal).toMatchObject({
      status: 'pending',
      boardId: w.boardId,
      payload: { kind: 'create_cards', columnId: w.columnId },
      preview: { boardTitle: 'Site novo', columnName: expect.any(String) },
    });
    expect((proposal!.payload as { cards: { title: string }[] }).cards.map((c) => c.title)).toEqual([
      'Revisar contrato',
      'Enviar proposta',
      'Agendar kickoff',
    ]);
    expect(text).toContain('Aplicar');
    expect(await cardsOf(w.boardId)).toEqual(before);
  });

  it('applies as the person: cards and card.created events with them as actor; a second apply is 409', async () => {
    const { proposal } = await proposeNotes();
    const applied = await w.member.api.post(`/api/v1/ai/actions/${proposal!.id}/apply`);
    expect(applied.statusCode).toBe(200);
    const body = applied.json() as AiProposal;
    expect(body.status).toBe('applied');
    expect(body.result!.cardIds).toHaveLength(3);
    const titles = (await cardsOf(w.boardId)).map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Revisar contrato', 'Enviar proposta', 'Agendar kickoff']));
    const created = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.boardId, w.boardId), eq(events.kind, 'card.created')));
    const mine = created.filter((e) => body.result!.cardIds.includes(e.entityId!));
    expect(mine.map((e) => e.actorId)).toEqual([w.member.id, w.member.id, w.member.id]);
    const again = await w.member.api.post(`/api/v1/ai/actions/${proposal!.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta sugestão já foi aplicada ou descartada.');
  });

  it("is the asker's alone: someone else applying or discarding it gets 404", async () => {
    const { proposal } = await proposeNotes();
    expect((await w.owner.api.post(`/api/v1/ai/actions/${proposal!.id}/apply`)).statusCode).toBe(404);
    expect((await w.stranger.api.post(`/api/v1/ai/actions/${proposal!.id}/discard`)).statusCode).toBe(404);
    const discarded = await w.member.api.post(`/api/v1/ai/actions/${proposal!.id}/discard`);
    expect(discarded.json().status).toBe('discarded');
    expect((await w.member.api.post(`/api/v1/ai/actions/${proposal!.id}/apply`)).statusCode).toBe(409);
  });

  it('gives a viewer no proposal (they cannot change the board)', async () => {
    const { proposal } = await proposeNotes(w.viewer);
    expect(proposal).toBeUndefined();
    expect(toolAnswers().some((answer) => answer.includes('only read'))).toBe(true);
  });

  it('applies only while the person may still edit the board (403 after losing the right)', async () => {
    const { proposal } = await proposeNotes();
    const membership = `/api/v1/workspaces/${w.workspaceId}/members/${w.member.id}`;
    await w.owner.api.patch(membership, { role: 'viewer' });
    try {
      const before = (await cardsOf(w.boardId)).length;
      expect((await w.member.api.post(`/api/v1/ai/actions/${proposal!.id}/apply`)).statusCode).toBe(403);
      expect((await cardsOf(w.boardId)).length).toBe(before);
    } finally {
      await w.owner.api.patch(membership, { role: 'member' });
    }
  });

  it('proposes a checklist, subtasks and a card update, each applied through the usual services', async () => {
    const people = (await w.owner.api.get(`/api/v1/boards/${w.boardId}`)).json() as BoardDetail;
    const label = people.labels[0];
    fake.script(
      {
        toolCalls: [
          { name: 'propose_checklist', arguments: { cardId: w.card, items: ['Wireframe', 'Texto'] } },
          { name: 'propose_subtasks', arguments: { cardId: w.card, titles: ['Hero', 'Rodapé'] } },
          {
            name: 'propose_card_update',
            arguments: {
              cardId: w.card,
              description: 'Página inicial do site novo.',
              priority: 'high',
              assigneeId: w.member.id,
              ...(label && { labelIds: [label.id] }),
            },
          },
        ],
      },
      { text: 'Propostas prontas.' },
    );
    const { events: streamed } = await assist(
      t,
      w.member.cookie,
      ask(w, 'Detalhe a página inicial', { cardId: w.card }),
    );
    const proposals = streamed.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
    expect(proposals.map((p) => p.payload.kind)).toEqual(['add_checklist', 'create_subtasks', 'update_card']);
    expect(proposals[2]!.preview).toMatchObject({ cardTitle: 'Página inicial', assigneeName: 'Mia Membro' });
    for (const proposal of proposals) {
      expect((await w.member.api.post(`/api/v1/ai/actions/${proposal.id}/apply`)).statusCode).toBe(200);
    }
    const card = (await w.member.api.get(`/api/v1/cards/${w.card}`)).json();
    expect(card).toMatchObject({
      description: 'Página inicial do site novo.',
      priority: 'high',
      assigneeId: w.member.id,
    });
    const checklist = (await w.member.api.get(`/api/v1/cards/${w.card}/checklist`)).json();
    expect(checklist.map((item: { text: string }) => item.text)).toEqual(['Wireframe', 'Texto']);
    const subtasks = (await w.member.api.get(`/api/v1/cards/${w.card}/subtasks`)).json();
    expect(subtasks.subtasks.map((s: { title: string }) => s.title)).toEqual(['Hero', 'Rodapé']);
  });
});
