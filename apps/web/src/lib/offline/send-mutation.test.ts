import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A fresh page: new connectivity store (it reads `navigator.onLine` at import) over an
 * empty IndexedDB. Stub `navigator.onLine` before calling this.
 */
async function loadPage() {
  vi.resetModules();
  vi.stubGlobal('indexedDB', new IDBFactory());
  const [{ sendMutation }, queue, db, { ApiError }, { i18n }] = await Promise.all([
    import('@/lib/offline/send-mutation'),
    import('@/lib/offline/offline-queue'),
    import('@/lib/offline/offline-db'),
    import('@/lib/api-client'),
    import('@/lib/i18n'),
  ]);
  return { sendMutation, ...queue, ...db, ApiError, i18n };
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Stands in for the network; every test says what it answers. */
function stubFetch(answer: Fetch): Mock<Fetch> {
  const fetchMock = vi.fn<Fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function networkError(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

function headersOf(fetchMock: Mock<Fetch>, call = 0): Record<string, string> {
  return fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;
}

describe('sendMutation', () => {
  beforeEach(() => {
    // A queued change schedules a replay with setTimeout; keep it from running (fake-indexeddb
    // needs the real setImmediate, so only the timeouts are faked).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at once with an Idempotency-Key and returns the server’s answer when online', async () => {
    const page = await loadPage();
    const fetchMock = stubFetch(async () => jsonResponse(201, { id: 'c1', title: 'Server' }));
    const whenQueued = vi.fn(() => ({ id: 'c1', title: 'Optimistic' }));

    const result = await page.sendMutation('/api/v1/boards/b1/cards', {
      method: 'POST',
      body: { title: 'Server' },
      whenQueued,
    });

    expect(result).toEqual({ id: 'c1', title: 'Server' });
    expect(whenQueued).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/boards/b1/cards');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ title: 'Server' }) });
    expect(headersOf(fetchMock)['Idempotency-Key']).toMatch(UUID_V7);
    expect(await page.countPendingRequests()).toBe(0);
  });

  it('gives each change its own Idempotency-Key', async () => {
    const page = await loadPage();
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));

    await page.sendMutation('/api/v1/cards/c1', { method: 'PATCH', body: { title: 'a' }, whenQueued: () => null });
    await page.sendMutation('/api/v1/cards/c1', { method: 'PATCH', body: { title: 'b' }, whenQueued: () => null });

    expect(headersOf(fetchMock, 0)['Idempotency-Key']).not.toBe(headersOf(fetchMock, 1)['Idempotency-Key']);
  });

  it('queues the change with the same key and returns the optimistic result when the network fails', async () => {
    const page = await loadPage();
    const fetchMock = stubFetch(networkError);
    const queued = vi.fn();
    page.onRequestQueued(queued);

    const result = await page.sendMutation('/api/v1/cards/c1', {
      method: 'PATCH',
      body: { title: 'Offline title' },
      whenQueued: () => ({ id: 'c1', title: 'Offline title' }),
    });

    expect(result).toEqual({ id: 'c1', title: 'Offline title' });
    expect(queued).toHaveBeenCalledOnce();
    expect(page.getConnectivity().pending).toBe(1);
    const stored = await page.listPendingRequests();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      url: '/api/v1/cards/c1',
      method: 'PATCH',
      body: JSON.stringify({ title: 'Offline title' }),
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': page.i18n.language,
        'Idempotency-Key': headersOf(fetchMock)['Idempotency-Key'],
      },
    });
  });

  it('rejects with the ApiError and queues nothing when the server refuses (400)', async () => {
    const page = await loadPage();
    stubFetch(async () => jsonResponse(400, { error: { code: 'validation_error', message: 'Título obrigatório' } }));
    const whenQueued = vi.fn(() => null);

    const sending = page.sendMutation('/api/v1/boards/b1/cards', { method: 'POST', body: {}, whenQueued });

    await expect(sending).rejects.toBeInstanceOf(page.ApiError);
    await expect(sending).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Título obrigatório',
    });
    expect(whenQueued).not.toHaveBeenCalled();
    expect(await page.countPendingRequests()).toBe(0);
    expect(page.getConnectivity().pending).toBe(0);
  });

  it('rejects a server fault (500) instead of queueing it', async () => {
    const page = await loadPage();
    stubFetch(async () => jsonResponse(500, { error: { code: 'internal', message: 'Erro interno' } }));

    await expect(
      page.sendMutation('/api/v1/cards/c1', { method: 'DELETE', whenQueued: () => null }),
    ).rejects.toMatchObject({ status: 500 });
    expect(await page.countPendingRequests()).toBe(0);
  });

  it('queues without fetching when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = await loadPage();
    const fetchMock = stubFetch(async () => jsonResponse(200, {}));

    const result = await page.sendMutation('/api/v1/cards/c1', {
      method: 'DELETE',
      whenQueued: () => 'queued',
    });

    expect(result).toBe('queued');
    expect(fetchMock).not.toHaveBeenCalled();
    const [stored] = await page.listPendingRequests();
    expect(stored).toMatchObject({ url: '/api/v1/cards/c1', method: 'DELETE', body: null });
    expect(stored!.headers['Idempotency-Key']).toMatch(UUID_V7);
    expect(stored!.headers).not.toHaveProperty('Content-Type');
    expect(page.getConnectivity()).toMatchObject({ online: false, pending: 1 });
  });

  it('queues behind changes already waiting, keeping their order, even when online', async () => {
    const page = await loadPage();
    const fetchMock = stubFetch(networkError);
    await page.sendMutation('/api/v1/cards/c1', { method: 'PATCH', body: { title: 'first' }, whenQueued: () => 1 });
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    const result = await page.sendMutation('/api/v1/cards/c1', {
      method: 'PATCH',
      body: { title: 'second' },
      whenQueued: () => 2,
    });

    expect(result).toBe(2);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((await page.listPendingRequests()).map((request) => request.body)).toEqual([
      JSON.stringify({ title: 'first' }),
      JSON.stringify({ title: 'second' }),
    ]);
  });
});
