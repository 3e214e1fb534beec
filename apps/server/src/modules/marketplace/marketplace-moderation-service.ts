import type { Locale } from '@rbax/shared/i18n';
import type { Moderation, ReportReason } from '@rbax/shared/marketplace/api';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { writeAudit } from '#src/modules/admin/audit.ts';
import {
  findReport,
  findTemplate,
  listTemplateRows,
  openReports,
  resolveReports,
  updateTemplateRow,
} from './marketplace-repository.ts';
import { toCard } from './marketplace-view.ts';

/**
 * Moderation of the marketplace (issue 27): administrators approve premium listings, take
 * listings down and handle reports. Every action writes the admin module's audit entry in the
 * same transaction as the change. Anyone else: 403.
 */

type D = Pick<Deps, 'db'>;

export async function moderationQueue(deps: D, admin: SessionUser, locale: Locale): Promise<Moderation> {
  assertAdmin(admin);
  const [pending, unpublished, reports] = await Promise.all([
    listTemplateRows(deps.db, admin.id, { words: [], sort: 'new', statuses: ['pending'] }),
    listTemplateRows(deps.db, admin.id, { words: [], sort: 'new', statuses: ['unpublished'] }),
    openReports(deps.db),
  ]);
  return {
    pending: pending.map((r) => toCard(r, locale)),
    unpublished: unpublished.map((r) => toCard(r, locale)),
    reports: reports.map(({ r, templateName, reporter }) => ({
      id: r.id,
      templateId: r.templateId,
      templateName,
      reporter: reporter ?? '',
      reason: r.reason as ReportReason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function moderated(deps: D, admin: SessionUser, id: string) {
  assertAdmin(admin);
  if (id.length > 60) throw notFound();
  const row = await findTemplate(deps.db, id, admin.id);
  if (!row || row.status === 'withdrawn') throw notFound();
  return row;
}

/** Approves a pending premium listing, or puts an unpublished one back. */
export async function approveTemplate(deps: D, admin: SessionUser, id: string): Promise<{ status: 'published' }> {
  const row = await moderated(deps, admin, id);
  if (row.status === 'published') throw new AppError(409, 'conflict', 'marketplace.notPending');
  await deps.db.transaction(async (tx) => {
    await updateTemplateRow(tx, id, { status: 'published', updatedAt: new Date() });
    await writeAudit(tx, admin, {
      action: 'marketplace.approved',
      targetType: 'marketplace_template',
      targetId: id,
      targetLabel: row.name,
      details: { from: row.status },
    });
  });
  return { status: 'published' };
}

/** Takes a listing down; its open reports are closed as acted on. */
export async function unpublishTemplate(
  deps: D,
  admin: SessionUser,
  id: string,
  reason: string | undefined,
): Promise<{ status: 'unpublished' }> {
  const row = await moderated(deps, admin, id);
  await deps.db.transaction(async (tx) => {
    await updateTemplateRow(tx, id, { status: 'unpublished', updatedAt: new Date() });
    await resolveReports(tx, { templateId: id }, 'actioned', admin.id);
    await writeAudit(tx, admin, {
      action: 'marketplace.unpublished',
      targetType: 'marketplace_template',
      targetId: id,
      targetLabel: row.name,
      details: reason ? { reason } : {},
    });
  });
  return { status: 'unpublished' };
}

/** Handles a report: dismiss it, or unpublish the listing (which closes its other reports too). */
export async function resolveReport(
  deps: D,
  admin: SessionUser,
  reportId: string,
  action: 'dismiss' | 'unpublish',
): Promise<{ resolved: true }> {
  assertAdmin(admin);
  const report = await findReport(deps.db, reportId);
  if (!report || report.status !== 'open') throw notFound();
  if (action === 'unpublish') {
    await unpublishTemplate(deps, admin, report.templateId, `report:${report.reason}`);
    return { resolved: true };
  }
  const row = await findTemplate(deps.db, report.templateId, admin.id);
  await deps.db.transaction(async (tx) => {
    await resolveReports(tx, { id: reportId }, 'dismissed', admin.id);
    await writeAudit(tx, admin, {
      action: 'marketplace.report_dismissed',
      targetType: 'marketplace_template',
      targetId: report.templateId,
      targetLabel: row?.name ?? null,
      details: { reportId, reason: report.reason },
    });
  });
  return { resolved: true };
}
