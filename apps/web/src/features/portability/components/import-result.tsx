import type { PortabilityJob } from '@rbax/shared/portability/api';
import { CheckCircle2, Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { boardPath } from '@/config/paths';
import { JobProgress } from '@/features/portability/components/job-progress';
import { PreviewNotes } from '@/features/portability/components/preview-notes';
import { useMessage } from '@/features/auth/hooks/use-message';

const imported = [
  'columns',
  'cards',
  'archivedCards',
  'labels',
  'checklistItems',
  'comments',
  'attachmentLinks',
] as const;

/** Step 3: the job's progress, then its report — what came in, what was left out and why. */
export function ImportResult({ job, onAnother }: { job: PortabilityJob; onAnother: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  if (job.status === 'queued' || job.status === 'running') {
    return <JobProgress job={job} label={t('portability.import.running')} />;
  }
  if (job.status === 'failed') {
    return (
      <div className="grid gap-3">
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {message(job.error ?? undefined) ?? t('portability.import.failed')}
        </p>
        <div>
          <Button variant="outline" onClick={onAnother}>
            {t('portability.import.another')}
          </Button>
        </div>
      </div>
    );
  }
  const report = job.report;
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-center gap-2 font-medium">
        <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-500" />
        {t('portability.import.done')}
      </p>
      {report && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {imported.map((key) => (
            <div key={key} className="rounded-lg border bg-background px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(`portability.counts.${key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{report.imported[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {report && (
        <PreviewNotes notes={report.skipped} total={report.skippedCount} title={t('portability.import.skipped')} />
      )}
      {report && (
        <PreviewNotes notes={report.warnings} total={report.warningCount} title={t('portability.import.warnings')} />
      )}
      <div className="flex flex-wrap gap-2">
        {job.boardId && (
          <Button asChild>
            <Link to={boardPath(job.boardId)}>{t('portability.import.openBoard')}</Link>
          </Button>
        )}
        {report && report.rejectedRows > 0 && job.downloadUrl && (
          <Button asChild variant="outline">
            <a href={job.downloadUrl} download>
              <Download aria-hidden="true" />
              {t('portability.import.rejected', { count: report.rejectedRows })}
            </a>
          </Button>
        )}
        <Button variant="ghost" onClick={onAnother}>
          {t('portability.import.another')}
        </Button>
      </div>
    </div>
  );
}
