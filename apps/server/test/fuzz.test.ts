import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@rbax/shared/ids';
import { apiAs, cookieHeader, createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * Fuzzing derived from the OpenAPI document (issue 17): every operation, every path and query
 * parameter and every body field, each replaced in turn by a wrong type, NUL, a lone surrogate,
 * a huge string, a negative or absurd number, a bad id, an impossible date… No answer may be a
 * 5xx: a client mistake is a 4xx with the API's error shape. Requests are derived from a seeded
 * generator, so a failure names a request that fails again; FUZZ_SEED explores other ones.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  default?: unknown;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};
type FuzzRequest = { method: string; url: string; payload?: unknown; raw?: string };

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** At most this many requests per operation (its mutations are sampled when there are more). */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 40);

/** mulberry32: small, seeded, good enough to sample requests. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values that replace one field at a time: each one a mistake some client will make. */
const badValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x'.repeat(50_000),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T25:61:00Z',
  'NaN',
  '-1',
  '1e309',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  [],
  {},
  ['x'],
  [null, 1],
  { a: { b: { c: [1] } } },
];

/** Path ids: the right one, one that does not exist, and several that cannot. */
const badPathValues = ['x', '%00', '..', '%2e%2e', '%F0%9F%98%80', '%ED%A0%80', '1'.repeat(300), "'%3B--", '-1', '0'];

/** Whole bodies that are not what any operation expects. */
const badBodies: unknown[] = [null, [], 'texto', 42, { deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) }];

type Fixtures = Record<string, string>;

function fixtureForField(name: string, fx: Fixtures): unknown {
  if (name === 'labelIds') return [fx.label];
  if (name === 'columnId') return fx.column;
  if (/^(boardId|duplicateFromBoardId)$/.test(name)) return fx.board;
  if (name === 'workspaceId') return fx.workspace;
  if (/^(assigneeId|userId)$/.test(name)) return fx.member;
  if (/^(afterId|beforeId)$/.test(name)) return fx.otherCard;
  if (name === 'cardId') return fx.card;
  if (name === 'id') return uuidv7();
  return undefined;
}

/** A plausible value for a schema; ids come from the fixtures so requests reach past validation. */
function sample(schema: JsonSchema, name: string, fx: Fixtures, next: () => number): unknown {
  const fixture = fixtureForField(name, fx);
  if (fixture !== undefined) return fixture;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[Math.floor(next() * schema.enum.length)];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0]!, name, fx, next);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, key, fx, next)]),
      );
    case 'array':
      return schema.items ? [sample(schema.items, name, fx, next)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email' || name.toLowerCase().includes('email')) return 'fuzz@example.com';
      if (schema.format === 'uuid') return uuidv7();
      if (schema.pattern?.includes('#')) return '#aabbcc';
      return 'Texto'.slice(0, Math.max(schema.maxLength ?? 5, schema.minLength ?? 1));
    default:
      return 'Texto';
  }
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const body = (spec.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]?.schema;
      operations.push({ method: method.toUpperCase(), path, parameters: (spec.parameters as Parameter[]) ?? [], body });
    }
  }
  // Reads first, then writes, deletions and the end of our own account last: a deletion early on
  // would turn every later request into a 404 and test less.
  const rank = (o: Operation) =>
    o.path === '/api/v1/account/delete' ? 3 : o.method === 'DELETE' ? 2 : o.method === 'GET' ? 0 : 1;
  return operations.sort((a, b) => rank(a) - rank(b));
}

/** Which fixture a `{param}` names: the resource of the path segment before it. */
function pathValue(path: string, param: string, fx: Fixtures): string {
  if (param === 'userId') return fx.member!;
  if (param === 'invitationId') return fx.invitation!;
  if (param === '*') return fx.file!;
  const segment = path.split('/').at(path.split('/').indexOf(`{${param}}`) - 1);
  const bySegment: Record<string, string | undefined> = {
    workspaces: fx.workspace,
    boards: fx.board,
    cards: fx.card,
    columns: fx.column,
    labels: fx.label,
    comments: fx.comment,
    checklist: fx.item,
    attachments: uuidv7(),
    notifications: uuidv7(),
    sessions: fx.otherSession,
    users: fx.member,
  };
  return bySegment[segment ?? ''] ?? uuidv7();
}

/** Percent-encoded as sent on the wire; a lone surrogate goes as the bytes a sloppy client would send. */
function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function requestsFor(op: Operation, fx: Fixtures, next: () => number): FuzzRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const url = (params: Record<string, string>, query: Record<string, string>) => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!);
    const search = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  const baseParams = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(pathValue(op.path, p.name, fx))]),
  );
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sample(p.schema, p.name, fx, next))]));
  const baseBody = op.body ? sample(op.body, '', fx, next) : undefined;
  const withBody = (payload: unknown) => (op.method === 'GET' ? {} : { payload });

  const requests: FuzzRequest[] = [{ method: op.method, url: url(baseParams, baseQuery), ...withBody(baseBody) }];
  for (const param of pathParams) {
    for (const value of badPathValues) {
      requests.push({
        method: op.method,
        url: url({ ...baseParams, [param.name]: value }, baseQuery),
        ...withBody(baseBody),
      });
    }
  }
  for (const param of queryParams) {
    for (const value of badValues) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      requests.push({
        method: op.method,
        url: url(baseParams, { ...baseQuery, [param.name]: text }),
        ...withBody(baseBody),
      });
    }
  }
  if (op.body && baseBody && typeof baseBody === 'object') {
    const target = url(baseParams, baseQuery);
    for (const key of Object.keys(baseBody)) {
      for (const value of badValues) {
        requests.push({ method: op.method, url: target, payload: { ...baseBody, [key]: value } });
      }
      const { [key]: _dropped, ...without } = baseBody as Record<string, unknown>;
      requests.push({ method: op.method, url: target, payload: without });
    }
    for (const body of badBodies) requests.push({ method: op.method, url: target, raw: JSON.stringify(body) });
    requests.push({ method: op.method, url: target, raw: '{"title": ' });
  }
  // Keep the baseline, sample the rest (a seeded shuffle).
  const [first, ...rest] = requests;
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [first!, ...rest.slice(0, PER_OPERATION - 1)];
}

let t: TestApp;
let fx: Fixtures;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'fuzz.owner@example.com', API_RATE_LIMIT_MAX: '1000000' });
  const owner = await newUser(t.app, 'Fuzz Dona', 'fuzz.owner@example.com');
  const member = await newUser(t.app, 'Fuzz Membro');
  cookie = owner.cookie;
  const api = owner.api;
  const workspace = (await api.post('/api/v1/workspaces', { name: 'Fuzz' })).json().id as string;
  await api.post(`/api/v1/workspaces/${workspace}/members`, { email: member.email, role: 'member' });
  await api.post(`/api/v1/workspaces/${workspace}/members`, { email: 'convidada@example.com', role: 'viewer' });
  const members = (await api.get(`/api/v1/workspaces/${workspace}/members`)).json();
  const board = (await api.post('/api/v1/boards', { title: 'Fuzz', workspaceId: workspace, template: 'kanban' })).json()
    .id as string;
  const column = (await api.get(`/api/v1/boards/${board}`)).json().columns[0].id as string;
  const card = (await api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'A' })).json().id as string;
  const otherCard = (await api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'B' })).json()
    .id as string;
  const label = (await api.post(`/api/v1/boards/${board}/labels`, { name: 'Fuzz', color: 'red' })).json().id as string;
  const comment = (await api.post(`/api/v1/cards/${card}/comments`, { text: 'Oi' })).json().id as string;
  const item = (await api.post(`/api/v1/cards/${card}/checklist`, { text: 'Item' })).json().id as string;
  // A second session of the owner, so revoking "a session" does not end the one fuzzing.
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: owner.email, password: 'Quadro!2024' },
  });
  const sessions = (
    await apiAs(t.app, cookieHeader(second.headers['set-cookie'])).get('/api/v1/account/sessions')
  ).json();
  const otherSession = (sessions.sessions as { id: string; current: boolean }[]).find((s) => s.current)!.id;
  fx = {
    workspace,
    board,
    column,
    card,
    otherCard,
    label,
    comment,
    item,
    member: member.id,
    invitation: (members.invitations as { id: string }[])[0]!.id,
    otherSession,
    file: `attachments/${uuidv7()}.png`,
  };
});
afterAll(async () => {
  await t.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and answers every 4xx in the error shape', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);
    const next = random(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const request of requestsFor(op, fx, next)) {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            origin: TEST_ORIGIN,
            cookie,
            ...(request.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(request.raw !== undefined ? { payload: request.raw } : {}),
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
        });
        sent += 1;
        const shown = `${request.method} ${request.url.slice(0, 160)} ${JSON.stringify(request.payload ?? request.raw ?? null).slice(0, 160)}`;
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ← ${shown} → ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const body = response.json() as { error?: { code?: unknown; message?: unknown } };
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
            failures.push(`${response.statusCode} without the error shape ← ${shown} → ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures, `seed ${SEED}, ${sent} requests`).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 240_000);
});
