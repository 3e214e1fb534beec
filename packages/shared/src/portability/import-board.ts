import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, CHECKLIST_TEXT_MAX, COMMENT_MAX, type Priority } from '../cards.ts';
import { BOARD_TITLE_MAX, LABEL_NAME_MAX } from '../boards.ts';
import { COLUMN_NAME_MAX } from '../columns.ts';

/**
 * What every import source (Trello, CSV, our own JSON export) is turned into before anything is
 * written (issue 23, docs/decisions/044): a board described with the source's own keys, in the
 * order it should appear. The server's import writer takes only this, so the rules about what a
 * board may hold live in one place, and each source is a pure function that can be tested alone.
 */

export type ImportMember = { key: string; name: string; username: string | null; email: string | null };

export type ImportHistoryItem =
  | { kind: 'moved'; at: string; fromColumnKey: string; toColumnKey: string }
  | { kind: 'archived'; at: string }
  | { kind: 'completed'; at: string };

export type ImportComment = { authorKey: string | null; authorName: string; body: string; createdAt: string };

export type ImportCard = {
  key: string;
  columnKey: string;
  title: string;
  description: string | null;
  priority: Priority | null;
  startDate: string | null;
  dueDate: string | null;
  completedAt: string | null;
  valueBrl: string | null;
  /** A member of the source (mapped to a person by the confirmation), or an e-mail (CSV). */
  assigneeKey: string | null;
  assigneeEmail: string | null;
  labelKeys: string[];
  tags: string[];
  /** The card this one is a subtask of (our own JSON export only). */
  parentKey: string | null;
  estimateMinutes: number | null;
  archived: boolean;
  createdAt: string | null;
  checklist: { text: string; done: boolean }[];
  /** Attachments kept as links in the description (Trello). */
  attachmentLinks: number;
  comments: ImportComment[];
  history: ImportHistoryItem[];
};

export type ImportColumn = { key: string; name: string; archived: boolean };
export type ImportLabel = { key: string; name: string; color: string };

/** Why something was left out or changed; `reason` is a key of the web's `portability.reasons`. */
export type ImportNote = { kind: 'card' | 'list' | 'comment' | 'checklist' | 'board'; name: string; reason: string };

export type ImportBoard = {
  title: string;
  description: string | null;
  /** Our own JSON export keeps the board's icon and colour (checked against the lists when written). */
  icon?: string;
  color?: string;
  columns: ImportColumn[];
  labels: ImportLabel[];
  members: ImportMember[];
  cards: ImportCard[];
  skipped: ImportNote[];
  warnings: ImportNote[];
};

/** Text cut to `max` characters (whole code points, so an emoji is never split). */
export function fitText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export const fit = {
  boardTitle: (text: string) => fitText(text.trim() || '—', BOARD_TITLE_MAX),
  column: (text: string) => fitText(text.trim() || '—', COLUMN_NAME_MAX),
  label: (text: string) => fitText(text.trim(), LABEL_NAME_MAX),
  cardTitle: (text: string) => fitText(text.trim() || '—', CARD_TITLE_MAX),
  description: (text: string) => fitText(text, CARD_DESCRIPTION_MAX),
  comment: (text: string) => fitText(text.trim() || '—', COMMENT_MAX),
  checklist: (text: string) => fitText(text.trim() || '—', CHECKLIST_TEXT_MAX),
};

/** Characters PostgreSQL and our JSON rules refuse (NUL, lone surrogates): dropped from imported text. */
// eslint-disable-next-line no-control-regex -- NUL is what this removes
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const cleanText = (value: unknown): string => (typeof value === 'string' ? value.replace(UNSAFE, '') : '');

/** An ISO instant from anything a source may hold, or null (bad dates are dropped, not fatal). */
export function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 2999) return null;
  return date.toISOString();
}
