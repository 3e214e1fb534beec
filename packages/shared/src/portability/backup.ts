import { z } from 'zod';

/**
 * A backup (issue 23, docs/decisions/045): one .zip holding a manifest, a JSON Lines file per kind
 * of row of each workspace (one JSON document per row) (boards, columns, cards, …, the event log) and the uploaded files. The
 * manifest names every other entry with its size and SHA-256; a restore refuses any entry it does
 * not list, any listed entry that is missing or differs, and any name outside the patterns below —
 * so nothing in a backup can choose where it lands or be smuggled in beside it.
 */

export const BACKUP_FORMAT = 'rbax-flow/backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The tables a backup carries, in the order a restore writes them (parents first). */
export const backupTables = [
  'workspaces',
  'workspace_members',
  'time_rates',
  'boards',
  'board_members',
  'board_columns',
  'board_labels',
  'board_board_labels',
  'cards',
  'card_labels',
  'card_dependencies',
  'checklist_items',
  'comments',
  'comment_mentions',
  'attachments',
  'uploads',
  'time_entries',
  'card_watchers',
  'flow_settings',
  'automation_rules',
  'automation_assignees',
  'events',
] as const;
export type BackupTable = (typeof backupTables)[number];

/** The people a workspace's rows name (id, name, e-mail): how a restore finds them again. */
export const BACKUP_PEOPLE = 'people';

/** One JSON document per row (JSON Lines), one file per table: a restore streams them, never loads a file whole. */
const TABLE_ENTRY = new RegExp(`^workspaces/(${UUID})/(${[BACKUP_PEOPLE, ...backupTables].join('|')})\\.jsonl$`);
const FILE_ENTRY = new RegExp(`^files/((?:attachments|board-covers)/${UUID}\\.[a-z0-9]{1,5})$`);

/** What an entry name is, or null for a name a backup never holds (traversal, absolute, unknown). */
export function backupEntryOf(
  name: string,
):
  | { kind: 'manifest' }
  | { kind: 'table'; workspaceId: string; table: BackupTable | typeof BACKUP_PEOPLE }
  | { kind: 'file'; key: string }
  | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = TABLE_ENTRY.exec(name);
  if (table) return { kind: 'table', workspaceId: table[1]!, table: table[2] as BackupTable | typeof BACKUP_PEOPLE };
  const file = FILE_ENTRY.exec(name);
  if (file) return { kind: 'file', key: file[1]! };
  return null;
}

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  scope: z.enum(['workspace', 'instance']),
  appVersion: z.string(),
  workspaces: z.array(z.object({ id: z.string().regex(new RegExp(`^${UUID}$`)), name: z.string() })).max(10_000),
  entries: z
    .array(
      z.object({
        path: z.string().max(200),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(1_000_000),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
