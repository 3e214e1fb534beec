import { ArchiveRestore } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useCreateRestore } from '@/features/portability/api/backups';
import { useJob } from '@/features/portability/api/get-job';
import { JobProgress } from '@/features/portability/components/job-progress';
import { Section } from '@/features/portability/components/section';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { storeCurrentWorkspaceId } from '@/features/workspaces/hooks/use-current-workspace';
import { useMessage } from '@/features/auth/hooks/use-message';
import { ApiError } from '@/lib/api-client';

/** 'Restaurar': a backup .zip becomes new workspaces of the person restoring (checked whole by the server first). */
export function RestoreSection() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const restore = useCreateRestore();
  const job = useJob('restores', jobId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t('portability.restore.fileRequired'));
    restore.mutate(file, {
      onSuccess: (created) => setJobId(created.id),
      onError: (e) => setError(e instanceof ApiError && !e.isUnexpected ? e.message : t('portability.restore.failed')),
    });
  };
  const open = (workspaceId: string) => {
    void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    storeCurrentWorkspaceId(workspaceId);
    void navigate(paths.boards);
  };
  const data = job.data;

  return (
    <Section
      id="restore"
      icon={ArchiveRestore}
      title={t('portability.restore.title')}
      description={t('portability.restore.description')}
    >
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="restore-file">{t('portability.restore.file')}</Label>
          <Input
            id="restore-file"
            type="file"
            accept=".zip,application/zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={restore.isPending || data?.status === 'running' || data?.status === 'queued'}>
          {restore.isPending ? t('portability.restore.checking') : t('portability.restore.submit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {data && (data.status === 'queued' || data.status === 'running') && (
        <JobProgress job={data} label={t('portability.restore.running')} />
      )}
      {data?.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {message(data.error ?? undefined)}
        </p>
      )}
      {data?.status === 'done' && (
        <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('portability.restore.done', { count: data.workspaceIds.length })}</span>
          {data.workspaceIds[0] && (
            <Button size="sm" variant="outline" onClick={() => open(data.workspaceIds[0]!)}>
              {t('portability.restore.open')}
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}
