import { eq } from 'drizzle-orm';
import { priorities, type Priority } from '@rbax/shared/cards';
import { SEARCH_BOARDS_MAX, searchWords, type SearchResult } from '@rbax/shared/search';
import { dateOf } from '#src/db/raw.ts';
import { boards } from '#src/db/schema/boards.ts';
import type { BoardRow } from '#src/lib/access-repository.ts';
import { readableBoardRows, type Actor, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { searchDocs } from '#src/modules/docs/docs-search.ts';
import { searchCardRows, likePattern, wordMatches, type SearchCardRow } from './search-repository.ts';

type D = Pick<Deps, 'db'>;

const asPriority = (value: string | null): Priority | null =>
  value && (priorities as readonly string[]).includes(value) ? (value as Priority) : null;

const toSearchCard = (row: SearchCardRow): SearchResult['cards'][number] => ({
  id: row.id,
  title: row.title,
  priority: asPriority(row.priority),
  dueDate: row.due_date === null ? null : dateOf(row.due_date).toISOString(),
  valueBrl: row.value_brl === null ? null : Number(row.value_brl).toFixed(2),
  boardId: row.board_id,
  boardTitle: row.board_title,
  boardIcon: row.board_icon,
  boardColor: row.board_color,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
  tags: row.tags ?? [],
  parent: row.parent_id ? { id: row.parent_id, title: row.parent_title ?? '' } : null,
});

/** The boards (not archived) the user can read, decided by lib/access.ts (an API key narrows them). */
export async function readableBoards(deps: D, user: Actor): Promise<BoardRow[]> {
  const rows = await readableBoardRows(deps.db, user, eq(boards.archived, false));
  return rows.map((row) => row.board);
}

/** 'aca' adds nothing beside 'acao': every text holding the longer word holds the shorter. */
function withoutImpliedWords(words: string[]): string[] {
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

/**
 * Spec §5: the query's words (whitespace-separated, all required, accent- and case-insensitive)
 * against each card's title, description, tags, board name, board icon and assignee name, over
 * the boards the user can read; archived cards and boards never match. Under 2 characters:
 * nothing. Also the readable boards whose name and icon hold every word (spec §7, at most 20).
 */
export async function search(deps: D, user: SessionUser, query: { q: string; limit: number }): Promise<SearchResult> {
  const words = withoutImpliedWords(searchWords(query.q));
  if (words.length === 0) return { cards: [], boards: [] };
  const docs = await searchDocs(deps.db, user, words.map(likePattern), SEARCH_BOARDS_MAX);
  const withDocs = <T extends SearchResult>(result: T): T => (docs.length > 0 ? { ...result, docs } : result);
  const readable = await readableBoards(deps, user);
  if (readable.length === 0) return withDocs({ cards: [], boards: [] });
  const boardIds = readable.map((board) => board.id);
  const matches = await wordMatches(deps.db, { words, boardIds });
  const cardRows = await searchCardRows(deps.db, { boardIds, words: matches, limit: query.limit });
  const boardSets = matches.map((match) => new Set(match.boardIds));
  const matchingBoards = readable
    .filter((board) => boardSets.every((set) => set.has(board.id)))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, SEARCH_BOARDS_MAX)
    .map(({ id, title, icon, color }) => ({ id, title, icon, color }));
  return withDocs({ cards: cardRows.map(toSearchCard), boards: matchingBoards });
}
