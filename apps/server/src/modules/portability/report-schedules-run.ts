import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { isLocale, type Locale } from '@rbax/shared/i18n';
import { portabilityLabels } from '@rbax/shared/portability/labels';
import { nextReportRun, type ReportSection } from '@rbax/shared/portability/report-schedules';
import { inArray } from 'drizzle-orm';
import { user as users } from '#src/db/schema/auth.ts';
import type { Deps } from '#src/lib/deps.ts';
import { canReadBoard } from '#src/lib/access.ts';
import { exportBoard } from './board-export.ts';
import { flowSummary } from './export-files.ts';
import { reportPdf } from './export-pdf.ts';
import { workspaceScope } from './portability-repository.ts';
import { boardReport } from './report-model.ts';
import { dueReportSchedules, updateReportSchedule, type ReportScheduleRow } from './schedules-repository.ts';

/**
 * Sending scheduled reports (issue 23): each recipient gets the PDF in their language and time
 * zone (a member's profile; the schedule's for an address), with an unsubscribe link signed for
 * that address (HMAC with AUTH_SECRET) and the List-Unsubscribe headers mail clients show.
 */

type D = Pick<Deps, 'db' | 'mailer' | 'config'>;
type Recipient = { email: string; locale: Locale; timeZone: string };

export function unsubscribeToken(secret: string, scheduleId: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`report-unsubscribe:${scheduleId}:${email.toLowerCase()}`)
    .digest('base64url');
}

export function validUnsubscribeToken(secret: string, scheduleId: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, scheduleId, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const unsubscribeUrl = (config: D['config'], scheduleId: string, email: string) =>
  `${config.publicUrl}/report-unsubscribe?s=${encodeURIComponent(scheduleId)}&e=${encodeURIComponent(email)}&t=${unsubscribeToken(config.authSecret, scheduleId, email)}`;

/** Who receives the report now: members still in the workspace (and able to read the board), and the addresses. */
async function recipientsOf(deps: D, row: ReportScheduleRow): Promise<Recipient[]> {
  const ids = row.recipients.flatMap((r) => ('userId' in r ? [r.userId] : []));
  const people = ids.length > 0 ? await deps.db.select().from(users).where(inArray(users.id, ids)) : [];
  const fallback = { locale: isLocale(row.locale) ? row.locale : 'pt-BR', timeZone: row.timeZone } as const;
  const list: Recipient[] = [];
  for (const person of people) {
    if (row.boardId && !(await canReadBoard(deps.db, person.id, row.boardId))) continue;
    list.push({
      email: person.email,
      locale: isLocale(person.locale) ? person.locale : fallback.locale,
      timeZone: person.timezone ?? fallback.timeZone,
    });
  }
  for (const r of row.recipients) if ('email' in r) list.push({ email: r.email, ...fallback });
  return list;
}

async function pdfFor(
  deps: D,
  row: ReportScheduleRow,
  recipient: Recipient,
  now: Date,
  title: string,
  boardIds: string[],
) {
  const reports = [];
  for (const id of boardIds) {
    const doc = await exportBoard(deps.db, id);
    if (doc)
      reports.push(boardReport(doc, row.sections.includes('metrics') ? await flowSummary(deps.db, id) : null, now));
  }
  const l = portabilityLabels[recipient.locale];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await reportPdf(
    reports,
    {
      locale: recipient.locale,
      timeZone: recipient.timeZone,
      title,
      subtitle: row.boardId ? l.pdf.boardReport : l.pdf.workspaceReport,
      sections: row.sections as ReportSection[],
      now,
    },
    out,
  );
  return Buffer.concat(chunks);
}

/** Sends the schedule's report to each recipient; returns how many were sent. */
export async function sendReport(deps: D, row: ReportScheduleRow, now: Date): Promise<number> {
  const scope = await workspaceScope(deps.db, row.workspaceId);
  if (!scope) return 0;
  const boardIds = row.boardId ? [row.boardId] : scope.boards.map((b) => b.id);
  const title = row.boardId ? (scope.boards.find((b) => b.id === row.boardId)?.title ?? '') : scope.workspace.name;
  let sent = 0;
  for (const recipient of await recipientsOf(deps, row)) {
    const l = portabilityLabels[recipient.locale].mail;
    const period = new Intl.DateTimeFormat(recipient.locale, {
      timeZone: recipient.timeZone,
      dateStyle: 'long',
    }).format(now);
    const pdf = await pdfFor(deps, row, recipient, now, title, boardIds);
    const link = unsubscribeUrl(deps.config, row.id, recipient.email);
    const intro = l.intro.replace('{{name}}', title).replace('{{period}}', period);
    await deps.mailer.send({
      to: recipient.email,
      subject: l.subject.replace('{{name}}', title),
      text: `${intro}\n\n${l.unsubscribe}\n${link}\n\n— RBAX Flow\n`,
      html: `<p>${escape(intro)}</p><p style="font-size:12px;color:#555">${escape(l.unsubscribe)} <a href="${escape(link)}">${escape(l.confirm)}</a></p><p>— RBAX Flow</p>`,
      link,
      attachments: [
        {
          filename: `${title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'relatorio'}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    sent += 1;
  }
  await updateReportSchedule(deps.db, row.id, { lastSentAt: now });
  return sent;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The schedules that are due: each sent, then moved to its next run (even when sending failed). */
export async function sendDueReports(
  deps: D,
  now: Date,
  log: { error(details: object, message: string): void },
): Promise<void> {
  for (const row of await dueReportSchedules(deps.db, now)) {
    await updateReportSchedule(deps.db, row.id, {
      nextRunAt: nextReportRun(row.frequency as 'weekly', now, row.timeZone),
    });
    await sendReport(deps, row, now).catch((error: unknown) =>
      log.error({ err: error, schedule: row.id }, 'portability: a scheduled report failed'),
    );
  }
}

/** Removes the address from the schedule (a member's address removes the member). */
export async function unsubscribe(deps: Pick<D, 'db'>, row: ReportScheduleRow, email: string): Promise<void> {
  const lower = email.toLowerCase();
  const ids = row.recipients.flatMap((r) => ('userId' in r ? [r.userId] : []));
  const people =
    ids.length > 0
      ? await deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))
      : [];
  const leaving = new Set(people.filter((p) => p.email.toLowerCase() === lower).map((p) => p.id));
  const recipients = row.recipients.filter((r) =>
    'userId' in r ? !leaving.has(r.userId) : r.email.toLowerCase() !== lower,
  );
  await updateReportSchedule(deps.db, row.id, { recipients });
}
