import type { Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import { officialKind } from '@rbax/shared/marketplace/api';
import { remapRule, snapshotToImportBoard, type TemplateSnapshot } from '@rbax/shared/marketplace/snapshot';
import { boardTemplates } from '@rbax/shared/templates';
import type { Db } from '#src/db/client.ts';
import { assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError } from '#src/lib/errors.ts';
import { insertRule } from '#src/modules/automations/automations-repository.ts';
import { insertBoardLabelChoices } from '#src/modules/boards/boards-repository.ts';
import { createBoard } from '#src/modules/boards/boards-service.ts';
import { writeImport } from '#src/modules/portability/import-writer.ts';
import { applyColumnSettings, labelIdsByName, recordInstall, versionsOf } from './marketplace-repository.ts';
import { visibleTemplate } from './marketplace-service.ts';

/**
 * 'Usar template' (issue 27): a new board in a workspace where the person may create boards,
 * written in ONE transaction — the portability writer's board, columns, labels and cards (its
 * own steps become savepoints), then the workflow settings, the automation rules and the install
 * row. Premium listings install only for their author and people who bought or were granted them.
 */

type D = Pick<Deps, 'db'>;

export const purchaseRequired = () => new AppError(403, 'forbidden', 'marketplace.purchaseRequired');

export async function installTemplate(
  deps: D,
  user: SessionUser,
  id: string,
  input: { workspaceId: string; title?: string | undefined },
  locale: Locale,
): Promise<{ boardId: string }> {
  const kind = officialKind(id);
  if (kind) {
    const template = boardTemplates.find((t) => t.id === kind)!;
    return deps.db.transaction(async (tx) => {
      const board = await createBoard(
        { db: tx },
        user,
        { title: input.title ?? template.name[locale], workspaceId: input.workspaceId, template: kind },
        locale,
      );
      await recordInstall(
        tx,
        {
          id: uuidv7(),
          templateId: id,
          version: 1,
          userId: user.id,
          workspaceId: input.workspaceId,
          boardId: board.id,
        },
        false,
      );
      return { boardId: board.id };
    });
  }
  const row = await visibleTemplate(deps, user, id);
  if (row.priceCents !== null && !row.owned) throw purchaseRequired();
  await assertWorkspace(deps.db, user, 'edit', input.workspaceId);
  const versions = await versionsOf(deps.db, id);
  const current = versions.find((v) => v.version === row.version) ?? versions[0]!;
  const title = input.title ?? row.name;
  return deps.db.transaction(async (tx) => {
    const boardId = await writeBoard(tx, current.snapshot, title, input.workspaceId, user.id);
    await recordInstall(
      tx,
      {
        id: uuidv7(),
        templateId: id,
        version: current.version,
        userId: user.id,
        workspaceId: input.workspaceId,
        boardId,
      },
      true,
    );
    return { boardId };
  });
}

async function writeBoard(tx: Db, snapshot: TemplateSnapshot, title: string, workspaceId: string, actorId: string) {
  const { boardId } = await writeImport(tx, {
    board: snapshotToImportBoard(snapshot, title),
    target: { kind: 'new', workspaceId, title, source: 'marketplace' },
    actorId,
    people: { members: new Map(), emails: new Map(), colors: {} },
    origin: '',
  });
  const columnIds = await applyColumnSettings(tx, boardId, snapshot.columns);
  const labels = await labelIdsByName(tx, boardId);
  const ids = new Map<string, string>();
  snapshot.columns.forEach((c, i) => columnIds[i] && ids.set(c.key, columnIds[i]));
  for (const label of snapshot.labels) {
    const found = labels.get(label.name.toLowerCase());
    if (found) ids.set(label.key, found);
  }
  const chosen = [...new Set(snapshot.labels.filter((l) => l.onBoard && ids.has(l.key)).map((l) => ids.get(l.key)!))];
  await insertBoardLabelChoices(
    tx,
    chosen.map((labelId) => ({ boardId, labelId })),
  );
  for (const [position, rule] of snapshot.automations.entries()) {
    const remapped = remapRule(rule, ids);
    await insertRule(tx, {
      id: uuidv7(),
      boardId,
      name: remapped.name,
      description: remapped.description,
      enabled: remapped.enabled,
      position,
      trigger: remapped.trigger,
      conditions: remapped.conditions,
      actions: remapped.actions,
      options: remapped.options,
      createdBy: actorId,
    });
  }
  return boardId;
}
