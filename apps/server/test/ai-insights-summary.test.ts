import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiInsightsResponseSchema, type AiInsightsResponse } from '@rbax/shared/ai/insights';
import { addDays, localDate } from '@rbax/shared/flow/dates';
import { createBoard, createCard, type U } from './analytics-fixtures.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

/**
 * AI Insights with a model (issue 24, docs/decisions/048): the summary comes only on request, from
 * the instance's OpenAI-compatible provider — the scripted fake of fake-openai.ts on 127.0.0.1,
 * reached by the real client — and a failing or silent provider never hides the insights.
 */

let fake: FakeOpenAi;

let t: TestApp;
let ana: U, carla: U;
let ws: string;
let board: Awaited<ReturnType<typeof createBoard>>;
let late: string;

async function insightsOf(api: Api, url: string): Promise<AiInsightsResponse> {
  const response = await api.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return aiInsightsResponseSchema.parse(response.json());
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test-insights',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '1500',
  });
  [ana, carla] = await Promise.all([newUser(t.app, 'Ana Dona'), newUser(t.app, 'Carla Estranha')]);
  ws = (await ana.api.post('/api/v1/workspaces', { name: 'Produto' })).json().id as string;
  board = await createBoard(ana, 'Aplicativo', ws);
  const today = localDate(new Date().toISOString(), 'America/Sao_Paulo');
  late = await createCard(ana, board.id, board.todo, {
    title: 'Proposta comercial',
    dueDate: `${addDays(today, -2)}T12:00:00.000Z`,
  });
  // Another workspace, with AI on too: its cards never reach this workspace's prompt.
  const other = (await carla.api.post('/api/v1/workspaces', { name: 'Outra' })).json().id as string;
  const foreign = await createBoard(carla, 'Segredos', other);
  await createCard(carla, foreign.id, foreign.todo, {
    title: 'Segredo atrasado',
    dueDate: `${addDays(today, -2)}T12:00:00.000Z`,
  });
  expect((await carla.api.put(`/api/v1/workspaces/${other}/ai-settings`, { enabled: true })).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

const systemOf = (index: number) => fake.requests[index]!.body.messages[0]!.content ?? '';
const sentText = (index: number) => JSON.stringify(fake.requests[index]!.body);

describe('AI Insights with a provider', () => {
  it('asks nothing of the model while AI is off in the workspace, even with a provider configured', async () => {
    const body = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights?summary=1`);
    expect(body.ai).toEqual({ available: false, status: 'disabled' });
    expect(body.summaryError).toBe('ai_disabled');
    expect(fake.requests).toHaveLength(0);
  });

  it('writes the summary only when asked, with suggestions linked to the insights’ cards', async () => {
    const put = await ana.api.put(`/api/v1/workspaces/${ws}/ai-settings`, { enabled: true });
    expect(put.statusCode, put.body).toBe(200);
    const plain = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights`);
    expect(plain.ai).toEqual({ available: true, status: 'ready' });
    expect(plain.summary).toBeNull();
    expect(fake.requests).toHaveLength(0);

    fake.script({
      text: `\`\`\`json\n${JSON.stringify({
        summary: 'Há um card atrasado no Aplicativo.',
        suggestions: [{ text: 'Renegocie o prazo da proposta.', cardIds: [late, 'card-inventado'] }],
      })}\n\`\`\``,
      chunks: 3,
    });
    const body = await insightsOf(ana.api, `/api/v1/boards/${board.id}/ai-insights?summary=1`);
    expect(body.summaryError).toBeNull();
    expect(body.summary).toMatchObject({
      text: 'Há um card atrasado no Aplicativo.',
      suggestions: [{ text: 'Renegocie o prazo da proposta.', cardIds: [late] }],
    });
    expect(body.insights.some((insight) => insight.kind === 'card_at_risk')).toBe(true);

    // One streamed request, in the person's language, carrying the insights and nothing of another workspace.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.stream).toBe(true);
    expect(fake.requests[0]!.body.model).toBe('fake-model');
    expect(systemOf(0)).toContain('Brazilian Portuguese');
    expect(sentText(0)).toContain('Proposta comercial');
    expect(sentText(0)).not.toContain('Segredo');
    expect(JSON.stringify(body)).not.toContain('sk-test-insights');
  });

  it('answers the insights with a summaryError when the provider fails or goes silent, and plain text as is', async () => {
    fake.script({ status: 400, body: { error: { message: 'bad request', type: 'invalid_request_error' } } });
    const failed = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights?summary=1`);
    expect(failed.summary).toBeNull();
    expect(failed.summaryError).toBe('ai_unavailable');
    expect(failed.insights.length).toBeGreaterThan(0);

    fake.script({ status: 401, body: { error: { message: 'invalid key', type: 'invalid_request_error' } } });
    const refused = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights?summary=1`);
    expect(refused.summaryError).toBe('ai_invalid_key');

    // Silent past AI_TIMEOUT_MS (1.5 s here; one retry): the insights still come.
    fake.script({ hang: true }, { hang: true });
    const silent = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights?summary=1`);
    expect(silent.summaryError).toBe('ai_unavailable');
    expect(silent.insights.length).toBeGreaterThan(0);

    fake.reset();
    fake.script({ text: 'Just words, no JSON.' });
    const english = await ana.api.get(`/api/v1/workspaces/${ws}/ai-insights?summary=1`, { 'accept-language': 'en-US' });
    expect(english.json().summary).toMatchObject({ text: 'Just words, no JSON.', suggestions: [] });
    expect(systemOf(0)).toContain('American English');
  }, 30_000);

  it('leaves an opted-out board to the rules alone', async () => {
    const put = await ana.api.put(`/api/v1/workspaces/${ws}/ai-settings`, { optedOutBoardIds: [board.id] });
    expect(put.statusCode, put.body).toBe(200);
    const body = await insightsOf(ana.api, `/api/v1/boards/${board.id}/ai-insights?summary=1`);
    expect(body.ai).toEqual({ available: false, status: 'board_opted_out' });
    expect(body.insights.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
    // Across the workspace the model may answer, but the opted-out board's cards stay out of the prompt.
    fake.script({ text: '{"summary":"Nada a relatar.","suggestions":[]}' });
    const workspace = await insightsOf(ana.api, `/api/v1/workspaces/${ws}/ai-insights?summary=1`);
    expect(workspace.summary?.text).toBe('Nada a relatar.');
    expect(sentText(0)).not.toContain('Proposta comercial');
  });
});
