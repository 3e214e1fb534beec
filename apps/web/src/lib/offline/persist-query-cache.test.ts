import 'fake-indexeddb/auto';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCache, writeCache } from '@/lib/offline/cache-db';
import {
  cacheSlot,
  clearPersistedQueries,
  persistQueryCache,
  restoreQueryCache,
} from '@/lib/offline/persist-query-cache';

const MINUTE = 60_000;

/** Waits for the batched flush (300 ms) to reach the database. */
async function persisted(predicate: (contents: Awaited<ReturnType<typeof readCache>>) => boolean) {
  await vi.waitFor(
    async () => {
      expect(predicate(await readCache())).toBe(true);
    },
    { timeout: 2_000, interval: 50 },
  );
}

/** The slots the board feature declares in its query options (`meta.offlineSlot`). */
function slotMeta(key: QueryKey): Record<string, unknown> | undefined {
  if (key[0] === 'boards' && key[2] === 'detail') return { offlineSlot: { store: 'boards', id: key[1] } };
  if (key[0] === 'cards' && key.length === 2) return { offlineSlot: { store: 'cards', id: key[1] } };
  return undefined;
}

/** `setQueryData` on a query built with the owner's meta, as `useQuery(options)` would build it. */
function setData(client: QueryClient, key: QueryKey, data: unknown, options?: { updatedAt: number }) {
  client.getQueryCache().build(client, { queryKey: key, meta: slotMeta(key) });
  client.setQueryData(key, data, options);
}

describe('cacheSlot', () => {
  it('puts a query in the store its owner names in meta.offlineSlot, under the id given there', () => {
    expect(cacheSlot(['boards', 'b1', 'detail'], { offlineSlot: { store: 'boards', id: 'b1' } })).toEqual({
      store: 'boards',
      key: 'b1',
    });
    expect(cacheSlot(['cards', 'c1'], { offlineSlot: { store: 'cards', id: 'c1' } })).toEqual({
      store: 'cards',
      key: 'c1',
    });
  });

  it('puts every other query in the queries store under its JSON key, whatever its key looks like', () => {
    expect(cacheSlot(['boards'])).toEqual({ store: 'queries', key: '["boards"]' });
    expect(cacheSlot(['boards', 'b1', 'detail'])).toEqual({ store: 'queries', key: '["boards","b1","detail"]' });
    expect(cacheSlot(['cards', 'c1'], { offlineSlot: { store: 'elsewhere', id: 'c1' } })).toEqual({
      store: 'queries',
      key: '["cards","c1"]',
    });
    expect(cacheSlot(['session'])).toEqual({ store: 'queries', key: '["session"]' });
  });
});

describe('persistQueryCache and restoreQueryCache', () => {
  let stop: (() => void) | null = null;

  beforeEach(async () => {
    await clearPersistedQueries();
  });

  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('writes a query’s data once the 300 ms batch flushes, not before', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });

    setData(client, ['session'], { user: { id: 'u1' } });
    expect((await readCache()).queries).toEqual([]);

    await persisted(({ queries }) => queries.length === 1);
    const [entry] = (await readCache()).queries;
    expect(entry).toMatchObject({ queryKey: '["session"]', data: { user: { id: 'u1' } } });
  });

  it('records the user with a board and the board with a card', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });

    setData(client, ['boards', 'b1', 'detail'], { id: 'b1', title: 'Board' });
    setData(client, ['cards', 'c1'], { id: 'c1', boardId: 'b1', title: 'Card' });

    await persisted(({ boards, cards }) => boards.length === 1 && cards.length === 1);
    const { boards, cards } = await readCache();
    expect(boards[0]).toMatchObject({ id: 'b1', userId: 'u1', data: { id: 'b1', title: 'Board' } });
    expect(cards[0]).toMatchObject({ id: 'c1', boardId: 'b1', data: { title: 'Card' } });
  });

  it('puts the persisted queries back into a new client with their original dataUpdatedAt', async () => {
    const updatedAt = Date.now() - MINUTE;
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });
    setData(client, ['boards'], [{ id: 'b1' }], { updatedAt });
    setData(client, ['boards', 'b1', 'detail'], { id: 'b1' }, { updatedAt });
    setData(client, ['cards', 'c1'], { id: 'c1', boardId: 'b1' }, { updatedAt });
    await persisted(({ boards, cards, queries }) => boards.length + cards.length + queries.length === 3);

    const fresh = new QueryClient();
    await restoreQueryCache(fresh, true);

    expect(fresh.getQueryData(['boards'])).toEqual([{ id: 'b1' }]);
    expect(fresh.getQueryData(['boards', 'b1', 'detail'])).toEqual({ id: 'b1' });
    expect(fresh.getQueryData(['cards', 'c1'])).toEqual({ id: 'c1', boardId: 'b1' });
    expect(fresh.getQueryState(['boards'])?.dataUpdatedAt).toBe(updatedAt);
    expect(fresh.getQueryState(['cards', 'c1'])?.dataUpdatedAt).toBe(updatedAt);
  });

  it('keeps what the new client already holds instead of the persisted copy', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });
    setData(client, ['session'], { user: 'old' });
    await persisted(({ queries }) => queries.length === 1);

    const fresh = new QueryClient();
    setData(fresh, ['session'], { user: 'new' });
    await restoreQueryCache(fresh, true);

    expect(fresh.getQueryData(['session'])).toEqual({ user: 'new' });
  });

  it('drops entries older than 5 minutes when restoring online', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });
    setData(client, ['boards', 'old', 'detail'], { id: 'old' }, { updatedAt: Date.now() - 6 * MINUTE });
    setData(client, ['boards', 'new', 'detail'], { id: 'new' }, { updatedAt: Date.now() - 4 * MINUTE });
    await persisted(({ boards }) => boards.length === 2);

    const fresh = new QueryClient();
    await restoreQueryCache(fresh, true);

    expect(fresh.getQueryData(['boards', 'old', 'detail'])).toBeUndefined();
    expect(fresh.getQueryData(['boards', 'new', 'detail'])).toEqual({ id: 'new' });
    expect((await readCache()).boards.map((entry) => entry.id)).toEqual(['new']);
  });

  it('keeps entries older than 5 minutes when restoring offline', async () => {
    const oldAt = Date.now() - 60 * MINUTE;
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });
    setData(client, ['boards', 'old', 'detail'], { id: 'old' }, { updatedAt: oldAt });
    await persisted(({ boards }) => boards.length === 1);

    const fresh = new QueryClient();
    await restoreQueryCache(fresh, false);

    expect(fresh.getQueryData(['boards', 'old', 'detail'])).toEqual({ id: 'old' });
    expect(fresh.getQueryState(['boards', 'old', 'detail'])?.dataUpdatedAt).toBe(oldAt);
  });

  it('does not write restored data back to the database', async () => {
    const first = new QueryClient();
    stop = persistQueryCache(first, { userId: () => 'u1' });
    setData(first, ['session'], { user: 'u1' });
    await persisted(({ queries }) => queries.length === 1);
    stop();

    const fresh = new QueryClient();
    stop = persistQueryCache(fresh, { userId: () => 'u1' });
    await restoreQueryCache(fresh, true);
    await clearPersistedQueries();
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(fresh.getQueryData(['session'])).toEqual({ user: 'u1' });
    expect((await readCache()).queries).toEqual([]);
  });

  it('flushes at once when the page is hidden', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1', flushDelayMs: 60_000 });
    setData(client, ['session'], { user: 'u1' });

    window.dispatchEvent(new Event('pagehide'));

    await persisted(({ queries }) => queries.length === 1);
  });

  describe('every 60 s', () => {
    beforeEach(() => {
      // Only the purge interval is faked: fake-indexeddb needs the real setImmediate.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Two boards last written 10 minutes ago; only 'open' is in the client's memory. */
    async function seedOldBoards(client: QueryClient) {
      const timestamp = Date.now() - 10 * MINUTE;
      setData(client, ['boards', 'open', 'detail'], { id: 'open' }, { updatedAt: timestamp });
      await writeCache([
        {
          store: 'boards',
          entry: { id: 'open', userId: 'u1', timestamp, data: { id: 'open' }, queryKey: '["boards","open","detail"]' },
        },
        {
          store: 'boards',
          entry: {
            id: 'closed',
            userId: 'u1',
            timestamp,
            data: { id: 'closed' },
            queryKey: '["boards","closed","detail"]',
          },
        },
      ]);
    }

    it('purges entries older than 5 minutes while online, except those still in memory', async () => {
      const client = new QueryClient();
      await seedOldBoards(client);
      stop = persistQueryCache(client, { userId: () => 'u1', flushDelayMs: 60_000 });

      vi.advanceTimersByTime(60_000);

      await persisted(({ boards }) => boards.length === 1);
      expect((await readCache()).boards.map((entry) => entry.id)).toEqual(['open']);
    });

    it('purges nothing while offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const client = new QueryClient();
      await seedOldBoards(client);
      stop = persistQueryCache(client, { userId: () => 'u1', flushDelayMs: 60_000 });

      vi.advanceTimersByTime(60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));

      expect((await readCache()).boards.map((entry) => entry.id).sort()).toEqual(['closed', 'open']);
    });
  });

  it('empties the persisted cache on clearPersistedQueries', async () => {
    const client = new QueryClient();
    stop = persistQueryCache(client, { userId: () => 'u1' });
    setData(client, ['session'], { user: 'u1' });
    setData(client, ['boards', 'b1', 'detail'], { id: 'b1' });
    setData(client, ['cards', 'c1'], { id: 'c1' });
    await persisted(({ boards, cards, queries }) => boards.length + cards.length + queries.length === 3);

    await clearPersistedQueries();

    expect(await readCache()).toEqual({ boards: [], cards: [], queries: [] });
    const fresh = new QueryClient();
    await restoreQueryCache(fresh, false);
    expect(fresh.getQueryCache().getAll()).toEqual([]);
  });
});
