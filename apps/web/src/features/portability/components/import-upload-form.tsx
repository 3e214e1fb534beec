import type { ImportSource, PortabilityJob } from '@rbax/shared/portability/api';
import { IMPORT_MAX_BYTES } from '@rbax/shared/portability/api';
import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateImport } from '@/features/portability/api/create-import';
import { SourceChoice } from '@/features/portability/components/source-choice';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { ApiError } from '@/lib/api-client';

/** Step 1: where the data comes from, which workspace receives it, and the file (sent at once for a preview). */
export function ImportUploadForm({ onUploaded }: { onUploaded: (job: PortabilityJob) => void }) {
  const { t } = useTranslation();
  const sourceLabel = useId();
  const workspaces = useWorkspaces();
  const editable = (workspaces.data ?? []).filter((w) => w.role !== 'viewer');
  const [source, setSource] = useState<ImportSource>('trello');
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateImport();
  const chosen = workspaceId ?? editable[0]?.id ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file || !chosen) return setError(t('portability.import.fileRequired'));
    if (file.size > IMPORT_MAX_BYTES) return setError(t('portability.import.fileTooLarge'));
    create.mutate(
      { source, workspaceId: chosen, file },
      {
        onSuccess: onUploaded,
        onError: (e) =>
          setError(e instanceof ApiError && !e.isUnexpected ? e.message : t('portability.import.uploadFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <div className="grid gap-2">
        <span id={sourceLabel} className="text-sm font-medium">
          {t('portability.import.source')}
        </span>
        <SourceChoice value={source} onChange={setSource} labelId={sourceLabel} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="import-workspace">{t('portability.import.workspace')}</Label>
          <Select value={chosen ?? undefined} onValueChange={setWorkspaceId} disabled={editable.length === 0}>
            <SelectTrigger id="import-workspace">
              <SelectValue placeholder={t('portability.import.noWorkspace')} />
            </SelectTrigger>
            <SelectContent>
              {editable.map((w) => (
                <SelectItem key={w.id} value={w.id}>
                  {w.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="import-file">{t('portability.import.file')}</Label>
          <Input
            id="import-file"
            type="file"
            accept={source === 'csv' ? '.csv,text/csv' : '.json,application/json'}
            aria-describedby="import-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id="import-file-hint" className="text-xs text-muted-foreground">
            {t(`portability.import.sources.${source}.fileHint`)}
          </p>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          <Upload aria-hidden="true" />
          {create.isPending ? t('portability.import.uploading') : t('portability.import.upload')}
        </Button>
      </div>
    </form>
  );
}
