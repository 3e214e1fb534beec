import type { BoardSummary } from '@rbax/shared/boards';
import { Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const PublishTemplateDialog = lazy(() =>
  import('@/features/marketplace/components/publish-template-dialog').then((m) => ({
    default: m.PublishTemplateDialog,
  })),
);

/** 'Publicar como template' in the board's header (composed by app/routes/board.tsx); managers only. */
export function BoardPublishButton({ board }: { board: BoardSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!board.permissions.canManage) return null;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={t('marketplace.publish.button')} onClick={() => setOpen(true)}>
        <Store aria-hidden="true" />
        <span className="max-sm:sr-only">{t('marketplace.publish.button')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PublishTemplateDialog board={board} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
