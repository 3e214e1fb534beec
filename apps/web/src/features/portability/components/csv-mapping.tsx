import { csvFields, type CsvField, type CsvMapping as Mapping } from '@rbax/shared/portability/csv';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBoards } from '@/features/boards/api/get-boards';
import { useConfirmImport } from '@/features/portability/api/confirm-import';
import { CsvPreviewTable } from '@/features/portability/components/csv-preview-table';
import { ApiError } from '@/lib/api-client';

const SKIP = '__skip__';

/** Step 2 of a CSV import: the first rows, which column is which field, and where the cards go. */
export function CsvMapping({ job, onCancel }: { job: PortabilityJob; onCancel: () => void }) {
  const { t } = useTranslation();
  const csv = job.preview!.csv!;
  const boards = useBoards(
    { workspaceId: job.workspaceId ?? undefined, archived: false },
    { enabled: job.workspaceId !== null },
  );
  const editable = (boards.data ?? []).filter((b) => b.permissions.canEdit);
  const [mapping, setMapping] = useState<Mapping>(csv.mapping);
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [boardId, setBoardId] = useState<string | null>(null);
  const [title, setTitle] = useState(job.preview!.title);
  const [defaultColumn, setDefaultColumn] = useState(t('portability.csv.defaultColumnValue'));
  const confirm = useConfirmImport(job.id);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mapping.title === null) return setError(t('portability.csv.titleRequired'));
    if (target === 'existing' && !boardId) return setError(t('portability.csv.boardRequired'));
    confirm.mutate(
      {
        csv: mapping,
        defaultColumn: defaultColumn.trim() || undefined,
        ...(target === 'existing' ? { boardId: boardId! } : { title: title.trim() || job.preview!.title }),
      },
      {
        onError: (e) =>
          setError(e instanceof ApiError && !e.isUnexpected ? e.message : t('portability.import.confirmFailed')),
      },
    );
  };
  const setField = (field: CsvField, value: string) =>
    setMapping((m) => ({ ...m, [field]: value === SKIP ? null : Number(value) }));

  return (
    <form onSubmit={submit} className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {t('portability.csv.summary', {
          rows: csv.totalRows,
          encoding: csv.encoding.toUpperCase(),
          delimiter: csv.delimiter,
        })}
      </p>
      <CsvPreviewTable headers={csv.headers} rows={csv.rows} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('portability.csv.mapping')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {csvFields.map((field) => (
            <div key={field} className="grid gap-1.5">
              <Label htmlFor={`csv-${field}`}>{t(`portability.csv.fields.${field}`)}</Label>
              <Select
                value={mapping[field] === null ? SKIP : String(mapping[field])}
                onValueChange={(v) => setField(field, v)}
              >
                <SelectTrigger id={`csv-${field}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={SKIP}>{t('portability.csv.skipField')}</SelectItem>
                  {csv.headers.map((h, i) => (
                    <SelectItem key={i} value={String(i)}>
                      {h || `#${i + 1}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('portability.csv.target')}</legend>
        {(['new', 'existing'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="csv-target"
              checked={target === choice}
              onChange={() => setTarget(choice)}
              className="size-4 accent-primary"
            />
            {t(`portability.csv.targets.${choice}`)}
          </label>
        ))}
        {target === 'new' ? (
          <div className="grid gap-1.5 sm:max-w-md">
            <Label htmlFor="csv-title">{t('portability.mapping.title')}</Label>
            <Input id="csv-title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
          </div>
        ) : (
          <div className="grid gap-1.5 sm:max-w-md">
            <Label htmlFor="csv-board">{t('portability.csv.board')}</Label>
            <Select value={boardId ?? undefined} onValueChange={setBoardId}>
              <SelectTrigger id="csv-board">
                <SelectValue placeholder={t('portability.csv.boardPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {editable.map((b) => (
                  <SelectItem key={b.id} value={b.id}>
                    {b.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-1.5 sm:max-w-md">
          <Label htmlFor="csv-default-column">{t('portability.csv.defaultColumn')}</Label>
          <Input
            id="csv-default-column"
            value={defaultColumn}
            maxLength={50}
            onChange={(e) => setDefaultColumn(e.target.value)}
          />
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {t('portability.csv.confirm', { count: csv.totalRows })}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('portability.mapping.cancel')}
        </Button>
      </div>
    </form>
  );
}
