import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSettings } from '#src/db/schema/ai.ts';
import { auditLog } from '#src/db/schema/admin.ts';
import { aiWorkspace, assist, ask, enableFakeAi, TEST_AI_KEY, type AiWorkspace } from './ai-fixtures.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Issue 24: `GET|PUT /api/v1/workspaces/:id/ai-settings` (docs/decisions/047). */

let t: TestApp;
let fake: FakeOpenAi;
let w: AiWorkspace;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // Every log line at every level is kept, to prove the key never reaches one.
  t = await createTestApp(
    { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    { logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  w = await aiWorkspace(t);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const settingsUrl = () => `/api/v1/workspaces/${w.workspaceId}/ai-settings`;

describe('GET /api/v1/workspaces/:id/ai-settings', () => {
  it('is off until the owner turns it on, and any member reads it without being able to edit', async () => {
    const response = await w.viewer.api.get(settingsUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: false,
      hasKey: false,
      canEdit: false,
      configured: false,
      instance: { configured: false },
      usage: { totalTokens: 0 },
    });
    expect((await w.owner.api.get(settingsUrl())).json().canEdit).toBe(true);
  });

  it('hides the settings from someone outside the workspace (404)', async () => {
    expect((await w.stranger.api.get(settingsUrl())).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/workspaces/:id/ai-settings', () => {
  it('lets only the owner change them: an admin gets 403, a stranger 404', async () => {
    expect((await w.admin.api.put(settingsUrl(), { enabled: true })).statusCode).toBe(403);
    expect((await w.member.api.put(settingsUrl(), { enabled: true })).statusCode).toBe(403);
    expect((await w.stranger.api.put(settingsUrl(), { enabled: true })).statusCode).toBe(404);
    expect((await w.owner.api.get(settingsUrl())).json().enabled).toBe(false);
  });

  it('refuses provider addresses the SSRF guard refuses, as webhooks do', async () => {
    const cases = [
      ['http://example.com/v1', 'A URL do provedor deve começar com https://'],
      [
        'https://10.1.2.3/v1',
        'Este endereço aponta para uma rede privada, local ou interna e não pode ser usado como provedor de IA',
      ],
      [
        'https://169.254.169.254/v1',
        'Este endereço aponta para uma rede privada, local ou interna e não pode ser usado como provedor de IA',
      ],
      ['ftp://example.com', 'Informe uma URL completa do provedor, como https://api.openai.com/v1'],
    ] as const;
    for (const [baseUrl, message] of cases) {
      const response = await w.owner.api.put(settingsUrl(), { baseUrl, model: 'x' });
      expect(response.statusCode, baseUrl).toBe(400);
      expect(response.json().error.issues).toEqual([{ path: ['baseUrl'], message }]);
    }
  });

  it("needs a model for the workspace's own endpoint and a sane monthly cap", async () => {
    const noModel = await w.owner.api.put(settingsUrl(), { baseUrl: fake.url, model: null });
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json().error.issues[0].path).toEqual(['model']);
    const cap = await w.owner.api.put(settingsUrl(), { monthlyTokenCap: 5 });
    expect(cap.statusCode).toBe(400);
    expect(cap.json().error.issues[0].path).toEqual(['monthlyTokenCap']);
  });

  it("opts out only the workspace's own boards", async () => {
    const foreign = await w.owner.api.put(settingsUrl(), { optedOutBoardIds: [w.strangerBoardId] });
    expect(foreign.statusCode).toBe(400);
    const own = await w.owner.api.put(settingsUrl(), { optedOutBoardIds: [w.boardId] });
    expect(own.json().optedOutBoardIds).toEqual([w.boardId]);
    await w.owner.api.put(settingsUrl(), { optedOutBoardIds: [] });
  });

  it('keeps the key write-only: sealed in the database, answered as hasKey, never in a response or a log line', async () => {
    const responses: string[] = [];
    const saved = await enableFakeAi(w, fake);
    responses.push(saved.body);
    expect(saved.json()).toMatchObject({
      enabled: true,
      hasKey: true,
      baseUrl: fake.url,
      model: 'fake-model',
      configured: true,
    });
    const [row] = await t.database.db.select().from(aiSettings).where(eq(aiSettings.workspaceId, w.workspaceId));
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    expect(row!.apiKeySealed).not.toContain(TEST_AI_KEY);

    // The key goes to the provider, and only there; a refusal by the provider says nothing of it.
    fake.reset();
    fake.script({ text: 'Olá!' });
    const answered = await assist(t, w.member.cookie, ask(w, 'Oi'));
    responses.push(answered.response.body);
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
    fake.script({ status: 401, body: { error: { message: `Incorrect API key provided: ${TEST_AI_KEY}` } } });
    const refused = await assist(t, w.member.cookie, ask(w, 'Oi'));
    responses.push(refused.response.body);
    expect(refused.response.statusCode).toBe(502);
    for (const person of [w.owner, w.admin, w.viewer]) responses.push((await person.api.get(settingsUrl())).body);

    expect(responses.join('\n')).not.toContain(TEST_AI_KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(TEST_AI_KEY);
  });

  it('keeps the stored key when it is not sent, and removes it with null', async () => {
    expect((await w.owner.api.put(settingsUrl(), { monthlyTokenCap: 50_000 })).json().hasKey).toBe(true);
    expect((await w.owner.api.put(settingsUrl(), { apiKey: null })).json().hasKey).toBe(false);
    await w.owner.api.put(settingsUrl(), { apiKey: TEST_AI_KEY, monthlyTokenCap: null });
  });

  it('records in the audit log who turned AI on and off', async () => {
    await w.owner.api.put(settingsUrl(), { enabled: false });
    await w.owner.api.put(settingsUrl(), { enabled: true });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, w.workspaceId));
    expect(rows.map((row) => [row.action, row.actorId, row.targetLabel])).toEqual([
      ['workspace.ai_enabled', w.owner.id, 'Agência'],
      ['workspace.ai_disabled', w.owner.id, 'Agência'],
      ['workspace.ai_enabled', w.owner.id, 'Agência'],
    ]);
  });

  it("falls back to the instance's provider (AI_BASE_URL) without a workspace endpoint", async () => {
    const instance = await createTestApp({
      AI_BASE_URL: fake.url,
      AI_MODEL: 'instance-model',
      AI_API_KEY: 'sk-instance',
    });
    try {
      const v = await aiWorkspace(instance);
      const url = `/api/v1/workspaces/${v.workspaceId}/ai-settings`;
      const before = (await v.owner.api.get(url)).json();
      expect(before).toMatchObject({
        enabled: false,
        configured: true,
        instance: { configured: true, model: 'instance-model' },
      });
      await v.owner.api.put(url, { enabled: true });
      fake.reset();
      fake.script({ text: 'Pelo provedor da instância.' });
      const answered = await assist(instance, v.owner.cookie, ask(v, 'Oi'));
      expect(answered.text).toBe('Pelo provedor da instância.');
      expect(fake.requests[0]!.body.model).toBe('instance-model');
      expect(fake.requests[0]!.authorization).toBe('Bearer sk-instance');
    } finally {
      await instance.close();
    }
  });
});
