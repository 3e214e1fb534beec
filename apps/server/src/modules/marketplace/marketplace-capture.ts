import {
  toTemplateSnapshot,
  type SnapshotInclude,
  type SnapshotSummary,
  type TemplateSnapshot,
} from '@rbax/shared/marketplace/snapshot';
import type { Db } from '#src/db/client.ts';
import { notFound } from '#src/lib/errors.ts';
import { listBoardRules } from '#src/modules/automations/automations-repository.ts';
import { exportBoard } from '#src/modules/portability/board-export.ts';

/**
 * A board captured as a template (issue 27): the portability module's JSON export of the board,
 * with its automation rules, stripped by the shared `toTemplateSnapshot` (no people, comments,
 * attachments, time or history). Callers authorize.
 */
export async function captureBoard(
  db: Db,
  boardId: string,
  include: SnapshotInclude,
): Promise<{ snapshot: TemplateSnapshot; summary: SnapshotSummary }> {
  const doc = await exportBoard(db, boardId);
  if (!doc) throw notFound();
  const rules = await listBoardRules(db, boardId);
  return toTemplateSnapshot(
    doc,
    rules.map((r) => ({
      name: r.name,
      description: r.description,
      enabled: r.enabled,
      trigger: r.trigger,
      conditions: r.conditions,
      actions: r.actions,
      options: r.options,
      position: r.position,
    })),
    include,
  );
}
