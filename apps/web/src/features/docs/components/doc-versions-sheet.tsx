import type { DocDetail, DocVersion } from '@rbax/shared/docs/docs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { docExportUrl, useDocVersions, useRestoreVersion, useSaveVersion } from '../api/docs-api';
import { diffLines } from '../lib/diff';

/** History (issue 26): saved versions with who and when, the diff against now, restore. */
export function DocVersionsSheet({
  doc,
  open,
  onOpenChange,
  canEdit,
}: {
  doc: DocDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const versions = useDocVersions(doc.id, open);
  const save = useSaveVersion(doc.id);
  const restore = useRestoreVersion(doc.id);
  const [selected, setSelected] = useState<DocVersion | null>(null);
  const [confirming, setConfirming] = useState<DocVersion | null>(null);
  const current = useQuery({
    queryKey: ['docs', 'markdown', doc.id],
    queryFn: () => fetch(docExportUrl(doc.id, 'md')).then((r) => r.text()),
    enabled: open && selected !== null,
    staleTime: 0,
  });
  const now = (current.data ?? '').replace(/^# .*\n\n/, '');
  const format = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('common.close')} className="w-full overflow-y-auto p-4 sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle>{t('docs.versions.title')}</SheetTitle>
          <SheetDescription>{t('docs.versions.description')}</SheetDescription>
        </SheetHeader>
        {canEdit ? (
          <Button
            className="self-start"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () => toast.success(t('docs.versions.saved')),
                onError: () => toast.error(t('docs.toasts.updateFailed')),
              })
            }
          >
            {t('docs.versions.save')}
          </Button>
        ) : null}
        {versions.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : (versions.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('docs.versions.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={t('docs.versions.title')}>
            {(versions.data ?? []).map((version) => (
              <li
                key={version.id}
                className={cn(
                  'flex items-center gap-2 rounded-md border p-2 text-sm',
                  selected?.id === version.id && 'border-primary',
                )}
              >
                <button
                  type="button"
                  className="min-w-0 flex-1 text-left"
                  onClick={() => setSelected(version)}
                  aria-pressed={selected?.id === version.id}
                >
                  <span className="block font-medium">{format(version.createdAt)}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`docs.versions.kind.${version.kind}`)} · {version.createdBy?.name ?? t('docs.versions.system')}
                  </span>
                </button>
                {canEdit ? (
                  <Button size="sm" variant="outline" onClick={() => setConfirming(version)}>
                    {t('docs.versions.restore')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <section aria-label={t('docs.versions.diff')} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">
              {t('docs.versions.diffTitle', { date: format(selected.createdAt) })}
            </h3>
            {current.isPending ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <pre
                className="overflow-x-auto rounded-md border bg-muted/40 p-2 text-xs leading-5"
                data-testid="doc-version-diff"
              >
                {diffLines(selected.markdown, now).map((line, index) => (
                  <div
                    key={index}
                    className={cn(
                      line.kind === 'added' &&
                        'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
                      line.kind === 'removed' &&
                        'bg-red-100 text-red-900 line-through dark:bg-red-950 dark:text-red-100',
                    )}
                  >
                    <span aria-hidden>{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</span>
                    <span className="sr-only">
                      {line.kind === 'added'
                        ? t('docs.versions.added')
                        : line.kind === 'removed'
                          ? t('docs.versions.removed')
                          : ''}
                    </span>
                    {line.text}
                  </div>
                ))}
              </pre>
            )}
          </section>
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(value) => (value ? null : setConfirming(null))}
          title={t('docs.versions.confirmTitle')}
          description={t('docs.versions.confirmDescription')}
          confirmLabel={t('docs.versions.restore')}
          onConfirm={() => {
            const version = confirming;
            setConfirming(null);
            if (!version) return;
            restore.mutate(version.id, {
              onSuccess: () => {
                toast.success(t('docs.versions.restored'));
                setSelected(null);
              },
              onError: () => toast.error(t('docs.toasts.updateFailed')),
            });
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
