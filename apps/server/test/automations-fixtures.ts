import { expect } from 'vitest';
import type { Automation, AutomationRun } from '@rbax/shared/automations/rules';
import { labelColors, type BoardDetail } from '@rbax/shared/boards';
import type { BoardEvent } from '@rbax/shared/event-log';
import { AUTOMATIONS_CONSUMER } from '#src/modules/automations/automations-consumer.ts';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * A workspace with one person of each role and the few calls the automation tests repeat: a
 * board with labels, a rule, a card, a move, the consumer drained, a rule's runs (issue 20).
 */

export type U = Awaited<ReturnType<typeof newUser>>;
export type Scene = { id: string; columns: string[]; labels: Record<string, string> };

export type AutomationsFixture = {
  t: TestApp;
  owner: U;
  admin: U;
  member: U;
  viewer: U;
  stranger: U;
  ws: string;
};

export async function automationsFixture(env: Record<string, string> = {}): Promise<AutomationsFixture> {
  const t = await createTestApp(env);
  const [owner, admin, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ada Admin'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Motor' })).json().id as string;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
  }
  const fixture = { t, owner, admin, member, viewer, stranger, ws };
  await drain(fixture);
  return fixture;
}

export async function makeBoard(f: AutomationsFixture, labelNames: string[] = ['bug']): Promise<Scene> {
  const { owner } = f;
  const created = await owner.api.post('/api/v1/boards', { title: 'Motor', template: 'kanban', workspaceId: f.ws });
  const id = created.json().id as string;
  const columns = ((await owner.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail).columns.map((c) => c.id);
  const labels: Record<string, string> = {};
  for (const name of labelNames) {
    labels[name] = (await owner.api.post(`/api/v1/boards/${id}/labels`, { name, color: labelColors[0] })).json().id;
  }
  return { id, columns, labels };
}

export async function makeRule(
  f: AutomationsFixture,
  scene: Scene,
  input: Record<string, unknown>,
  by: U = f.owner,
): Promise<Automation> {
  const response = await by.api.post(`/api/v1/boards/${scene.id}/automations`, { name: 'Regra', ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function makeCard(f: AutomationsFixture, scene: Scene, extra: Record<string, unknown> = {}) {
  const response = await f.owner.api.post(`/api/v1/boards/${scene.id}/cards`, {
    columnId: scene.columns[0],
    title: 'Trocar disjuntor',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; columnId: string; assigneeId: string | null; archived: boolean };
}

export async function moveCard(f: AutomationsFixture, cardId: string, columnId: string) {
  const response = await f.owner.api.post(`/api/v1/cards/${cardId}/move`, { columnId });
  expect(response.statusCode, response.body).toBe(200);
}

export const getCard = async (f: AutomationsFixture, cardId: string) =>
  (await f.owner.api.get(`/api/v1/cards/${cardId}`)).json();

export const drain = (f: Pick<AutomationsFixture, 't'>) => f.t.app.eventLog.drain(AUTOMATIONS_CONSUMER);

/** Drains until a pass handles nothing (chains write events that the next pass reads). */
export async function settle(f: AutomationsFixture) {
  for (let i = 0; i < 10; i += 1) {
    const result = await drain(f);
    if (result[AUTOMATIONS_CONSUMER]!.handled === 0) return;
  }
}

/** The rule's runs, oldest first. */
export const runsOf = async (f: AutomationsFixture, ruleId: string) =>
  ((await f.owner.api.get(`/api/v1/automations/${ruleId}/runs?limit=100`)).json().items as AutomationRun[]).reverse();

export const activity = async (f: AutomationsFixture, cardId: string) =>
  (await f.owner.api.get(`/api/v1/cards/${cardId}/activity`)).json() as BoardEvent[];
