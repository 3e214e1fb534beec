import { exportFormats } from '@rbax/shared/portability/api';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { boardExportUrl } from '@/features/portability/api/exports';

/**
 * 'Exportar' in the board's header (composed in by app/routes/board.tsx): the board as JSON, CSV,
 * XLSX or a PDF report, each a plain download made by the server in the reader's language.
 */
export function BoardExportMenu({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('portability.boardExport.label')}>
          <Download aria-hidden="true" />
          <span className="max-sm:sr-only">{t('portability.boardExport.button')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('portability.boardExport.label')}</DropdownMenuLabel>
        {exportFormats.map((format) => (
          <DropdownMenuItem key={format} asChild>
            <a href={boardExportUrl(boardId, format)} download>
              {t(`portability.export.formats.${format}`)}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
