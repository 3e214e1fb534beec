import { uuidv7 } from '@rbax/shared/ids';
import {
  nextReportRun,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportSection,
} from '@rbax/shared/portability/report-schedules';
import { assertBoard, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { membersAmong, workspacePeople } from './portability-repository.ts';
import { sendReport } from './report-schedules-run.ts';
import {
  deleteReportSchedule,
  findReportSchedule,
  insertReportSchedule,
  reportSchedulesOf,
  updateReportSchedule,
  type ReportScheduleRow,
} from './schedules-repository.ts';

/**
 * Scheduled e-mailed reports (issue 23). A workspace's report is set by its owners and admins; a
 * board's by whoever edits the board. Everyone in the workspace sees the list. Members are chosen
 * by id (they must belong to the workspace), anyone else by address.
 */

type D = Pick<Deps, 'db' | 'mailer' | 'config'>;

async function toSchedule(
  deps: Pick<D, 'db'>,
  row: ReportScheduleRow,
  boardTitle: string | null,
): Promise<ReportSchedule> {
  const people = new Map((await workspacePeople(deps.db, row.workspaceId)).map((p) => [p.id, p]));
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    boardId: row.boardId,
    boardTitle,
    frequency: row.frequency as ReportSchedule['frequency'],
    sections: row.sections as ReportSection[],
    recipients: row.recipients.map((r) =>
      'userId' in r
        ? { userId: r.userId, email: people.get(r.userId)?.email ?? '', name: people.get(r.userId)?.name ?? null }
        : { userId: null, email: r.email, name: null },
    ),
    locale: row.locale as ReportSchedule['locale'],
    timeZone: row.timeZone,
    enabled: row.enabled,
    nextRunAt: row.nextRunAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function authorize(deps: Pick<D, 'db'>, user: SessionUser, workspaceId: string, boardId: string | null) {
  if (!boardId) return assertWorkspace(deps.db, user, 'manage', workspaceId);
  const access = await assertBoard(deps.db, user, 'edit', boardId);
  if (access.board.workspaceId !== workspaceId)
    throw validationFailed([{ path: ['boardId'], message: 'validation.invalidValue' }]);
  return access.level;
}

async function checkRecipients(deps: Pick<D, 'db'>, workspaceId: string, input: ReportScheduleInput) {
  const ids = input.recipients.flatMap((r) => ('userId' in r ? [r.userId] : []));
  const members = await membersAmong(deps.db, workspaceId, ids);
  const index = input.recipients.findIndex((r) => 'userId' in r && !members.has(r.userId));
  if (index >= 0) throw validationFailed([{ path: ['recipients', index], message: 'validation.invalidValue' }]);
}

export async function listReportSchedules(deps: Pick<D, 'db'>, user: SessionUser, workspaceId: string) {
  await assertWorkspace(deps.db, user, 'read', workspaceId);
  const rows = await reportSchedulesOf(deps.db, workspaceId);
  return Promise.all(rows.map((r) => toSchedule(deps, r.schedule, r.boardTitle)));
}

export async function createReportSchedule(
  deps: Pick<D, 'db'>,
  user: SessionUser,
  workspaceId: string,
  input: ReportScheduleInput,
) {
  await authorize(deps, user, workspaceId, input.boardId);
  await assertPlanAllows(deps.db, workspaceId, { feature: 'scheduledReports' });
  await checkRecipients(deps, workspaceId, input);
  const row = await insertReportSchedule(deps.db, {
    id: uuidv7(),
    workspaceId,
    boardId: input.boardId,
    frequency: input.frequency,
    sections: input.sections,
    recipients: input.recipients,
    locale: input.locale,
    timeZone: input.timeZone,
    enabled: input.enabled,
    nextRunAt: nextReportRun(input.frequency, new Date(), input.timeZone),
    createdBy: user.id,
  });
  return toSchedule(deps, row, null);
}

/** A schedule the user may change (as they could create it); strangers 404. */
async function changeable(deps: Pick<D, 'db'>, user: SessionUser, id: string) {
  const row = await findReportSchedule(deps.db, id);
  if (!row) throw notFound();
  await assertWorkspace(deps.db, user, 'read', row.workspaceId);
  await authorize(deps, user, row.workspaceId, row.boardId);
  return row;
}

export async function removeReportSchedule(deps: Pick<D, 'db'>, user: SessionUser, id: string): Promise<void> {
  await changeable(deps, user, id);
  await deleteReportSchedule(deps.db, id);
}

export async function toggleReportSchedule(deps: Pick<D, 'db'>, user: SessionUser, id: string, enabled: boolean) {
  const row = await changeable(deps, user, id);
  await updateReportSchedule(deps.db, id, {
    enabled,
    nextRunAt: nextReportRun(row.frequency as 'weekly', new Date(), row.timeZone),
  });
  return toSchedule(deps, (await findReportSchedule(deps.db, id))!, null);
}

/** 'Enviar agora': the report goes out at once to every recipient; the schedule keeps its next run. */
export async function sendReportNow(deps: D, user: SessionUser, id: string): Promise<{ sent: number }> {
  const row = await changeable(deps, user, id);
  return { sent: await sendReport(deps, row, new Date()) };
}
