import type { Card } from '@rbax/shared/cards';
import { subtaskProgressByParent, subtasksOf, type SubtaskProgress } from '@rbax/shared/cards-subtasks';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { boardDetailQueryOptions, type BoardDetailData } from '@/features/board/api/get-board-detail';

/**
 * Subtasks as the board's cached detail holds them (docs/decisions/040: the board sends every
 * active card, subtasks with their `parentId`), so lists, progress and roll-ups follow realtime
 * events, optimistic edits and the offline queue with nothing of their own to keep in step.
 */

/** One progress map per cards array: the cache replaces the array on every change, so this is O(n) once. */
const progressMaps = new WeakMap<readonly Card[], Map<string, SubtaskProgress>>();

function progressMapOf(cards: readonly Card[]): Map<string, SubtaskProgress> {
  let map = progressMaps.get(cards);
  if (!map) {
    map = subtaskProgressByParent(cards);
    progressMaps.set(cards, map);
  }
  return map;
}

/** The board page reads the board; these only watch the cache (never a request of their own). */
const cachedBoard = (boardId: string) => ({ ...boardDetailQueryOptions(boardId), enabled: false });

/** Done/total of a card's subtasks; undefined when it has none. Re-renders only when they change. */
export function useSubtaskProgress(boardId: string, cardId: string): SubtaskProgress | undefined {
  const select = useCallback((detail: BoardDetailData) => progressMapOf(detail.cards).get(cardId), [cardId]);
  return useQuery({ ...cachedBoard(boardId), select }).data;
}

const none: Card[] = [];

/** A card's active subtasks in their order. */
export function useSubtasks(boardId: string, parentId: string): Card[] {
  const select = useCallback((detail: BoardDetailData) => subtasksOf(detail.cards, parentId), [parentId]);
  return useQuery({ ...cachedBoard(boardId), select }).data ?? none;
}

/** A card of the board (a subtask's parent), if the board holds it. */
export function useBoardCard(boardId: string, cardId: string | null): Card | undefined {
  const select = useCallback(
    (detail: BoardDetailData) => (cardId ? detail.cards.find((card) => card.id === cardId) : undefined),
    [cardId],
  );
  return useQuery({ ...cachedBoard(boardId), select }).data;
}
