import type { BoardSummary } from '@rbax/shared/boards';
import type { SearchCard, SearchResult } from '@rbax/shared/search';
import { describe, expect, it } from 'vitest';
import {
  boardForNewCard,
  matchingTags,
  paletteMode,
  paletteResults,
  PALETTE_BOARDS_SHOWN,
  quickActions,
  type QuickActionId,
} from '@/features/search/lib/palette';

const labels: Record<QuickActionId, string> = {
  newBoard: 'Novo board',
  newCard: 'Novo card',
  goToDashboard: 'Ir para o Dashboard',
  viewAnalytics: 'Ver analytics',
  goToBoards: 'Ir para Boards',
  focusMode: 'Modo Foco',
  timer: 'Iniciar ou parar o cronômetro',
};
const label = (id: QuickActionId) => labels[id];

describe('paletteMode', () => {
  it('lists recent searches for empty text, quick actions after /, and searches from 2 characters', () => {
    expect(paletteMode('')).toEqual({ kind: 'history' });
    expect(paletteMode('   ')).toEqual({ kind: 'history' });
    expect(paletteMode('/')).toEqual({ kind: 'actions', filter: '' });
    expect(paletteMode(' /novo ')).toEqual({ kind: 'actions', filter: 'novo' });
    expect(paletteMode('a')).toEqual({ kind: 'tooShort' });
    expect(paletteMode(' acao ')).toEqual({ kind: 'search', query: 'acao' });
  });
});

describe('quickActions', () => {
  it('offers every action, "Novo card" only with a board to put it in', () => {
    expect(quickActions({ newCardBoardId: 'b1', filter: '', label }).map((a) => a.id)).toEqual([
      'newBoard',
      'newCard',
      'goToDashboard',
      'viewAnalytics',
      'goToBoards',
      'focusMode',
      'timer',
    ]);
    expect(quickActions({ newCardBoardId: 'b1', filter: '', label })[1]).toEqual({ id: 'newCard', boardId: 'b1' });
    expect(quickActions({ newCardBoardId: null, filter: '', label }).map((a) => a.id)).toEqual([
      'newBoard',
      'goToDashboard',
      'viewAnalytics',
      'goToBoards',
      'focusMode',
      'timer',
    ]);
  });

  it('filters by the words after /, ignoring accents and case', () => {
    expect(quickActions({ newCardBoardId: 'b1', filter: 'NOVO', label }).map((a) => a.id)).toEqual([
      'newBoard',
      'newCard',
    ]);
    expect(quickActions({ newCardBoardId: 'b1', filter: 'foco', label }).map((a) => a.id)).toEqual(['focusMode']);
    expect(quickActions({ newCardBoardId: 'b1', filter: 'analytics', label }).map((a) => a.id)).toEqual([
      'viewAnalytics',
    ]);
    expect(quickActions({ newCardBoardId: 'b1', filter: 'xyz', label })).toEqual([]);
  });
});

describe('boardForNewCard', () => {
  const board = (id: string, canEdit: boolean, columnCount: number) =>
    ({ id, archived: false, columnCount, permissions: { canEdit, canManage: false } }) as BoardSummary;

  it('takes the first board the user can edit that has a column', () => {
    expect(
      boardForNewCard([board('a', false, 3), board('b', true, 0), board('c', true, 2), board('d', true, 1)])?.id,
    ).toBe('c');
    expect(boardForNewCard([board('a', false, 3)])).toBeNull();
    expect(boardForNewCard(undefined)).toBeNull();
  });
});

describe('paletteResults', () => {
  const card = (id: string) => ({ id }) as SearchCard;

  it('shows 10 cards and a few boards', () => {
    const result: SearchResult = {
      cards: Array.from({ length: 50 }, (_, i) => card(`c${i}`)),
      boards: Array.from({ length: 20 }, (_, i) => ({ id: `b${i}`, title: 'B', icon: 'Rocket', color: '#10b981' })),
    };
    const shown = paletteResults(result);
    expect(shown.cards.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, i) => `c${i}`));
    expect(shown.boards).toHaveLength(PALETTE_BOARDS_SHOWN);
    expect(paletteResults(undefined)).toEqual({ cards: [], boards: [] });
  });

  it('picks out the tags that hold a word', () => {
    expect(matchingTags(['Ação', 'financeiro', 'redes'], ['acao', 'rede'])).toEqual(['Ação', 'redes']);
  });
});
