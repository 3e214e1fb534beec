import type { Card } from '@rbax/shared/cards';
import type { TimeEntry } from '@rbax/shared/time/entries';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { useCreateTimeEntry } from '@/features/time/api/create-time-entry';
import { useDeleteTimeEntry } from '@/features/time/api/delete-time-entry';
import { useCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { useUpdateTimeEntry } from '@/features/time/api/update-time-entry';
import { TimeEntryForm, type TimeEntryFields } from '@/features/time/components/time-entry-form';
import { useCardTimeRealtime } from '@/features/time/hooks/use-card-time-realtime';
import { ApiError } from '@/lib/api-client';
import { formatDuration } from '@/lib/duration';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isUnexpected && error.issues.length === 0 ? error.message : fallback;

/**
 * 'Registros de tempo' in the card dialog (issue 21, composed in by the card route): the card's
 * entries newest first — who, which day, how long, from where (manual, timer, focus mode), billable
 * and the note — with 'Registrar tempo' for editors, and edit and delete for each entry's author
 * and the workspace's owners and admins (`canChange`, decided by the server).
 */
export function CardTimeEntries({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useCardTimeEntries(card.id);
  const create = useCreateTimeEntry();
  const [adding, setAdding] = useState(false);
  useCardTimeRealtime(card.boardId, card.id);

  const add = (fields: TimeEntryFields, onError: (error: unknown) => void) =>
    create.mutate(
      { cardId: card.id, input: { source: 'manual', ...fields } },
      {
        onSuccess: () => {
          toast.success(t('time.entries.saved'));
          setAdding(false);
        },
        onError: (error) => {
          onError(error);
          toast.error(failure(error, t('time.entries.saveFailed')));
        },
      },
    );

  const entries = query.data?.entries ?? [];
  return (
    <section aria-labelledby={`time-entries-${card.id}`} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`time-entries-${card.id}`} className="text-sm font-semibold">
          {t('time.entries.title')}
        </h3>
        {canEdit && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('time.entries.add')}
          </Button>
        ) : null}
      </div>
      {adding ? <TimeEntryForm busy={create.isPending} onSubmit={add} onCancel={() => setAdding(false)} /> : null}
      {query.isError ? (
        <p className="text-sm text-muted-foreground">{t('time.entries.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{query.data ? t('time.entries.empty') : t('common.loading')}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EntryItem({ entry }: { entry: TimeEntry }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateTimeEntry();
  const remove = useDeleteTimeEntry();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const person = entry.user?.name ?? t('time.entries.deletedUser');
  const time = formatDuration(entry.durationSeconds, i18n.language);
  const day = formatLocalDate(entry.workDate, i18n.language);

  if (editing) {
    const save = (fields: TimeEntryFields, onError: (error: unknown) => void) =>
      update.mutate(
        { id: entry.id, input: fields },
        {
          onSuccess: () => {
            toast.success(t('time.entries.updated'));
            setEditing(false);
          },
          onError: (error) => {
            onError(error);
            toast.error(failure(error, t('time.entries.saveFailed')));
          },
        },
      );
    return (
      <li>
        <TimeEntryForm entry={entry} busy={update.isPending} onSubmit={save} onCancel={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li className="flex items-start gap-3 rounded-lg border px-3 py-2 text-sm">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium tabular-nums">{time}</span>
          <span className="text-muted-foreground">
            {person} · {day}
          </span>
          <Badge variant="outline">{t(`time.entries.sources.${entry.source}`)}</Badge>
          {entry.billable ? <Badge variant="secondary">{t('time.entries.billable')}</Badge> : null}
        </p>
        {entry.note ? <p className="break-words text-muted-foreground">{entry.note}</p> : null}
      </div>
      {entry.canChange ? (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('time.entries.edit', { time, date: day })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('time.entries.delete', { time, date: day })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('time.entries.deleteTitle')}
        description={t('time.entries.deleteDescription', { time, person, date: day })}
        confirmLabel={t('time.entries.deleteConfirm')}
        onConfirm={() =>
          remove.mutate(
            { id: entry.id, cardId: entry.cardId },
            {
              onSuccess: () => toast.success(t('time.entries.deleted')),
              onError: (error) => toast.error(failure(error, t('time.entries.deleteFailed'))),
            },
          )
        }
      />
    </li>
  );
}
