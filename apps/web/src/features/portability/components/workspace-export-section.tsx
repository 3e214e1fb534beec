import { exportFormats, type ExportFormat } from '@rbax/shared/portability/api';
import { Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateWorkspaceExport } from '@/features/portability/api/exports';
import { useJob } from '@/features/portability/api/get-job';
import { JobProgress } from '@/features/portability/components/job-progress';
import { Section } from '@/features/portability/components/section';
import { formatBytes, formatDateTime } from '@/features/portability/lib/format';

/** 'Exportar workspace': every board in one file (JSON, CSV, XLSX or PDF), made in the background. */
export function WorkspaceExportSection({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [jobId, setJobId] = useState<string | null>(null);
  const create = useCreateWorkspaceExport(workspaceId);
  const job = useJob('exports', jobId).data;

  return (
    <Section
      id="workspace-export"
      icon={FileDown}
      title={t('portability.export.title')}
      description={t('portability.export.description')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-2 sm:w-56">
          <Label htmlFor="export-format">{t('portability.export.format')}</Label>
          <Select value={format} onValueChange={(v) => setFormat(v as ExportFormat)}>
            <SelectTrigger id="export-format">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {exportFormats.map((f) => (
                <SelectItem key={f} value={f}>
                  {t(`portability.export.formats.${f}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          disabled={create.isPending}
          onClick={() =>
            create.mutate(format, {
              onSuccess: (j) => setJobId(j.id),
              onError: () => toast.error(t('portability.export.failed')),
            })
          }
        >
          {t('portability.export.create')}
        </Button>
      </div>
      {job && (job.status === 'queued' || job.status === 'running') && (
        <JobProgress job={job} label={t('portability.export.running')} />
      )}
      {job?.status === 'done' && job.downloadUrl && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <a
            href={job.downloadUrl}
            download
            className="inline-flex items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('portability.export.download', { name: job.fileName, size: formatBytes(job.bytes, i18n.language) })}
          </a>
          <span className="text-xs text-muted-foreground">
            {t('portability.backup.expiresAt', { date: formatDateTime(job.expiresAt, i18n.language) })}
          </span>
        </p>
      )}
    </Section>
  );
}
