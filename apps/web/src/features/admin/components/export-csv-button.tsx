import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useExportCsv, type CsvExport } from '@/features/admin/api/export-csv';

/** 'Exportar CSV' of the feedback and newsletter lists. */
export function ExportCsvButton({ kind }: { kind: CsvExport }) {
  const { t } = useTranslation();
  const exportCsv = useExportCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(kind, {
          onSuccess: (fileName) => toast.success(t('admin.export.done', { fileName })),
          onError: () => toast.error(t('admin.export.failed')),
        })
      }
    >
      <Download aria-hidden="true" />
      {exportCsv.isPending ? t('admin.export.running') : t('admin.export.label')}
    </Button>
  );
}
