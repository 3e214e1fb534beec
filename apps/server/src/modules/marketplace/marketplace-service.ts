import type { Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import type { listTemplatesQuerySchema } from '@rbax/shared/marketplace/api';
import {
  brlToCents,
  officialKind,
  templateSearchText,
  toDescriptions,
  type LocalizedDescription,
  type TemplateCard,
  type TemplateDetail,
  type TemplatePreview,
} from '@rbax/shared/marketplace/api';
import { INCLUDE_ALL, officialSnapshot, summarize, type SnapshotInclude } from '@rbax/shared/marketplace/snapshot';
import { searchWords } from '@rbax/shared/search';
import { boardTemplates } from '@rbax/shared/templates';
import type { z } from 'zod';
import type { Db } from '#src/db/client.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { forbidden, notFound, validationFailed } from '#src/lib/errors.ts';
import { billingMode } from '#src/modules/billing/billing-plan.ts';
import { assertCoverUsable } from '#src/modules/uploads/uploads-service.ts';
import { captureBoard } from './marketplace-capture.ts';
import {
  findTemplate,
  hasAccessRequest,
  insertTemplate,
  insertVersion,
  listTemplateRows,
  lockTemplate,
  officialInstallCounts,
  updateTemplateRow,
  versionsOf,
  type TemplateListRow,
} from './marketplace-repository.ts';
import { assertVisible, escapeLike, officialCard, officialMatches, toCard } from './marketplace-view.ts';

/**
 * Listings of the template marketplace (issue 27, docs/decisions/052): browse, detail, publish,
 * edit, withdraw and new versions. The content is captured by marketplace-capture.ts; installs,
 * reviews, the store and moderation have their own services.
 */

type D = Pick<Deps, 'db'>;
type ListQuery = z.output<typeof listTemplatesQuerySchema>;

export async function listTemplates(
  deps: D,
  user: SessionUser,
  query: ListQuery,
  locale: Locale,
): Promise<TemplateCard[]> {
  const words = query.q ? searchWords(query.q) : [];
  const premium = query.premium === undefined ? undefined : query.premium === 'true';
  const rows = await listTemplateRows(deps.db, user.id, {
    words: words.map(escapeLike),
    category: query.category,
    premium,
    sort: query.sort,
    statuses: ['published'],
  });
  const cards = rows.map((r) => toCard(r, locale));
  if (premium === true) return cards;
  const counts = await officialInstallCounts(deps.db);
  const officials = officialMatches(words, query.category).map((t) =>
    officialCard(t, locale, counts.get(`official-${t.id}`) ?? 0),
  );
  if (query.sort === 'new') return [...cards, ...officials];
  if (query.sort === 'rating')
    return [...cards.filter((c) => c.rating !== null), ...officials, ...cards.filter((c) => c.rating === null)];
  return [...cards, ...officials].sort((a, b) => b.installs - a.installs);
}

export async function visibleTemplate(deps: D, user: SessionUser, id: string): Promise<TemplateListRow> {
  if (id.length > 60) throw notFound();
  return assertVisible(await findTemplate(deps.db, id, user.id), user);
}

export async function getTemplate(deps: D, user: SessionUser, id: string, locale: Locale): Promise<TemplateDetail> {
  const kind = officialKind(id);
  if (kind) {
    const template = boardTemplates.find((t) => t.id === kind)!;
    const counts = await officialInstallCounts(deps.db);
    const snapshot = officialSnapshot(kind, locale);
    return {
      ...officialCard(template, locale, counts.get(id) ?? 0),
      descriptions: Object.fromEntries(Object.entries(template.description)),
      snapshot,
      summary: summarize(snapshot),
      versions: [],
      sourceBoardId: null,
      canEdit: false,
      canModerate: false,
      canReview: false,
      accessRequested: false,
      purchasable: false,
    };
  }
  const row = await visibleTemplate(deps, user, id);
  const versions = await versionsOf(deps.db, id);
  const current = versions.find((v) => v.version === row.version) ?? versions[0]!;
  return {
    ...toCard(row, locale),
    descriptions: row.descriptions as Record<string, string>,
    snapshot: current.snapshot,
    summary: current.summary,
    versions: versions.map((v) => ({
      version: v.version,
      note: v.note,
      summary: v.summary,
      createdAt: v.createdAt.toISOString(),
    })),
    sourceBoardId: row.authorId === user.id ? row.sourceBoardId : null,
    canEdit: row.authorId === user.id,
    canModerate: user.isAdmin,
    canReview: row.authorId !== user.id && row.status === 'published',
    accessRequested: await hasAccessRequest(deps.db, id, user.id),
    purchasable: await purchasable(deps.db, row, user),
  };
}

/** Whether 'Comprar por R$ X' applies: a listed premium template of someone else, not owned, billing on Stripe. */
export async function purchasable(db: Db, row: TemplateListRow, user: SessionUser): Promise<boolean> {
  if (row.priceCents === null || row.owned || row.status !== 'published' || row.authorId === user.id) return false;
  return (await billingMode(db)) === 'stripe';
}

export async function previewBoard(
  deps: D,
  user: SessionUser,
  input: { boardId: string; include?: SnapshotInclude | undefined },
): Promise<TemplatePreview> {
  await assertBoard(deps.db, user, 'manage', input.boardId);
  return captureBoard(deps.db, input.boardId, input.include ?? INCLUDE_ALL);
}

type PublishInput = {
  boardId: string;
  name: string;
  description: string | LocalizedDescription;
  category: string;
  priceBrl?: string | null | undefined;
  coverUrl?: string | null | undefined;
  include?: SnapshotInclude | undefined;
};

const searchTextOf = (name: string, descriptions: LocalizedDescription, authorName: string) =>
  templateSearchText([name, ...Object.values(descriptions), authorName]);

/**
 * Publishing needs manage rights on the board (its owner or a workspace admin): the content
 * leaves the workspace. A free listing is published at once; a premium one waits for approval.
 */
export async function publishTemplate(
  deps: D,
  user: SessionUser,
  input: PublishInput,
  locale: Locale,
): Promise<TemplateDetail> {
  await assertBoard(deps.db, user, 'manage', input.boardId);
  if (input.coverUrl) await assertCoverUsable(deps.db, user, input.coverUrl);
  const { snapshot, summary } = await captureBoard(deps.db, input.boardId, input.include ?? INCLUDE_ALL);
  if (snapshot.columns.length === 0) throw validationFailed([{ path: ['boardId'], message: 'marketplace.emptyBoard' }]);
  const descriptions = toDescriptions(input.description, locale);
  const priceCents = input.priceBrl ? brlToCents(input.priceBrl) : null;
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertTemplate(tx, {
      id,
      authorId: user.id,
      sourceBoardId: input.boardId,
      name: input.name,
      descriptions,
      category: input.category,
      coverUrl: input.coverUrl ?? null,
      icon: snapshot.icon,
      priceCents,
      status: priceCents === null ? 'published' : 'pending',
      version: 1,
      columns: snapshot.columns.map((c) => c.name),
      searchText: searchTextOf(input.name, descriptions, user.name),
    });
    await insertVersion(tx, { templateId: id, version: 1, note: null, snapshot, summary });
  });
  return getTemplate(deps, user, id, locale);
}

async function authoredTemplate(deps: D, user: SessionUser, id: string): Promise<TemplateListRow> {
  if (officialKind(id)) throw forbidden();
  const row = await visibleTemplate(deps, user, id);
  if (row.authorId !== user.id) throw forbidden();
  return row;
}

type UpdateInput = Partial<Omit<PublishInput, 'boardId' | 'include'>>;

/** The author edits the listing. Setting a price on a free listing sends it to approval again. */
export async function updateTemplate(
  deps: D,
  user: SessionUser,
  id: string,
  input: UpdateInput,
  locale: Locale,
): Promise<TemplateDetail> {
  const row = await authoredTemplate(deps, user, id);
  if (input.coverUrl) await assertCoverUsable(deps.db, user, input.coverUrl);
  const name = input.name ?? row.name;
  const descriptions = input.description === undefined ? row.descriptions : toDescriptions(input.description, locale);
  const priceCents =
    input.priceBrl === undefined ? row.priceCents : input.priceBrl === null ? null : brlToCents(input.priceBrl);
  const becamePremium = row.priceCents === null && priceCents !== null;
  const status = becamePremium && row.status === 'published' ? 'pending' : row.status;
  await updateTemplateRow(deps.db, id, {
    name,
    descriptions,
    ...(input.category ? { category: input.category } : {}),
    ...(input.coverUrl !== undefined ? { coverUrl: input.coverUrl } : {}),
    priceCents,
    status,
    searchText: searchTextOf(name, descriptions, user.name),
    updatedAt: new Date(),
  });
  return getTemplate(deps, user, id, locale);
}

/** The author withdraws a listing: gone from the marketplace; people who bought it keep it. */
export async function withdrawTemplate(deps: D, user: SessionUser, id: string): Promise<void> {
  await authoredTemplate(deps, user, id);
  await updateTemplateRow(deps.db, id, { status: 'withdrawn', updatedAt: new Date() });
}

/** Republishing captures the board again as the next version (by default the board it came from). */
export async function publishVersion(
  deps: D,
  user: SessionUser,
  id: string,
  input: { boardId?: string | undefined; include?: SnapshotInclude | undefined; note?: string | undefined },
  locale: Locale,
): Promise<TemplateDetail> {
  const row = await authoredTemplate(deps, user, id);
  const boardId = input.boardId ?? row.sourceBoardId;
  if (!boardId) throw validationFailed([{ path: ['boardId'], message: 'validation.required' }]);
  await assertBoard(deps.db, user, 'manage', boardId);
  const { snapshot, summary } = await captureBoard(deps.db, boardId, input.include ?? INCLUDE_ALL);
  if (snapshot.columns.length === 0) throw validationFailed([{ path: ['boardId'], message: 'marketplace.emptyBoard' }]);
  await deps.db.transaction(async (tx) => {
    const locked = await lockTemplate(tx, id);
    const version = (locked?.version ?? row.version) + 1;
    await insertVersion(tx, { templateId: id, version, note: input.note ?? null, snapshot, summary });
    await updateTemplateRow(tx, id, {
      version,
      sourceBoardId: boardId,
      icon: snapshot.icon,
      columns: snapshot.columns.map((c) => c.name),
      updatedAt: new Date(),
    });
  });
  return getTemplate(deps, user, id, locale);
}
