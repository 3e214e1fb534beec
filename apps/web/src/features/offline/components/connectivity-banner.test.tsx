import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityBanner } from '@/features/offline/components/connectivity-banner';
import {
  clearOfflineQueue,
  getConnectivity,
  queueRequest,
  refreshPendingCount,
  startConnectivity,
} from '@/lib/offline/offline-queue';

/** The browser's side of a connection change: `navigator.onLine` and the window event. */
function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

async function queueChanges(count: number) {
  await act(async () => {
    for (let i = 0; i < count; i += 1) {
      await queueRequest({
        url: `/api/v1/cards/c${i}`,
        method: 'PATCH',
        body: { title: `t${i}` },
        idempotencyKey: `k${i}`,
        language: 'pt-BR',
      });
    }
  });
}

function banner() {
  return screen.queryByRole('status', { name: 'Estado da conexão' });
}

describe('ConnectivityBanner', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    // Going online schedules a replay with setTimeout; only a test that wants it lets it run
    // (fake-indexeddb needs the real setImmediate, so only the timeouts are faked).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // The store is a module singleton: bring it back online with an empty queue.
    startConnectivity();
    window.dispatchEvent(new Event('online'));
    await clearOfflineQueue();
    await refreshPendingCount();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden when online with nothing pending', () => {
    const { container } = render(<ConnectivityBanner />);

    expect(container).toBeEmptyDOMElement();
    expect(banner()).not.toBeInTheDocument();
  });

  it('says the browser is offline, without a count while nothing is pending', () => {
    render(<ConnectivityBanner />);

    setBrowserOnline(false);

    expect(banner()).toHaveTextContent('Você está offline');
    expect(screen.queryByText(/pendente/)).not.toBeInTheDocument();
  });

  it('counts one pending change in the singular while offline', async () => {
    render(<ConnectivityBanner />);
    setBrowserOnline(false);

    await queueChanges(1);

    expect(screen.getByText('1 alteração pendente')).toBeInTheDocument();
  });

  it('counts the pending changes while offline, and sends none of them', async () => {
    render(<ConnectivityBanner />);
    setBrowserOnline(false);

    await queueChanges(5);

    expect(banner()).toHaveTextContent('Você está offline');
    expect(screen.getByText('5 alterações pendentes')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the changes left to sync once back online', async () => {
    render(<ConnectivityBanner />);
    setBrowserOnline(false);
    await queueChanges(5);

    setBrowserOnline(true);

    expect(banner()).toHaveTextContent('Sincronizando alterações...');
    expect(screen.getByText('5 para sincronizar')).toBeInTheDocument();
    expect(screen.queryByText('Você está offline')).not.toBeInTheDocument();
  });

  it('disappears once the queued changes reach the server', async () => {
    render(<ConnectivityBanner />);
    setBrowserOnline(false);
    await queueChanges(5);
    vi.useRealTimers();

    setBrowserOnline(true);

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(getConnectivity()).toEqual({ online: true, pending: 0, syncing: false });
  });
});
