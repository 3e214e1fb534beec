import { DUE_SOON_WINDOW_HOURS, OVERDUE_LOOKBACK_DAYS } from '@rbax/shared/notifications';
import type { Db } from '#src/db/client.ts';
import { dateOf } from '#src/db/raw.ts';
import { dueCandidates } from './notifications-repository.ts';
import { createNotifications } from './notifications-producer.ts';

/**
 * Due-date reminders (issue 7), run by the scheduled job: an open card due within 24 hours tells
 * its assignee (or, with nobody assigned, its creator) once per due date; once the date has
 * passed, an overdue notice, also once. Moving the due date makes a new pair possible.
 */

const BATCH = 500;

export async function runDueReminders(db: Db, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (let round = 0; round < 20; round += 1) {
    const due = await dueCandidates(db, now, DUE_SOON_WINDOW_HOURS, OVERDUE_LOOKBACK_DAYS, BATCH);
    if (due.length === 0) break;
    const made = await db.transaction((tx) =>
      createNotifications(
        tx,
        due.map((row) => ({
          userId: row.user_id,
          kind: row.kind,
          actorId: null,
          workspaceId: row.workspace_id,
          boardId: row.board_id,
          cardId: row.card_id,
          eventId: null,
          dedupeKey: row.dedupe_key,
          data: {
            cardTitle: row.card_title,
            boardTitle: row.board_title,
            boardIcon: row.board_icon,
            dueDate: dateOf(row.due_date).toISOString(),
          },
        })),
      ),
    );
    created.push(...made);
    // Candidates turned away (kind off, no access) come back in the next query: stop there.
    if (due.length < BATCH || made.length === 0) break;
  }
  return created;
}
