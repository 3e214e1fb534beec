import { describe, expect, it } from 'vitest';
import { backupEntryOf } from './backup.ts';
import { nextReportRun } from './report-schedules.ts';

const WS = '01a20000-0000-7000-8000-000000000001';
const FILE = '01a20000-0000-7000-8000-000000000002';

describe('backupEntryOf', () => {
  it('knows the manifest, the tables of a workspace and the stored files', () => {
    expect(backupEntryOf('manifest.json')).toEqual({ kind: 'manifest' });
    expect(backupEntryOf(`workspaces/${WS}/cards.jsonl`)).toEqual({ kind: 'table', workspaceId: WS, table: 'cards' });
    expect(backupEntryOf(`workspaces/${WS}/people.jsonl`)).toEqual({ kind: 'table', workspaceId: WS, table: 'people' });
    expect(backupEntryOf(`files/attachments/${FILE}.pdf`)).toEqual({ kind: 'file', key: `attachments/${FILE}.pdf` });
  });

  it('refuses every other name: traversal, absolute, backslashes, unknown tables, other folders', () => {
    for (const name of [
      '../manifest.json',
      '/manifest.json',
      `workspaces/${WS}/../../etc/passwd`,
      `workspaces/${WS}/user.jsonl`,
      `workspaces/${WS}/cards.json`,
      `files/attachments/../${FILE}.pdf`,
      `files\\attachments\\${FILE}.pdf`,
      `files/avatars/${FILE}.png`,
      `files/attachments/${FILE}.pdf/`,
      'MANIFEST.JSON',
    ]) {
      expect(backupEntryOf(name), name).toBeNull();
    }
  });
});

describe('nextReportRun', () => {
  it('weekly: the next Monday at 08:00 in the schedule’s zone', () => {
    // Wednesday 2026-11-25 15:00 UTC → Monday 2026-11-30 08:00 in São Paulo (11:00 UTC).
    expect(nextReportRun('weekly', new Date('2026-11-25T15:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
    // A Monday after 08:00 waits a week.
    expect(nextReportRun('weekly', new Date('2026-11-30T12:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-12-07T11:00:00.000Z',
    );
  });

  it('monthly: the 1st at 08:00, also across a daylight-saving change', () => {
    expect(nextReportRun('monthly', new Date('2026-11-25T15:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
    expect(nextReportRun('monthly', new Date('2026-03-15T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-04-01T07:00:00.000Z',
    );
  });
});
