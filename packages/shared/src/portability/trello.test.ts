import { describe, expect, it } from 'vitest';
import { bigTrelloBoard, newTrelloBoard, oldTrelloBoard } from './fixtures/trello.ts';
import { applyClosedColumns, importCounts } from './import-options.ts';
import { isTrelloBoard, parseTrelloBoard, trelloIdDate } from './trello.ts';
import { proposedColor, trelloColorKey } from './trello-colors.ts';

describe('parseTrelloBoard (new format)', () => {
  const { board, ids } = newTrelloBoard();
  const parsed = parseTrelloBoard(board);
  const card = (key: string) => parsed.cards.find((c) => c.key === key)!;

  it('recognises a Trello export and refuses other JSON', () => {
    expect(isTrelloBoard(board)).toBe(true);
    expect(isTrelloBoard({ lists: 'x' })).toBe(false);
    expect(isTrelloBoard([])).toBe(false);
  });

  it('keeps lists in Trello order and marks the closed one archived', () => {
    expect(parsed.columns.map((c) => [c.name, c.archived])).toEqual([
      ['A Fazer', false],
      ['Fazendo', false],
      ['Feito', false],
      ['Antiga', true],
    ]);
  });

  it('reads due, dueComplete, start, labels, the first member and checklists in order', () => {
    const main = card(ids.cards.main);
    expect(main.dueDate).toBe('2024-04-10T15:00:00.000Z');
    expect(main.startDate).toBe('2024-04-01T12:00:00.000Z');
    expect(main.completedAt).toBe('2024-04-09T10:00:00.000Z');
    expect(main.labelKeys).toEqual([ids.labels.bug, ids.labels.nameless]);
    expect(main.assigneeKey).toBe(ids.members.ana);
    expect(main.checklist).toEqual([
      { text: 'Primeiro', done: true },
      { text: 'Segundo', done: false },
    ]);
  });

  it('takes comments from actions, oldest first, with the author name and date (people who left too)', () => {
    expect(card(ids.cards.main).comments).toEqual([
      {
        authorKey: ids.members.ana,
        authorName: 'Ana Souza',
        body: 'Começando agora',
        createdAt: '2024-04-02T09:00:00.000Z',
      },
      {
        authorKey: 'ghost000000000000000000',
        authorName: 'Carla Ex-membro',
        body: 'Comentário de quem saiu 👋',
        createdAt: '2024-04-05T09:00:00.000Z',
      },
    ]);
    expect(parsed.members.map((m) => m.name)).toContain('Carla Ex-membro');
    expect(parsed.members.every((m) => m.email === null)).toBe(true);
  });

  it('dates the history from actions: created, moves, completion', () => {
    const main = card(ids.cards.main);
    expect(main.createdAt).toBe('2024-03-15T08:00:00.000Z');
    expect(main.history).toEqual([
      { kind: 'moved', at: '2024-04-01T10:00:00.000Z', fromColumnKey: ids.lists.todo, toColumnKey: ids.lists.doing },
      { kind: 'moved', at: '2024-04-03T10:00:00.000Z', fromColumnKey: ids.lists.doing, toColumnKey: ids.lists.done },
      { kind: 'completed', at: '2024-04-09T10:00:00.000Z' },
    ]);
    expect(card(ids.cards.archived).history).toEqual([{ kind: 'archived', at: '2024-03-20T10:00:00.000Z' }]);
  });

  it('keeps attachments as links and says uploaded files could not be fetched', () => {
    const main = card(ids.cards.main);
    expect(main.description).toContain('[Especificação](https://docs.example.com/spec)');
    expect(main.description).toContain('foto.png');
    expect(main.attachmentLinks).toBe(2);
    expect(parsed.warnings).toContainEqual({ kind: 'card', name: 'Card principal', reason: 'uploadedFileLinked' });
    expect(parsed.warnings).toContainEqual({ kind: 'card', name: 'Card principal', reason: 'customFieldsIgnored' });
  });

  it('archives closed cards, keeps emoji, and reads a card with only its required fields', () => {
    expect(card(ids.cards.archived).archived).toBe(true);
    expect(card(ids.cards.emoji).title).toBe('🎉 Festa de lançamento 🥳');
    const bare = card(ids.cards.bare);
    expect(bare).toMatchObject({
      description: null,
      dueDate: null,
      labelKeys: [],
      assigneeKey: null,
      checklist: [],
      comments: [],
    });
    expect(bare.createdAt).toBe(trelloIdDate(ids.cards.bare));
  });

  it('cuts titles and descriptions to our limits, keeping the full title in the description', () => {
    const huge = card(ids.cards.huge);
    expect([...huge.title].length).toBe(100);
    expect(huge.description!.length).toBeLessThanOrEqual(10_000);
    expect(huge.description!.startsWith('x'.repeat(150))).toBe(true);
    expect(parsed.warnings).toContainEqual(expect.objectContaining({ reason: 'descriptionTruncated' }));
  });

  it('skips what cannot be read, with a reason, and imports the rest', () => {
    expect(parsed.skipped).toEqual([
      { kind: 'card', name: 'Lista sumiu', reason: 'listNotFound' },
      { kind: 'card', name: '—', reason: 'invalidCard' },
      { kind: 'card', name: '—', reason: 'invalidCard' },
    ]);
    expect(parsed.cards).toHaveLength(6);
  });

  it('labels without names keep their colour; dark shades map to their base', () => {
    expect(parsed.labels.map((l) => [l.name, l.color])).toEqual([
      ['Bug', 'red'],
      ['Urgente', 'orange'],
      ['', 'sky'],
      ['Design', 'purple'],
    ]);
    expect(trelloColorKey('green_dark')).toBe('green');
    expect(trelloColorKey(null)).toBe('none');
    expect(proposedColor('sky')).toBe('#3b82f6');
    expect(proposedColor('none')).toBe('#6b7280');
  });

  it('closed lists: skipped with their cards, or kept archived with their cards archived', () => {
    const skipped = applyClosedColumns(parsed, 'skip');
    expect(skipped.columns.map((c) => c.name)).not.toContain('Antiga');
    expect(skipped.cards.find((c) => c.key === ids.cards.inClosed)).toBeUndefined();
    expect(skipped.skipped).toContainEqual({ kind: 'card', name: 'Na lista antiga', reason: 'listClosed' });
    const archived = applyClosedColumns(parsed, 'archive');
    expect(archived.cards.find((c) => c.key === ids.cards.inClosed)?.archived).toBe(true);
  });

  it('counts what the preview shows', () => {
    expect(importCounts(parsed)).toMatchObject({
      columns: 3,
      closedColumns: 1,
      cards: 6,
      archivedCards: 1,
      labels: 4,
      checklistItems: 2,
      comments: 2,
      attachments: 2,
      skipped: 3,
    });
  });
});

describe('parseTrelloBoard (old format)', () => {
  it('builds labels from labelNames and cards’ colour labels, and reads checklist states from the card', () => {
    const parsed = parseTrelloBoard(oldTrelloBoard());
    expect(parsed.labels.map((l) => [l.key, l.name, l.color])).toEqual([
      ['color:green', 'Pronto', 'green'],
      ['color:red', 'Bloqueado', 'red'],
    ]);
    expect(parsed.cards[0]!.labelKeys).toEqual(['color:green', 'color:red']);
    expect(parsed.cards[0]!.checklist).toEqual([{ text: 'Feito antes', done: true }]);
    expect(parsed.cards[0]!.dueDate).toBeNull();
  });

  it('reads a board with nothing but lists and cards', () => {
    const parsed = parseTrelloBoard({ lists: [], cards: [] });
    expect(parsed).toMatchObject({ title: 'Trello', columns: [], cards: [], labels: [], members: [] });
  });
});

describe('parseTrelloBoard (5,000 cards)', () => {
  it('reads every card in order within its list, quickly', () => {
    const board = bigTrelloBoard(5_000);
    const t0 = performance.now();
    const parsed = parseTrelloBoard(JSON.parse(JSON.stringify(board)));
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(parsed.cards).toHaveLength(5_000);
    expect(parsed.cards.filter((c) => c.archived)).toHaveLength(100);
    expect(parsed.cards.slice(0, 3).map((c) => c.title)).toEqual(['Card 1', 'Card 6', 'Card 11']);
    expect(parsed.cards[1]!.comments).toHaveLength(1);
  });
});
