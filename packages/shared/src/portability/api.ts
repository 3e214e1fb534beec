import { z } from 'zod';
import { labelColors } from '../boards.ts';
import { idSchema } from '../validation.ts';
import { closedColumnChoices } from './import-options.ts';
import { csvMappingSchema } from './csv.ts';

/**
 * The portability API (issue 23): imports, exports, backups, restores and scheduled reports.
 * Paths and the import fields are fixed by the issue; everything here is shared by the server's
 * routes and the web's calls.
 */

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const importSources = ['trello', 'csv', 'json'] as const;
export type ImportSource = (typeof importSources)[number];
export const exportFormats = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const jobKinds = ['import', 'export', 'backup', 'restore'] as const;
export const jobStatuses = ['preview', 'queued', 'running', 'done', 'failed', 'expired'] as const;
export type JobStatus = (typeof jobStatuses)[number];

const note = z.object({ kind: z.string(), name: z.string(), reason: z.string() });
export type ReportNote = z.infer<typeof note>;

export const importCountsSchema = z.object({
  columns: z.number().int(),
  closedColumns: z.number().int(),
  cards: z.number().int(),
  archivedCards: z.number().int(),
  labels: z.number().int(),
  members: z.number().int(),
  checklistItems: z.number().int(),
  comments: z.number().int(),
  attachments: z.number().int(),
  skipped: z.number().int(),
});

export const importPreviewSchema = z.object({
  title: z.string(),
  counts: importCountsSchema,
  columns: z.array(z.object({ key: z.string(), name: z.string(), archived: z.boolean(), cards: z.number().int() })),
  /** Label colours of the source (Trello's names, or `none`) with the palette colour proposed for each. */
  colors: z.array(z.object({ key: z.string(), proposed: z.string(), labels: z.array(z.string()) })),
  members: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      username: z.string().nullable(),
      email: z.string().nullable(),
      /** The workspace member with the same e-mail or name, proposed for the mapping. */
      suggestedUserId: z.string().nullable(),
    }),
  ),
  csv: z
    .object({
      headers: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      totalRows: z.number().int(),
      delimiter: z.string(),
      encoding: z.string(),
      mapping: csvMappingSchema,
    })
    .nullable(),
  notes: z.array(note),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importReportSchema = z.object({
  imported: z.object({
    columns: z.number().int(),
    cards: z.number().int(),
    archivedCards: z.number().int(),
    labels: z.number().int(),
    checklistItems: z.number().int(),
    comments: z.number().int(),
    attachmentLinks: z.number().int(),
  }),
  skipped: z.array(note),
  warnings: z.array(note),
  skippedCount: z.number().int(),
  warningCount: z.number().int(),
  /** CSV rows refused by validation; `GET /imports/:id/rejected.csv` lists them with their errors. */
  rejectedRows: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Any background job of the module, as `GET /imports/:id`, `/exports/:id`, `/backups/:id`, `/restores/:id` answer. */
export const portabilityJobSchema = z.object({
  id: z.string(),
  kind: z.enum(jobKinds),
  status: z.enum(jobStatuses),
  /** 0–100. */
  progress: z.number().int(),
  source: z.enum(importSources).nullable(),
  format: z.string().nullable(),
  workspaceId: z.string().nullable(),
  /** An import's resulting board, or the board an export is of. */
  boardId: z.string().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().int().nullable(),
  preview: importPreviewSchema.nullable(),
  report: importReportSchema.nullable(),
  /** Restores: the new workspaces. */
  workspaceIds: z.array(z.string()),
  error: z.string().nullable(),
  scheduled: z.boolean(),
  /** Where a finished export, backup or rejected-rows file is downloaded from, until `expiresAt`. */
  downloadUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortabilityJob = z.infer<typeof portabilityJobSchema>;

export const importFieldsSchema = z.object({
  source: z.enum(importSources, { error: 'validation.invalidValue' }),
  workspaceId: idSchema,
});

/** `POST /imports/:id/confirm`: how the source's people, colours, closed lists and (CSV) columns map. */
export const confirmImportInputSchema = z.object({
  members: z.record(z.string().max(100), idSchema.nullable()).default({}),
  colors: z.record(z.string().max(100), z.enum(labelColors, { error: 'validation.invalidValue' })).default({}),
  closedColumns: z.enum(closedColumnChoices).default('archive'),
  title: z
    .string()
    .trim()
    .min(1, { error: 'validation.titleRequired' })
    .max(100, { error: 'validation.titleTooLong' })
    .optional(),
  csv: csvMappingSchema.optional(),
  /** CSV: add the cards to this board of the workspace instead of a new one. */
  boardId: idSchema.optional(),
  /** CSV: the column for rows without one. */
  defaultColumn: z.string().trim().min(1).max(50).optional(),
});
export type ConfirmImportInput = z.infer<typeof confirmImportInputSchema>;

/** A zone `Intl` knows (dates in the PDF); São Paulo's by default. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'validation.timezoneInvalid' },
  );

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'validation.invalidValue' }),
  timeZone: timeZoneSchema.default('America/Sao_Paulo'),
});

export const createExportInputSchema = exportQuerySchema;

export const portabilityJobListSchema = z.object({ jobs: z.array(portabilityJobSchema) });

export const backupFrequencies = ['daily', 'weekly'] as const;
export const backupScheduleSchema = z.object({
  workspaceId: z.string(),
  frequency: z.enum(backupFrequencies),
  keep: z.number().int(),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;
export const backupScheduleInputSchema = z.object({
  frequency: z.enum(backupFrequencies, { error: 'validation.invalidValue' }),
  keep: z
    .number({ error: 'validation.invalidValue' })
    .int()
    .min(1, { error: 'validation.invalidValue' })
    .max(30, { error: 'validation.invalidValue' }),
  enabled: z.boolean(),
});
export type BackupScheduleInput = z.infer<typeof backupScheduleInputSchema>;
