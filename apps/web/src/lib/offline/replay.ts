import { deletePendingRequest, listPendingRequests, type PendingRequest } from '@/lib/offline/offline-db';

/** Background sync tag (spec §4) and the page ↔ worker messages about the queue. */
export const SYNC_TAG = 'sync-offline-data';
export const SYNC_COMPLETE_MESSAGE = 'offline-sync-complete';
const LOCK_NAME = 'rbax-offline-replay';

/** A field the server merged: `kept` is the value the card now has, the other one was replaced. */
export type ReplayConflict = {
  cardId: string;
  field: string;
  yours: unknown;
  theirs: unknown;
  kept: 'yours' | 'theirs';
};
/** A queued change the server refused for good (the card was deleted, access was lost…). */
export type ReplayFailure = { url: string; method: string; status: number; message: string };

export type ReplayResult = {
  synced: number;
  conflicts: ReplayConflict[];
  failed: ReplayFailure[];
  /** Still queued: the network or the server was not ready; try again later. */
  stopped: boolean;
};

export type SyncCompleteMessage = ReplayResult & { type: typeof SYNC_COMPLETE_MESSAGE };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Answers that may succeed later keep the request queued and stop the replay (order matters). */
function retryLater(status: number, code: string | undefined): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500 || code === 'idempotency_in_progress';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function cardIdOf(url: string): string {
  return /\/cards\/([^/?]+)/.exec(url)?.[1] ?? '';
}

/**
 * Sends the queued requests in order, each with its own `Idempotency-Key`: one the server
 * already applied (the answer was lost on the way back) answers from its stored response and
 * writes nothing. A request leaves the queue only once the server has answered it.
 */
async function replayQueue(fetcher: Fetch): Promise<ReplayResult> {
  const result: ReplayResult = { synced: 0, conflicts: [], failed: [], stopped: false };
  for (const request of await listPendingRequests()) {
    let response: Response;
    try {
      response = await fetcher(request.url, requestInit(request));
    } catch {
      result.stopped = true;
      break;
    }
    const body = (await readJson(response)) as {
      conflicts?: Omit<ReplayConflict, 'cardId'>[];
      error?: { code?: string; message?: string };
    } | null;
    if (!response.ok && retryLater(response.status, body?.error?.code)) {
      result.stopped = true;
      break;
    }
    if (response.ok) {
      result.synced += 1;
      for (const conflict of body?.conflicts ?? [])
        result.conflicts.push({ ...conflict, cardId: cardIdOf(request.url) });
    } else {
      result.failed.push({
        url: request.url,
        method: request.method,
        status: response.status,
        message: body?.error?.message ?? response.statusText,
      });
    }
    await deletePendingRequest(request.id!);
  }
  return result;
}

export function requestInit(request: PendingRequest): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    body: request.body ?? undefined,
    credentials: 'include',
  };
}

let localChain: Promise<unknown> = Promise.resolve();

/**
 * One replay at a time across the page's tabs and the service worker (Web Locks); where
 * locks are missing, at least one at a time in this context.
 */
export function replayPendingRequests(fetcher: Fetch = (input, init) => fetch(input, init)): Promise<ReplayResult> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request(LOCK_NAME, () => replayQueue(fetcher));
  const run = localChain.then(() => replayQueue(fetcher));
  localChain = run.catch(() => undefined);
  return run;
}
