import type { PortabilityJob } from '@rbax/shared/portability/api';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { JobProgress } from '@/features/portability/components/job-progress';
import { formatBytes, formatDateTime } from '@/features/portability/lib/format';

/** Backups, newest first: when, how big, scheduled or not, and the download while it lasts. */
export function BackupsList({ jobs }: { jobs: PortabilityJob[] }) {
  const { t, i18n } = useTranslation();
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">{t('portability.backup.none')}</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid min-w-0 gap-0.5 text-sm">
            <span className="font-medium">{formatDateTime(job.createdAt, i18n.language)}</span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {job.scheduled && <Badge variant="secondary">{t('portability.backup.scheduledBadge')}</Badge>}
              {job.status === 'done' && <span>{formatBytes(job.bytes, i18n.language)}</span>}
              {job.status === 'failed' && <span className="text-destructive">{t('portability.backup.failed')}</span>}
              {job.status === 'expired' && <span>{t('portability.backup.expired')}</span>}
              {job.expiresAt && job.status === 'done' && (
                <span>{t('portability.backup.expiresAt', { date: formatDateTime(job.expiresAt, i18n.language) })}</span>
              )}
            </span>
          </div>
          {(job.status === 'queued' || job.status === 'running') && (
            <JobProgress job={job} label={t('portability.backup.running')} className="sm:w-56" />
          )}
          {job.downloadUrl && (
            <a
              href={job.downloadUrl}
              download
              className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-link underline-offset-4 hover:underline sm:self-auto"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('portability.backup.download')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
