import { localDateSchema } from '@rbax/shared/analytics';
import { durationInputSchema, formatSeconds } from '@rbax/shared/time/duration';
import { timeNoteSchema, TIME_NOTE_MAX, type TimeEntry } from '@rbax/shared/time/entries';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { todayLocal } from '@/features/time/lib/periods';
import { ApiError } from '@/lib/api-client';

/** What the form sends: the manual entry's fields, checked with the shared rules. */
export type TimeEntryFields = { workDate: string; duration: string; note: string | null; billable: boolean };

type Field = 'workDate' | 'duration' | 'note';
type Errors = Partial<Record<Field, string>>;

function check(values: { workDate: string; duration: string; note: string }): Errors {
  const errors: Errors = {};
  const date = localDateSchema.safeParse(values.workDate);
  if (!date.success) errors.workDate = date.error.issues[0]?.message;
  const duration = durationInputSchema.safeParse(values.duration);
  if (!duration.success) errors.duration = duration.error.issues[0]?.message;
  const note = timeNoteSchema.safeParse(values.note);
  if (!note.success) errors.note = note.error.issues[0]?.message;
  return errors;
}

/**
 * Date, duration (typed as people write it: 1h30, 90m, 1,5h, 1:30), note and 'Faturável': adds
 * a manual entry or edits any entry. Errors show under each field, the server's included.
 */
export function TimeEntryForm({
  entry,
  busy,
  onSubmit,
  onCancel,
}: {
  entry?: TimeEntry;
  busy: boolean;
  onSubmit: (fields: TimeEntryFields, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [workDate, setWorkDate] = useState(entry?.workDate ?? todayLocal());
  const [duration, setDuration] = useState(entry ? formatSeconds(entry.durationSeconds) : '');
  const [note, setNote] = useState(entry?.note ?? '');
  const [billable, setBillable] = useState(entry?.billable ?? false);
  const [errors, setErrors] = useState<Errors>({});

  const serverErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const next: Errors = {};
    for (const issue of error.issues) {
      const field = issue.path[0];
      if (field === 'workDate' || field === 'duration' || field === 'note') next[field] = issue.message;
    }
    setErrors(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check({ workDate, duration, note });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ workDate, duration, note: note.trim() === '' ? null : note.trim(), billable }, serverErrors);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      data-escape-local
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      onKeyDown={(event) => {
        // Escape closes the form, not the card dialog around it (which leaves [data-escape-local] alone).
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-date`} label={t('time.entries.date')} error={message(errors.workDate)}>
          <Input
            {...fieldControlProps(`${id}-date`, errors.workDate)}
            type="date"
            required
            value={workDate}
            max={todayLocal()}
            onChange={(event) => setWorkDate(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-duration`} label={t('time.entries.duration')} error={message(errors.duration)}>
          <Input
            {...fieldControlProps(`${id}-duration`, errors.duration)}
            required
            autoFocus
            inputMode="text"
            autoComplete="off"
            placeholder={t('time.entries.durationPlaceholder')}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label={t('time.entries.note')} error={message(errors.note)}>
        <Input
          {...fieldControlProps(`${id}-note`, errors.note)}
          maxLength={TIME_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={billable}
          onChange={(event) => setBillable(event.target.checked)}
        />
        {t('time.entries.billable')}
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t('time.entries.save')}
        </Button>
      </div>
    </form>
  );
}
