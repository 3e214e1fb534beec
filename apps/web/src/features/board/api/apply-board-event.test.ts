import type { BoardEvent } from '@rbax/shared/event-log';
import { describe, expect, it, vi } from 'vitest';
import {
  boardDetailQueryKey,
  boardDetailQueryOptions,
  patchCardInCache,
  type BoardDetailData,
} from '@/features/board/api/get-board-detail';
import { createBoardEventApplier } from '@/features/board/api/apply-board-event';
import { activityQueryKey } from '@/features/board/api/get-activity';
import { attachmentsQueryKey } from '@/features/board/api/get-attachments';
import { cardQueryKey } from '@/features/board/api/get-card';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';

let seq = 0;
function event(kind: string, entityId: string | null, data: Record<string, unknown> = {}): BoardEvent {
  seq += 1;
  return {
    id: String(seq),
    seq,
    boardId: 'b1',
    workspaceId: null,
    kind,
    entityId,
    actor: { id: 'u2', name: 'Mara Membro', image: null },
    data,
    createdAt: '2026-01-01T00:00:00.000Z',
  } as BoardEvent;
}

function setup(cards = [cardFixture({ id: 'c1', version: 3 })]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(boardDetailQueryKey('b1'), boardDetailFixture({ cards }));
  const applier = createBoardEventApplier(queryClient, 'b1');
  const cardsOf = () => queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey('b1'))!.cards;
  return { queryClient, applier, cardsOf };
}

describe('applying board events to the cache', () => {
  it('skips a card event whose version the cache already has (our own echo)', async () => {
    const fetch = stubFetch({});
    const { applier, cardsOf } = setup();
    applier.apply(event('card.updated', 'c1', { version: 3, changes: {} }));
    await applier.idle();
    expect(fetch).not.toHaveBeenCalled();
    expect(cardsOf()[0]!.version).toBe(3);
  });

  it('reads a newer card and puts it in the board and in its own query', async () => {
    const fresh = cardFixture({ id: 'c1', version: 4, title: 'Novo título' });
    stubFetch({ '/api/v1/cards/c1': { body: fresh } });
    const { queryClient, applier, cardsOf } = setup();
    queryClient.setQueryData(cardQueryKey('c1'), cardFixture({ id: 'c1', version: 3 }));
    applier.apply(event('card.updated', 'c1', { version: 4, changes: {} }));
    await applier.idle();
    expect(cardsOf()).toEqual([fresh]);
    expect(queryClient.getQueryData(cardQueryKey('c1'))).toEqual(fresh);
  });

  it('adds a card created by someone else', async () => {
    const created = cardFixture({ id: 'c9', version: 1, title: 'Chegou agora', columnId: 'col2' });
    stubFetch({ '/api/v1/cards/c9': { body: created } });
    const { applier, cardsOf } = setup();
    applier.apply(event('card.created', 'c9', { version: 1, columnId: 'col2', title: 'Chegou agora' }));
    await applier.idle();
    expect(cardsOf().map((card) => card.id)).toEqual(['c1', 'c9']);
  });

  it('removes a card that was deleted, archived, moved to another board or is gone (404)', async () => {
    stubFetch({
      '/api/v1/cards/c2': { body: cardFixture({ id: 'c2', version: 5, archived: true }) },
      '/api/v1/cards/c3': { body: cardFixture({ id: 'c3', version: 5, boardId: 'b2' }) },
    });
    const { applier, cardsOf } = setup(['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => cardFixture({ id, version: 1 })));
    applier.apply(event('card.deleted', 'c1', { title: 'x', columnId: 'col1' }));
    applier.apply(event('card.archived', 'c2', { version: 5 }));
    applier.apply(event('card.updated', 'c3', { version: 5 }));
    applier.apply(event('card.moved', 'c4', { version: 2, toBoardId: 'b2', fromBoardId: 'b1' }));
    applier.apply(event('card.updated', 'c5', { version: 2 }));
    await applier.idle();
    expect(cardsOf()).toEqual([]);
  });

  it('applies a move, an edit of plain fields and a completion from the event itself, without a read', async () => {
    const fetch = stubFetch({});
    const { applier, cardsOf } = setup([cardFixture({ id: 'c1', version: 3, columnId: 'col1', position: 'a0' })]);
    applier.apply(
      event('card.moved', 'c1', {
        version: 4,
        fromColumnId: 'col1',
        toColumnId: 'col2',
        fromBoardId: 'b1',
        toBoardId: 'b1',
        position: 'a5',
      }),
    );
    applier.apply(
      event('card.updated', 'c1', {
        version: 5,
        changes: { title: { old: 'x', new: 'Título novo' }, priority: { old: null, new: 'high' } },
      }),
    );
    applier.apply(
      event('card.completed', 'c1', {
        version: 6,
        columnId: 'col2',
        changes: { completed: { old: false, new: true } },
      }),
    );
    await applier.idle();
    expect(fetch).not.toHaveBeenCalled();
    expect(cardsOf()[0]).toMatchObject({
      columnId: 'col2',
      position: 'a5',
      title: 'Título novo',
      priority: 'high',
      completedAt: '2026-01-01T00:00:00.000Z',
      version: 6,
    });
  });

  it('reads the card when an event skips a version or carries more than plain fields', async () => {
    const fresh = cardFixture({ id: 'c1', version: 5, title: 'Lido' });
    const fetch = stubFetch({ '/api/v1/cards/c1': { body: fresh } });
    const { applier, cardsOf } = setup([cardFixture({ id: 'c1', version: 3 })]);
    applier.apply(event('card.updated', 'c1', { version: 5, changes: { title: { old: 'a', new: 'b' } } }));
    await applier.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(cardsOf()[0]!.title).toBe('Lido');
  });

  it('never replaces a newer cached card with an older read', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { queryClient, applier, cardsOf } = setup([cardFixture({ id: 'c1', version: 1 })]);
    applier.apply(event('card.updated', 'c1', { version: 2 }));
    // A local save lands version 3 while the read is in flight.
    patchCardInCache(queryClient, 'b1', 'c1', { version: 3, title: 'Local' });
    answer(Response.json(cardFixture({ id: 'c1', version: 2, title: 'Velho' })));
    await applier.idle();
    expect(cardsOf()[0]!.title).toBe('Local');
  });

  it('re-reads a card once more when events arrive during a read, and applies the latest', async () => {
    let reads = 0;
    stubFetch({
      '/api/v1/cards/c1': () => {
        reads += 1;
        return { body: cardFixture({ id: 'c1', version: 3 + reads, title: `Leitura ${reads}` }) };
      },
    });
    const { applier, cardsOf } = setup();
    applier.apply(event('card.updated', 'c1', { version: 4 }));
    applier.apply(event('card.updated', 'c1', { version: 5 }));
    applier.apply(event('card.completed', 'c1', { version: 5 }));
    await applier.idle();
    expect(reads).toBe(2);
    expect(cardsOf()[0]!.title).toBe('Leitura 2');
  });

  it('refreshes the counts and the open lists of a card on comment events', async () => {
    const withComment = cardFixture({
      id: 'c1',
      version: 3,
      counts: { comments: 1, attachments: 0, checklistDone: 0, checklistTotal: 0 },
    });
    stubFetch({ '/api/v1/cards/c1': { body: withComment } });
    const { queryClient, applier, cardsOf } = setup();
    queryClient.setQueryData(commentsQueryKey('c1'), []);
    queryClient.setQueryData(activityQueryKey('c1'), []);
    applier.apply(event('comment.added', 'c1', { commentId: 'm1' }));
    await applier.idle();
    expect(cardsOf()[0]!.counts.comments).toBe(1);
    expect(queryClient.getQueryState(commentsQueryKey('c1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activityQueryKey('c1'))?.isInvalidated).toBe(true);
  });

  it('re-reads a card for time recorded on it (its time spent), and only its history for a timer started', async () => {
    const logged = cardFixture({ id: 'c1', version: 3, timeSpentSeconds: 1500 });
    const fetch = stubFetch({ '/api/v1/cards/c1': { body: logged } });
    const { queryClient, applier, cardsOf } = setup();
    queryClient.setQueryData(activityQueryKey('c1'), []);
    queryClient.setQueryData(attachmentsQueryKey('c1'), []);
    applier.apply(event('time.started', 'c1', { timerId: 't1', startedAt: '2026-01-01T00:00:00.000Z' }));
    await applier.idle();
    expect(fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(activityQueryKey('c1'))?.isInvalidated).toBe(true);

    applier.apply(event('time.logged', 'c1', { timeEntryId: 'e1', source: 'pomodoro', durationSeconds: 1500 }));
    await applier.idle();
    expect(cardsOf()[0]!.timeSpentSeconds).toBe(1500);
    expect(queryClient.getQueryState(attachmentsQueryKey('c1'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(boardDetailQueryKey('b1'))?.isInvalidated).toBe(false);
  });

  it('applies a card becoming a subtask and back from the event, and only the history for the parent', async () => {
    const fetch = stubFetch({});
    const { queryClient, applier, cardsOf } = setup([cardFixture({ id: 'c1', version: 3 }), cardFixture({ id: 'p1' })]);
    applier.apply(event('card.updated', 'c1', { version: 4, changes: { parentId: { old: null, new: 'p1' } } }));
    applier.apply(event('card.subtask_added', 'p1', { subtaskId: 'c1', title: 'T', origin: 'demoted' }));
    await applier.idle();
    expect(fetch).not.toHaveBeenCalled();
    expect(cardsOf()[0]).toMatchObject({ parentId: 'p1', version: 4 });
    expect(queryClient.getQueryState(boardDetailQueryKey('b1'))?.isInvalidated).toBe(false);
  });

  it("adds and removes someone else's dependency in the board's list, without reading the card or the board", async () => {
    const fetch = stubFetch({});
    const { queryClient, applier } = setup([cardFixture({ id: 'c1' }), cardFixture({ id: 'c2' })]);
    const dependencies = () => queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey('b1'))!.dependencies;
    applier.apply(event('card.dependency_added', 'c2', { dependsOnId: 'c1', title: 'Um' }));
    await applier.idle();
    expect(dependencies()).toEqual([{ cardId: 'c2', dependsOnId: 'c1' }]);
    applier.apply(event('card.dependency_added', 'c2', { dependsOnId: 'c1', title: 'Um' }));
    expect(dependencies()).toHaveLength(1);
    applier.apply(event('card.dependency_removed', 'c2', { dependsOnId: 'c1', title: 'Um', reason: 'removed' }));
    await applier.idle();
    expect(dependencies()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(boardDetailQueryKey('b1'))?.isInvalidated).toBe(false);
  });

  it('reads the board again for column, label and board events', () => {
    stubFetch({});
    const { queryClient, applier } = setup();
    for (const kind of ['column.created', 'label.updated', 'board.updated']) {
      queryClient.setQueryData(boardDetailQueryKey('b1'), boardDetailFixture());
      applier.apply(event(kind, 'x'));
      expect(queryClient.getQueryState(boardDetailQueryKey('b1'))?.isInvalidated).toBe(true);
    }
  });

  it('applies a change that arrives during a read of the whole board on top of that read', async () => {
    let answerBoard: (response: Response) => void = () => {};
    const created = cardFixture({ id: 'c9', version: 1, title: 'Durante a leitura' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/v1/cards/c9') return Response.json(created);
        return new Promise<Response>((resolve) => (answerBoard = resolve));
      }),
    );
    const { queryClient, applier, cardsOf } = setup();
    const read = queryClient.fetchQuery(boardDetailQueryOptions('b1'));
    applier.apply(event('card.created', 'c9', { version: 1 }));
    // The board read started before the card existed and answers without it.
    answerBoard(Response.json(boardDetailFixture({ cards: [cardFixture({ id: 'c1', version: 3 })] })));
    await read;
    await vi.waitFor(async () => {
      await applier.idle();
      expect(cardsOf().map((card) => card.id)).toEqual(['c1', 'c9']);
    });
  });
});
