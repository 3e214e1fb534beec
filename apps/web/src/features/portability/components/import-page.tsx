import type { PortabilityJob } from '@rbax/shared/portability/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { GuideLink } from '@/components/ui/guide-link';
import { Skeleton } from '@/components/ui/skeleton';
import { PORTABILITY_GUIDE_SLUG } from '@/config/paths';
import { jobQueryKey, useJob } from '@/features/portability/api/get-job';
import { BoardMapping } from '@/features/portability/components/board-mapping';
import { CsvMapping } from '@/features/portability/components/csv-mapping';
import { ImportResult } from '@/features/portability/components/import-result';
import { ImportUploadForm } from '@/features/portability/components/import-upload-form';

/** The import in progress lives in the URL (`?job=<id>`): a reload comes back to the same step. */
const JOB_PARAM = 'job';

/**
 * /import ('Importar', spec §2): a Trello board, a spreadsheet or our own export, in three steps —
 * upload and preview, mapping, progress and report (issue 23).
 */
export function ImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const job = useJob('imports', jobId);
  const setJob = (next: PortabilityJob | null) => {
    if (next) queryClient.setQueryData(jobQueryKey('imports', next.id), next);
    setParams(next ? { [JOB_PARAM]: next.id } : {}, { replace: !next });
  };
  const step = !jobId ? 'upload' : job.data?.status === 'preview' ? 'mapping' : 'result';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`${t('portability.import.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('portability.import.title')}</h1>
        <p className="text-muted-foreground">{t('portability.import.subtitle')}</p>
        <p className="text-sm">
          <GuideLink slug={PORTABILITY_GUIDE_SLUG}>{t('portability.guide')}</GuideLink>
        </p>
      </div>
      <ol className="flex flex-wrap gap-2 text-xs" aria-label={t('portability.import.steps')}>
        {(['upload', 'mapping', 'result'] as const).map((s, i) => (
          <li
            key={s}
            aria-current={step === s ? 'step' : undefined}
            className={
              step === s
                ? 'rounded-full bg-primary px-2.5 py-1 font-medium text-primary-foreground'
                : 'rounded-full bg-muted px-2.5 py-1 text-muted-foreground'
            }
          >
            {i + 1}. {t(`portability.import.stepNames.${s}`)}
          </li>
        ))}
      </ol>
      <section className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        {step === 'upload' && <ImportUploadForm onUploaded={setJob} />}
        {step !== 'upload' && job.isPending && <Skeleton className="h-40 rounded-lg" />}
        {step !== 'upload' && job.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('portability.import.notFound')}
          </p>
        )}
        {step === 'mapping' &&
          job.data &&
          (job.data.source === 'csv' ? (
            <CsvMapping job={job.data} onCancel={() => setJob(null)} />
          ) : (
            <BoardMapping job={job.data} onCancel={() => setJob(null)} />
          ))}
        {step === 'result' && job.data && <ImportResult job={job.data} onAnother={() => setJob(null)} />}
      </section>
    </div>
  );
}
