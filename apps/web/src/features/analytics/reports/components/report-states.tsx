import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Chart-shaped placeholders while the report loads. */
export function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{t('reports.loading')}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      <p className="font-medium">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('reports.errors.retry')}
      </Button>
    </div>
  );
}
