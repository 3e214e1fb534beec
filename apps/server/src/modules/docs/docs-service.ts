import { uuidv7 } from '@rbax/shared/ids';
import {
  DOC_DEPTH_MAX,
  depthOf,
  wouldNestInside,
  type CreateDocInput,
  type DocDetail,
  type DocLevel,
  type DocSummary,
  type DocVersion,
  type UpdateDocInput,
} from '@rbax/shared/docs/docs';
import type { Locale } from '@rbax/shared/i18n';
import type { Db } from '#src/db/client.ts';
import { docs } from '#src/db/schema/docs.ts';
import { assertBoard, assertWorkspace, type Actor } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { keyBetween } from '#src/lib/positions.ts';
import { announceAccessChange, appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { eq } from 'drizzle-orm';
import { appendDocUpdate, loadYDoc, replaceContent, storeDocText, writeInitialState } from './doc-content.ts';
import { loadDocLibs, yjs } from './doc-libs.ts';
import { docToMarkdown, docToText, FRAGMENT, markdownToDoc } from './doc-markdown.ts';
import { docTemplate } from './doc-templates.ts';
import { assertDoc, docLevelFrom, workspaceDocFacts, type DocFacts } from './docs-access.ts';
import { maintainDoc } from './docs-maintenance.ts';
import { saveVersion } from './doc-versions.ts';
import {
  docMemberPeople,
  docNames,
  findDoc,
  findVersion,
  lastSiblingPosition,
  setDocMembers,
  setFavourite,
  siblingPositions,
  versionRows,
  workspaceDocRows,
  workspaceMemberIds,
  type DocListRow,
  type DocRow,
} from './docs-repository.ts';

/**
 * Documents (issue 26, docs/decisions/051): the tree, its changes and their events, versions
 * and export. Every read and write goes through `docs-access.ts`; the content itself is edited
 * through the realtime channel (`doc-hub.ts`).
 */

type D = Pick<Deps, 'db'>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function summary(row: DocListRow, level: DocLevel): DocSummary {
  const { doc } = row;
  return {
    id: doc.id,
    workspaceId: doc.workspaceId,
    boardId: doc.boardId,
    parentId: doc.parentId,
    position: doc.position,
    title: doc.title,
    icon: doc.icon,
    restricted: doc.restricted,
    archived: doc.archived,
    favourite: row.favourite,
    level,
    createdBy: row.creator,
    updatedBy: row.updater,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

/** The readable documents of the workspace with the level of each. */
async function readableRows(db: Db, actor: Actor, workspaceId: string) {
  const rows = await workspaceDocRows(db, workspaceId, actor.id);
  const facts = await workspaceDocFacts(
    db,
    actor,
    workspaceId,
    rows.map((row) => row.doc),
  );
  return { rows, facts, levelOf: (doc: DocRow) => docLevelFrom(doc, facts, actor) };
}

/** Whether a document or one of its ancestors is archived. */
function archivedAlong(byId: Map<string, DocRow>, doc: DocRow): boolean {
  let current: DocRow | undefined = doc;
  for (let step = 0; current && step <= byId.size; step += 1) {
    if (current.archived) return true;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return false;
}

/**
 * `GET /workspaces/:id/docs`: the tree of readable documents. Active ones: neither they nor an
 * ancestor is archived. `archived=true`: the archived ones themselves (their pages come back
 * with them on restore).
 */
export async function listDocs(
  deps: D,
  actor: Actor,
  workspaceId: string,
  query: { archived?: 'true' | 'false' | undefined; boardId?: string | undefined },
): Promise<DocSummary[]> {
  await assertWorkspace(deps.db, actor, 'read', workspaceId);
  const { rows, levelOf } = await readableRows(deps.db, actor, workspaceId);
  const byId = new Map(rows.map((row) => [row.doc.id, row.doc]));
  const archived = query.archived === 'true';
  const out: DocSummary[] = [];
  for (const row of rows) {
    if (archived ? !row.doc.archived : archivedAlong(byId, row.doc)) continue;
    if (query.boardId && row.doc.boardId !== query.boardId) continue;
    const level = levelOf(row.doc);
    if (level) out.push(summary(row, level));
  }
  return out;
}

export async function getDoc(deps: D, actor: Actor, docId: string): Promise<DocDetail> {
  const { doc } = await assertDoc(deps.db, actor, 'read', docId);
  const { rows, levelOf } = await readableRows(deps.db, actor, doc.workspaceId);
  const row = rows.find((r) => r.doc.id === docId);
  const level = row ? levelOf(row.doc) : null;
  if (!row || !level) throw notFound();
  const [names, members] = await Promise.all([docNames(deps.db, docId), docMemberPeople(deps.db, docId)]);
  return { ...summary(row, level), ...names, members };
}

const invalid = (
  path: string,
  message: Parameters<typeof validationFailed>[0][number]['message'] = 'validation.invalidValue',
) => validationFailed([{ path: [path], message }]);

/** The parent a document may go under: an editable, active document of the same workspace. */
async function checkParent(
  db: Db,
  actor: Actor,
  workspaceId: string,
  parentId: string,
  facts?: DocFacts,
): Promise<DocRow> {
  const parent = await findDoc(db, parentId);
  if (!parent || parent.workspaceId !== workspaceId || parent.archived) throw invalid('parentId');
  const level = facts
    ? docLevelFrom(parent, facts, actor)
    : (await assertDoc(db, actor, 'read', parentId).catch(() => null))?.level;
  if (!level || level === 'read') throw invalid('parentId');
  return parent;
}

async function checkBoard(db: Db, actor: Actor, workspaceId: string, boardId: string): Promise<void> {
  const access = await assertBoard(db, actor, 'edit', boardId).catch(() => null);
  if (!access || access.board.workspaceId !== workspaceId) throw invalid('boardId');
}

/** `POST /workspaces/:id/docs`: members (or editors of the chosen board) create documents. */
export async function createDoc(
  deps: D,
  actor: Actor,
  workspaceId: string,
  input: CreateDocInput,
  locale: Locale,
): Promise<DocDetail> {
  const role = await assertWorkspace(deps.db, actor, 'read', workspaceId);
  if (input.boardId) await checkBoard(deps.db, actor, workspaceId, input.boardId);
  else if (role === 'viewer') await assertWorkspace(deps.db, actor, 'edit', workspaceId);
  const parentId = input.parentId ?? null;
  if (parentId) {
    await checkParent(deps.db, actor, workspaceId, parentId);
    const all = (await workspaceDocRows(deps.db, workspaceId, actor.id)).map((row) => row.doc);
    if (depthOf(all, parentId) + 1 >= DOC_DEPTH_MAX) throw invalid('parentId', 'validation.docTooDeep');
  }
  const template = input.template ? docTemplate(input.template, input.locale ?? locale) : null;
  const title = input.title ?? template?.title ?? '';
  await loadDocLibs();
  const content = markdownToDoc(input.markdown ?? template?.markdown ?? '');
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    const last = await lastSiblingPosition(tx, workspaceId, parentId);
    await tx.insert(docs).values({
      id,
      workspaceId,
      boardId: input.boardId ?? null,
      parentId,
      position: keyBetween(last, null),
      title,
      icon: input.icon ?? null,
      text: docToText(content),
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await writeInitialState(tx, id, content);
    await appendEvent(tx, {
      kind: 'doc.created',
      boardId: null,
      workspaceId,
      actorId: actor.id,
      entityId: id,
      data: { title, parentId, boardId: input.boardId ?? null, template: input.template ?? null },
    });
  });
  // Imported Markdown may already mention cards and people.
  if (input.markdown) await maintainDoc(deps.db, id, actor.id, () => undefined);
  return getDoc(deps, actor, id);
}

/** `PATCH /docs/:id`. */
export async function updateDoc(deps: D, actor: Actor, docId: string, input: UpdateDocInput): Promise<DocDetail> {
  const onlyFavourite = Object.entries(input).every(([key, value]) => key === 'favourite' || value === undefined);
  const needs: DocLevel =
    input.restricted !== undefined || input.memberIds !== undefined ? 'manage' : onlyFavourite ? 'read' : 'edit';
  const { doc } = await assertDoc(deps.db, actor, needs, docId);
  if (input.favourite !== undefined) await setFavourite(deps.db, actor.id, docId, input.favourite);
  const changes: Partial<typeof docs.$inferInsert> = {};
  if (input.title !== undefined && input.title !== doc.title) changes.title = input.title;
  if (input.icon !== undefined && input.icon !== doc.icon) changes.icon = input.icon;
  if (input.archived !== undefined && input.archived !== doc.archived) changes.archived = input.archived;
  if (input.restricted !== undefined && input.restricted !== doc.restricted) changes.restricted = input.restricted;
  if (input.boardId !== undefined && input.boardId !== doc.boardId) {
    if (input.boardId) await checkBoard(deps.db, actor, doc.workspaceId, input.boardId);
    changes.boardId = input.boardId;
  }
  let memberIds: string[] | undefined;
  if (input.memberIds !== undefined) {
    const unique = [...new Set(input.memberIds)];
    const members = await workspaceMemberIds(deps.db, doc.workspaceId, unique);
    if (unique.some((id) => !members.has(id))) throw invalid('memberIds');
    memberIds = unique;
  }
  const moving = input.parentId !== undefined || input.afterId !== undefined;
  const newParent = input.parentId !== undefined ? input.parentId : doc.parentId;
  if (moving) {
    const all = (await workspaceDocRows(deps.db, doc.workspaceId, actor.id)).map((row) => row.doc);
    if (newParent) {
      if (wouldNestInside(all, docId, newParent)) throw invalid('parentId', 'validation.docNestedInItself');
      await checkParent(deps.db, actor, doc.workspaceId, newParent);
      const subtree = subtreeHeight(all, docId);
      if (depthOf(all, newParent) + 1 + subtree >= DOC_DEPTH_MAX) throw invalid('parentId', 'validation.docTooDeep');
    }
  }
  if (Object.keys(changes).length === 0 && !moving && memberIds === undefined) return getDoc(deps, actor, docId);
  await deps.db.transaction(async (tx) => {
    if (moving) {
      const siblings = (await siblingPositions(tx, doc.workspaceId, newParent)).filter((s) => s.id !== docId);
      let index = 0;
      if (input.afterId) {
        const at = siblings.findIndex((s) => s.id === input.afterId);
        if (at < 0) throw invalid('afterId');
        index = at + 1;
      } else if (input.afterId === undefined) index = siblings.length;
      changes.parentId = newParent;
      changes.position = keyBetween(siblings[index - 1]?.position ?? null, siblings[index]?.position ?? null);
    }
    changes.updatedBy = actor.id;
    await tx.update(docs).set(changes).where(eq(docs.id, docId));
    if (memberIds !== undefined) await setDocMembers(tx, docId, memberIds);
    const base = { boardId: null, workspaceId: doc.workspaceId, actorId: actor.id, entityId: docId } as const;
    if (changes.title !== undefined)
      await appendEvent(tx, { ...base, kind: 'doc.renamed', data: { from: doc.title, to: changes.title } });
    if (moving)
      await appendEvent(tx, {
        ...base,
        kind: 'doc.moved',
        data: { fromParentId: doc.parentId, toParentId: newParent, position: changes.position! },
      });
    if (changes.archived !== undefined)
      await appendEvent(tx, {
        ...base,
        kind: changes.archived ? 'doc.archived' : 'doc.restored',
        data: { title: changes.title ?? doc.title },
      });
    // Who may open it changed: live editors who no longer may are cut off now.
    if (changes.restricted !== undefined || memberIds !== undefined || changes.boardId !== undefined)
      await announceAccessChange(tx, `doc:${docId}`);
  });
  return getDoc(deps, actor, docId);
}

function subtreeHeight(all: readonly DocRow[], docId: string): number {
  const children = all.filter((doc) => doc.parentId === docId);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map((child) => subtreeHeight(all, child.id)));
}

/** `DELETE /docs/:id`: the document and its pages, for good (the web asks first). */
export async function deleteDoc(deps: D, actor: Actor, docId: string): Promise<void> {
  const { doc } = await assertDoc(deps.db, actor, 'edit', docId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(docs).where(eq(docs.id, docId));
    await appendEvent(tx, {
      kind: 'doc.deleted',
      boardId: null,
      workspaceId: doc.workspaceId,
      actorId: actor.id,
      entityId: docId,
      data: { title: doc.title },
    });
    await announceAccessChange(tx, `doc:${docId}`);
  });
}

/* ---------- versions ---------- */

function versionFrom(row: Awaited<ReturnType<typeof versionRows>>[number]): DocVersion {
  const doc = new yjs.Doc();
  yjs.applyUpdate(doc, row.state instanceof Uint8Array ? row.state : new Uint8Array(row.state as ArrayLike<number>));
  return {
    id: row.id,
    kind: row.kind as DocVersion['kind'],
    createdBy: row.userId ? { id: row.userId, name: row.userName ?? '', image: row.userImage ?? null } : null,
    createdAt: iso(row.createdAt),
    markdown: docToMarkdown(doc),
  };
}

export async function listVersions(deps: D, actor: Actor, docId: string): Promise<DocVersion[]> {
  await assertDoc(deps.db, actor, 'read', docId);
  await loadDocLibs();
  return (await versionRows(deps.db, docId)).map(versionFrom);
}

export async function createVersion(deps: D, actor: Actor, docId: string): Promise<DocVersion> {
  await assertDoc(deps.db, actor, 'edit', docId);
  const id = await saveVersion(deps.db, docId, 'manual', actor.id);
  const row = (await versionRows(deps.db, docId)).find((r) => r.id === id)!;
  return versionFrom(row);
}

/**
 * `POST /docs/:id/versions/:versionId/restore`: the content becomes the version's again, as one
 * ordinary update (editors see it at once); the content before is kept as a version first.
 */
export async function restoreVersion(
  deps: D,
  actor: Actor,
  docId: string,
  versionId: string,
  afterWrite?: (docId: string) => void,
): Promise<DocDetail> {
  const { doc } = await assertDoc(deps.db, actor, 'edit', docId);
  const version = await findVersion(deps.db, docId, versionId);
  if (!version) throw notFound();
  const { doc: current } = await loadYDoc(deps.db, docId);
  await saveVersion(deps.db, docId, 'restore', actor.id, current);
  const target = new yjs.Doc();
  yjs.applyUpdate(
    target,
    version.state instanceof Uint8Array ? version.state : new Uint8Array(version.state as ArrayLike<number>),
  );
  const update = replaceContent(current, target, FRAGMENT);
  await appendDocUpdate(deps.db, docId, update, actor.id);
  await storeDocText(deps.db, docId, docToText(current), actor.id);
  await deps.db.transaction(async (tx) => {
    await appendEvent(tx, {
      kind: 'doc.version_restored',
      boardId: null,
      workspaceId: doc.workspaceId,
      actorId: actor.id,
      entityId: docId,
      data: { versionId },
    });
  });
  afterWrite?.(docId);
  return getDoc(deps, actor, docId);
}

/* ---------- export ---------- */

export async function exportDoc(
  deps: D,
  actor: Actor,
  docId: string,
  format: 'md' | 'pdf',
): Promise<{ body: Buffer | string; type: string; filename: string }> {
  const { doc } = await assertDoc(deps.db, actor, 'read', docId);
  const { doc: content } = await loadYDoc(deps.db, docId);
  const base = fileName(doc.title || 'documento');
  if (format === 'md') {
    const title = doc.title ? `# ${doc.title}\n\n` : '';
    return { body: title + docToMarkdown(content), type: 'text/markdown; charset=utf-8', filename: `${base}.md` };
  }
  const { docPdf } = await import('./doc-pdf.ts');
  return { body: await docPdf(doc.title, content), type: 'application/pdf', filename: `${base}.pdf` };
}

function fileName(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'documento'
  );
}
