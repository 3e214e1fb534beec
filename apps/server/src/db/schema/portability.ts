import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { createdAt, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The `portability` module's tables (issue 23, docs/decisions/044 and 045): background jobs
 * (imports, exports, backups, restores), scheduled backups per workspace and scheduled e-mailed
 * reports. Files a job reads or writes live in storage under keys the server generates.
 */
export const portabilityJobs = pgTable(
  'portability_jobs',
  {
    id: text('id').primaryKey(),
    /** import | export | backup | restore */
    kind: text('kind').notNull(),
    /** preview | queued | running | done | failed | expired */
    status: text('status').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Null for an instance backup (administrators) and a restore before it made its workspaces. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** An export's board, or the board an import made or filled. */
    boardId: text('board_id').references(() => boards.id, { onDelete: 'set null' }),
    /** trello | csv | json (imports) */
    source: text('source'),
    /** json | csv | xlsx | pdf | zip */
    format: text('format'),
    progress: integer('progress').notNull().default(0),
    inputKey: text('input_key'),
    outputKey: text('output_key'),
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
    preview: jsonb('preview'),
    options: jsonb('options'),
    report: jsonb('report'),
    /** What a restore made: the new workspaces' ids. */
    resultIds: text('result_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: text('error'),
    scheduled: boolean('scheduled').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('portability_jobs_kind_check', sql`${t.kind} IN ('import', 'export', 'backup', 'restore')`),
    index('portability_jobs_status_idx').on(t.status, t.createdAt),
    index('portability_jobs_workspace_idx').on(t.workspaceId, t.kind, t.createdAt),
    index('portability_jobs_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A workspace's scheduled backups: how often, how many to keep, when next. */
export const backupSchedules = pgTable('backup_schedules', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  frequency: text('frequency').notNull(),
  keep: integer('keep').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Scheduled PDF reports by e-mail, per board or workspace. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    sections: text('sections').array().notNull(),
    /** `[{ userId } | { email }]` as chosen. */
    recipients: jsonb('recipients').$type<({ userId: string } | { email: string })[]>().notNull(),
    locale: text('locale').notNull(),
    timeZone: text('time_zone').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_workspace_idx').on(t.workspaceId),
    index('report_schedules_next_idx').on(t.nextRunAt),
  ],
);
