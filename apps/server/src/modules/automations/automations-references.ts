import type { ErrorIssue } from '@rbax/shared/errors';
import type { Db } from '#src/db/client.ts';
import { validationFailed } from '#src/lib/errors.ts';
import { columnIdsOfBoard, labelIdsOfBoard, readerIdsOfBoard } from './automations-repository.ts';

/**
 * A rule refers to its board's columns, labels and people by id (design note automations.md
 * §7.5: ids, never names). The shared schemas check the shape; this checks that every id belongs
 * to the rule's board, walking the rule generically so a new trigger, condition or action that
 * uses one of these keys is covered without being listed here.
 */

type Kind = 'column' | 'label' | 'user';

/** Every key under which a rule names a column, label or user (one id, or an array of ids). */
const referenceKeys: Record<string, Kind> = {
  columnId: 'column',
  columnIds: 'column',
  excludeColumnIds: 'column',
  inColumnIds: 'column',
  fromColumnId: 'column',
  toColumnId: 'column',
  labelId: 'label',
  labelIds: 'label',
  fallbackLabelId: 'label',
  userId: 'user',
  userIds: 'user',
  fallbackUserId: 'user',
};

export type RuleReference = { kind: Kind; id: string; path: (string | number)[] };

/** The references found in `value`, each with its path from the rule's root. */
export function collectRuleReferences(value: unknown, path: (string | number)[] = []): RuleReference[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectRuleReferences(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const found: RuleReference[] = [];
  for (const [key, child] of Object.entries(value)) {
    const kind = referenceKeys[key];
    if (kind && typeof child === 'string') found.push({ kind, id: child, path: [...path, key] });
    else if (kind && Array.isArray(child)) {
      child.forEach((id, index) => {
        if (typeof id === 'string') found.push({ kind, id, path: [...path, key, index] });
      });
    } else found.push(...collectRuleReferences(child, [...path, key]));
  }
  return found;
}

/**
 * 400 `validation_failed` naming the path of each id that is not an active column, a label or a
 * reader of the board (`['actions', 0, 'columnId']`; under `at` when the rule is part of a body).
 */
export async function assertRuleReferences(
  db: Db,
  boardId: string,
  rule: object,
  at: (string | number)[] = [],
): Promise<void> {
  const references = collectRuleReferences(rule);
  if (references.length === 0) return;
  const ids = (kind: Kind) => [...new Set(references.filter((r) => r.kind === kind).map((r) => r.id))];
  const [columns, labels, users] = await Promise.all([
    columnIdsOfBoard(db, boardId, ids('column')),
    labelIdsOfBoard(db, boardId, ids('label')),
    readerIdsOfBoard(db, boardId, ids('user')),
  ]);
  const known: Record<Kind, Set<string>> = { column: columns, label: labels, user: users };
  const issues: ErrorIssue[] = references
    .filter((reference) => !known[reference.kind].has(reference.id))
    .map((reference) => ({ path: [...at, ...reference.path], message: 'validation.automationReference' }));
  if (issues.length > 0) throw validationFailed(issues);
}
