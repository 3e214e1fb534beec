import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addPendingRequest,
  clearPendingRequests,
  listPendingRequests,
  type PendingMethod,
} from '@/lib/offline/offline-db';
import { replayPendingRequests } from '@/lib/offline/replay';

type Answer = { status?: number; body?: unknown } | Error;

/** Queues one change the way `queueRequest` stores it. */
function queue(url: string, key: string, body: unknown = { n: key }, method: PendingMethod = 'POST') {
  return addPendingRequest({
    url,
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
    timestamp: Date.now(),
  });
}

/** A fetch that gives the answers in turn (the last one repeats) and records what it was sent. */
function fakeFetch(...answers: Answer[]) {
  let call = 0;
  return vi.fn(async (_input: string, _init: RequestInit) => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    if (answer instanceof Error) throw answer;
    const { status = 200, body = {} } = answer;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

function sentKeys(fetcher: ReturnType<typeof fakeFetch>): string[] {
  return fetcher.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']!);
}

async function queuedKeys(): Promise<string[]> {
  return (await listPendingRequests()).map((request) => request.headers['Idempotency-Key']!);
}

describe('replayPendingRequests', () => {
  beforeEach(async () => {
    await clearPendingRequests();
  });

  it('sends every queued change in order with its headers and body, then empties the queue', async () => {
    await queue('/api/v1/boards/b1/cards', 'k1', { title: 'one' });
    await queue('/api/v1/cards/c1', 'k2', { title: 'two' }, 'PATCH');
    await queue('/api/v1/cards/c2', 'k3', { title: 'three' }, 'DELETE');
    const fetcher = fakeFetch({ status: 200 });

    const result = await replayPendingRequests(fetcher);

    expect(result).toEqual({ synced: 3, conflicts: [], failed: [], stopped: false });
    expect(fetcher.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/v1/boards/b1/cards', 'POST', JSON.stringify({ title: 'one' })],
      ['/api/v1/cards/c1', 'PATCH', JSON.stringify({ title: 'two' })],
      ['/api/v1/cards/c2', 'DELETE', JSON.stringify({ title: 'three' })],
    ]);
    expect(fetcher.mock.calls[0]![1]).toMatchObject({
      credentials: 'include',
      headers: { 'Idempotency-Key': 'k1', 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(sentKeys(fetcher)).toEqual(['k1', 'k2', 'k3']);
    expect(await listPendingRequests()).toEqual([]);
  });

  it('sends no body for a change queued without one', async () => {
    await addPendingRequest({
      url: '/api/v1/cards/c1',
      method: 'DELETE',
      headers: { 'Idempotency-Key': 'k1' },
      body: null,
      timestamp: Date.now(),
    });
    const fetcher = fakeFetch({ status: 204 });

    expect((await replayPendingRequests(fetcher)).synced).toBe(1);
    expect(fetcher.mock.calls[0]![1].body).toBeUndefined();
  });

  it('stops at a network error, keeping that change and the ones after it', async () => {
    await queue('/api/v1/a', 'k1');
    await queue('/api/v1/b', 'k2');
    await queue('/api/v1/c', 'k3');

    const first = await replayPendingRequests(fakeFetch({ status: 201 }, new TypeError('Failed to fetch')));

    expect(first).toEqual({ synced: 1, conflicts: [], failed: [], stopped: true });
    expect(await queuedKeys()).toEqual(['k2', 'k3']);
  });

  it('sends a change again with the same Idempotency-Key after a network error, and never the ones already sent', async () => {
    await queue('/api/v1/a', 'k1');
    await queue('/api/v1/b', 'k2');
    await queue('/api/v1/c', 'k3');
    const failing = fakeFetch({ status: 201 }, new TypeError('Failed to fetch'));
    await replayPendingRequests(failing);

    const retry = fakeFetch({ status: 201 });
    const second = await replayPendingRequests(retry);

    expect(sentKeys(failing)).toEqual(['k1', 'k2']);
    expect(sentKeys(retry)).toEqual(['k2', 'k3']);
    expect(retry.mock.calls.map(([url]) => url)).toEqual(['/api/v1/b', '/api/v1/c']);
    expect(second).toEqual({ synced: 2, conflicts: [], failed: [], stopped: false });
    expect(await listPendingRequests()).toEqual([]);
  });

  it.each([
    ['a 503', { status: 503, body: { error: { code: 'internal', message: 'Indisponível' } } }],
    [
      'a 409 idempotency_in_progress',
      { status: 409, body: { error: { code: 'idempotency_in_progress', message: 'x' } } },
    ],
    ['a 401', { status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }],
    ['a 408', { status: 408, body: {} }],
    ['a 429', { status: 429, body: { error: { code: 'rate_limited', message: 'x' } } }],
  ])('stops and keeps the change on %s (the server may accept it later)', async (_name, answer) => {
    await queue('/api/v1/a', 'k1');
    await queue('/api/v1/b', 'k2');
    const fetcher = fakeFetch(answer);

    const result = await replayPendingRequests(fetcher);

    expect(result).toEqual({ synced: 0, conflicts: [], failed: [], stopped: true });
    expect(fetcher).toHaveBeenCalledOnce();
    expect(await queuedKeys()).toEqual(['k1', 'k2']);
  });

  it('drops a change the server refuses for good (404) into failed with its message and goes on', async () => {
    await queue('/api/v1/cards/gone', 'k1', { title: 'x' }, 'PATCH');
    await queue('/api/v1/b', 'k2');
    const fetcher = fakeFetch(
      { status: 404, body: { error: { code: 'not_found', message: 'Card não encontrado' } } },
      { status: 201 },
    );

    const result = await replayPendingRequests(fetcher);

    expect(result).toEqual({
      synced: 1,
      conflicts: [],
      failed: [{ url: '/api/v1/cards/gone', method: 'PATCH', status: 404, message: 'Card não encontrado' }],
      stopped: false,
    });
    expect(sentKeys(fetcher)).toEqual(['k1', 'k2']);
    expect(await listPendingRequests()).toEqual([]);
  });

  it('reports a refusal without an error body by its status text', async () => {
    await queue('/api/v1/a', 'k1');
    const fetcher = vi.fn(async () => new Response('<html>', { status: 403, statusText: 'Forbidden' }));

    const result = await replayPendingRequests(fetcher);

    expect(result.failed).toEqual([{ url: '/api/v1/a', method: 'POST', status: 403, message: 'Forbidden' }]);
    expect(result.stopped).toBe(false);
  });

  it('collects the conflicts a PATCH answer reports, with the card id from the URL', async () => {
    await queue('/api/v1/cards/c1', 'k1', { title: 'a' }, 'PATCH');
    const fetcher = fakeFetch({
      status: 200,
      body: {
        card: { id: 'c1', title: 'b' },
        conflicts: [{ field: 'title', yours: 'a', theirs: 'b', kept: 'theirs' }],
      },
    });

    const result = await replayPendingRequests(fetcher);

    expect(result.synced).toBe(1);
    expect(result.conflicts).toEqual([{ cardId: 'c1', field: 'title', yours: 'a', theirs: 'b', kept: 'theirs' }]);
  });

  it('runs one replay at a time, so two calls together send each change once', async () => {
    await queue('/api/v1/a', 'k1');
    await queue('/api/v1/b', 'k2');
    const fetcher = fakeFetch({ status: 201 });

    const [first, second] = await Promise.all([replayPendingRequests(fetcher), replayPendingRequests(fetcher)]);

    expect(sentKeys(fetcher)).toEqual(['k1', 'k2']);
    expect(first.synced + second.synced).toBe(2);
  });
});
