import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocPerson } from '@rbax/shared/docs/docs';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { boards } from '#src/db/schema/boards.ts';
import { cards } from '#src/db/schema/cards.ts';
import { docCardMentions, docFavourites, docMembers, docUserMentions, docVersions, docs } from '#src/db/schema/docs.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';

export type DocRow = typeof docs.$inferSelect;

const creator = alias(user, 'doc_creator');
const updater = alias(user, 'doc_updater');

export type DocListRow = {
  doc: DocRow;
  creator: DocPerson | null;
  updater: DocPerson | null;
  favourite: boolean;
};

const person = (row: { id: string | null; name: string | null; image: string | null }): DocPerson | null =>
  row.id ? { id: row.id, name: row.name ?? '', image: row.image ?? null } : null;

/** Every document of a workspace, with its people and the caller's favourite mark. */
export async function workspaceDocRows(db: Db, workspaceId: string, userId: string): Promise<DocListRow[]> {
  const rows = await db
    .select({
      doc: docs,
      creatorId: creator.id,
      creatorName: creator.name,
      creatorImage: creator.image,
      updaterId: updater.id,
      updaterName: updater.name,
      updaterImage: updater.image,
      favourite: docFavourites.docId,
    })
    .from(docs)
    .leftJoin(creator, eq(creator.id, docs.createdBy))
    .leftJoin(updater, eq(updater.id, docs.updatedBy))
    .leftJoin(docFavourites, and(eq(docFavourites.docId, docs.id), eq(docFavourites.userId, userId)))
    .where(eq(docs.workspaceId, workspaceId))
    .orderBy(asc(docs.position), asc(docs.id));
  return rows.map((row) => ({
    doc: row.doc,
    creator: person({ id: row.creatorId, name: row.creatorName, image: row.creatorImage }),
    updater: person({ id: row.updaterId, name: row.updaterName, image: row.updaterImage }),
    favourite: row.favourite !== null,
  }));
}

export async function findDoc(db: Db, docId: string): Promise<DocRow | null> {
  const [row] = await db.select().from(docs).where(eq(docs.id, docId));
  return row ?? null;
}

/** The ids, among `docIds`, of restricted documents that name the user. */
export async function docsNamingUser(db: Db, userId: string, docIds: string[]): Promise<Set<string>> {
  if (docIds.length === 0) return new Set();
  const rows = await db
    .select({ docId: docMembers.docId })
    .from(docMembers)
    .where(and(eq(docMembers.userId, userId), inArray(docMembers.docId, docIds)));
  return new Set(rows.map((row) => row.docId));
}

export async function docMemberPeople(db: Db, docId: string): Promise<DocPerson[]> {
  return db
    .select({ id: user.id, name: user.name, image: user.image })
    .from(docMembers)
    .innerJoin(user, eq(user.id, docMembers.userId))
    .where(eq(docMembers.docId, docId))
    .orderBy(asc(user.name));
}

export async function setDocMembers(tx: Db, docId: string, userIds: string[]): Promise<void> {
  await tx.delete(docMembers).where(eq(docMembers.docId, docId));
  if (userIds.length > 0) await tx.insert(docMembers).values(userIds.map((userId) => ({ docId, userId })));
}

/** Which of `userIds` are members of the workspace. */
export async function workspaceMemberIds(db: Db, workspaceId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

export async function setFavourite(db: Db, userId: string, docId: string, favourite: boolean): Promise<void> {
  if (favourite) await db.insert(docFavourites).values({ userId, docId }).onConflictDoNothing();
  else await db.delete(docFavourites).where(and(eq(docFavourites.userId, userId), eq(docFavourites.docId, docId)));
}

export async function docNames(db: Db, docId: string): Promise<{ workspaceName: string; boardTitle: string | null }> {
  const [row] = await db
    .select({ workspaceName: workspaces.name, boardTitle: boards.title })
    .from(docs)
    .innerJoin(workspaces, eq(workspaces.id, docs.workspaceId))
    .leftJoin(boards, eq(boards.id, docs.boardId))
    .where(eq(docs.id, docId));
  return { workspaceName: row?.workspaceName ?? '', boardTitle: row?.boardTitle ?? null };
}

/** The last position among the siblings under `parentId`. */
export async function lastSiblingPosition(
  db: Db,
  workspaceId: string,
  parentId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ position: docs.position })
    .from(docs)
    .where(
      and(eq(docs.workspaceId, workspaceId), parentId ? eq(docs.parentId, parentId) : sql`${docs.parentId} IS NULL`),
    )
    .orderBy(desc(docs.position))
    .limit(1);
  return row?.position ?? null;
}

/** Siblings under `parentId` in order (id and position). */
export async function siblingPositions(
  db: Db,
  workspaceId: string,
  parentId: string | null,
): Promise<{ id: string; position: string }[]> {
  return db
    .select({ id: docs.id, position: docs.position })
    .from(docs)
    .where(
      and(eq(docs.workspaceId, workspaceId), parentId ? eq(docs.parentId, parentId) : sql`${docs.parentId} IS NULL`),
    )
    .orderBy(asc(docs.position), asc(docs.id));
}

export async function versionRows(db: Db, docId: string) {
  return db
    .select({
      id: docVersions.id,
      kind: docVersions.kind,
      state: docVersions.state,
      createdAt: docVersions.createdAt,
      userId: user.id,
      userName: user.name,
      userImage: user.image,
    })
    .from(docVersions)
    .leftJoin(user, eq(user.id, docVersions.createdBy))
    .where(eq(docVersions.docId, docId))
    .orderBy(desc(docVersions.createdAt), desc(docVersions.id))
    .limit(100);
}

export async function findVersion(db: Db, docId: string, versionId: string) {
  const [row] = await db
    .select()
    .from(docVersions)
    .where(and(eq(docVersions.docId, docId), eq(docVersions.id, versionId)));
  return row ?? null;
}

export async function latestVersion(db: Db, docId: string) {
  const [row] = await db
    .select({ id: docVersions.id, text: docVersions.text, createdAt: docVersions.createdAt })
    .from(docVersions)
    .where(eq(docVersions.docId, docId))
    .orderBy(desc(docVersions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertVersion(
  db: Db,
  row: { id: string; docId: string; kind: string; state: Uint8Array; text: string; createdBy: string | null },
): Promise<void> {
  await db.insert(docVersions).values(row);
}

/** Replaces the cards a document mentions; returns those newly mentioned. */
export async function setCardMentions(db: Db, docId: string, cardIds: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = new Set(
      (
        await tx
          .select({ cardId: docCardMentions.cardId })
          .from(docCardMentions)
          .where(eq(docCardMentions.docId, docId))
      ).map((row) => row.cardId),
    );
    const existing = new Set(
      cardIds.length
        ? (await tx.select({ id: cards.id }).from(cards).where(inArray(cards.id, cardIds))).map((row) => row.id)
        : [],
    );
    const wanted = cardIds.filter((id) => existing.has(id));
    const removed = [...before].filter((id) => !wanted.includes(id));
    if (removed.length > 0)
      await tx
        .delete(docCardMentions)
        .where(and(eq(docCardMentions.docId, docId), inArray(docCardMentions.cardId, removed)));
    const added = wanted.filter((id) => !before.has(id));
    if (added.length > 0) await tx.insert(docCardMentions).values(added.map((cardId) => ({ docId, cardId })));
    return added;
  });
}

/** Documents (with their access facts) that mention a card. */
export async function docsMentioningCard(db: Db, cardId: string): Promise<DocRow[]> {
  return db
    .select({ doc: docs })
    .from(docCardMentions)
    .innerJoin(docs, eq(docs.id, docCardMentions.docId))
    .where(and(eq(docCardMentions.cardId, cardId), eq(docs.archived, false)))
    .then((rows) => rows.map((row) => row.doc));
}

/** Replaces the people a document mentions; returns those newly mentioned (workspace members only). */
export async function setUserMentions(
  db: Db,
  docId: string,
  workspaceId: string,
  userIds: string[],
): Promise<string[]> {
  const members = await workspaceMemberIds(db, workspaceId, userIds);
  const wanted = userIds.filter((id) => members.has(id));
  return db.transaction(async (tx) => {
    const before = new Set(
      (
        await tx
          .select({ userId: docUserMentions.userId })
          .from(docUserMentions)
          .where(eq(docUserMentions.docId, docId))
      ).map((row) => row.userId),
    );
    const removed = [...before].filter((id) => !wanted.includes(id));
    if (removed.length > 0)
      await tx
        .delete(docUserMentions)
        .where(and(eq(docUserMentions.docId, docId), inArray(docUserMentions.userId, removed)));
    const added = wanted.filter((id) => !before.has(id));
    if (added.length > 0) await tx.insert(docUserMentions).values(added.map((userId) => ({ docId, userId })));
    return added;
  });
}
