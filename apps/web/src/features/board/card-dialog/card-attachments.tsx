import { ATTACHMENT_MAX_BYTES, type Attachment, type Card } from '@rbax/shared/cards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ImageIcon, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { patchCardInCache } from '@/features/board/api/get-board-detail';
import { deleteAttachment } from '@/features/board/api/delete-attachment';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { attachmentsQueryKey, attachmentsQueryOptions } from '@/features/board/api/get-attachments';
import { uploadAttachment } from '@/features/board/api/upload-attachment';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { formatBytes } from '@/lib/dates';
import { ApiError } from '@/lib/api-client';

/** Attachments: upload with progress (≤ 25 MB), list, download, delete, image preview, 'Usar como capa'. */
export function CardAttachments({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(attachmentsQueryOptions(card.id));
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Attachment | null>(null);
  const { save } = useSaveCard(card);
  const setCount = (count: number) =>
    patchCardInCache(queryClient, card.boardId, card.id, { counts: { ...card.counts, attachments: count } });

  const upload = (file: File) => {
    setError(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(t('cards.attachments.tooLarge'));
      return;
    }
    setProgress(0);
    uploadAttachment(card.id, file, setProgress)
      .then((attachment) => {
        const list = [...(queryClient.getQueryData<Attachment[]>(attachmentsQueryKey(card.id)) ?? []), attachment];
        queryClient.setQueryData(attachmentsQueryKey(card.id), list);
        setCount(list.length);
        void invalidateActivity(queryClient, card.id);
      })
      .catch((reason: unknown) =>
        toast.error(
          reason instanceof ApiError && !reason.isUnexpected ? reason.message : t('cards.attachments.uploadFailed'),
        ),
      )
      .finally(() => setProgress(null));
  };

  const confirmDelete = (attachment: Attachment) =>
    deleteAttachment(attachment.id)
      .then(() => {
        const list = (queryClient.getQueryData<Attachment[]>(attachmentsQueryKey(card.id)) ?? []).filter(
          (item) => item.id !== attachment.id,
        );
        queryClient.setQueryData(attachmentsQueryKey(card.id), list);
        setCount(list.length);
        void invalidateActivity(queryClient, card.id);
        if (card.coverUrl === attachment.url) save({ coverUrl: null });
      })
      .catch(() => toast.error(t('cards.toasts.saveFailed')));

  return (
    <section aria-labelledby="card-attachments-title" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="card-attachments-title" className="text-sm font-semibold">
          {t('cards.attachments.title')}
        </h3>
        {canEdit ? (
          <>
            <input
              ref={inputRef}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload(file);
              }}
            />
            <Button variant="outline" size="sm" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
              <Paperclip aria-hidden="true" />
              {t('cards.attachments.upload')}
            </Button>
          </>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={t('cards.attachments.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('cards.attachments.title')}>
          {query.data.map((attachment) => (
            <li key={attachment.id} className="flex items-center gap-3 rounded-md border p-2">
              {attachment.isImage ? (
                <img src={attachment.url} alt="" className="size-12 shrink-0 rounded object-cover" loading="lazy" />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded bg-muted">
                  <Paperclip aria-hidden="true" className="size-5 text-muted-foreground" />
                </span>
              )}
              <div className="grid min-w-0 flex-1">
                <a
                  href={attachment.url}
                  download={attachment.name}
                  className="truncate text-sm font-medium hover:underline"
                  aria-label={t('cards.attachments.download', { name: attachment.name })}
                >
                  {attachment.name}
                </a>
                <span className="text-xs text-muted-foreground">
                  {formatBytes(attachment.size, i18n.language)}
                  {card.coverUrl === attachment.url ? ` · ${t('cards.attachments.isCover')}` : null}
                </span>
              </div>
              <Button variant="ghost" size="icon-sm" asChild>
                <a
                  href={attachment.url}
                  download={attachment.name}
                  aria-label={t('cards.attachments.download', { name: attachment.name })}
                >
                  <Download aria-hidden="true" />
                </a>
              </Button>
              {canEdit && attachment.isImage && card.coverUrl !== attachment.url ? (
                <Button variant="ghost" size="sm" onClick={() => save({ coverUrl: attachment.url })}>
                  <ImageIcon aria-hidden="true" />
                  {t('cards.attachments.useAsCover')}
                </Button>
              ) : null}
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('cards.attachments.delete', { name: attachment.name })}
                  onClick={() => setPendingDelete(attachment)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('cards.attachments.deleteTitle', { name: pendingDelete?.name ?? '' })}
        description={t('cards.attachments.deleteDescription')}
        confirmLabel={t('cards.delete')}
        onConfirm={() => pendingDelete && void confirmDelete(pendingDelete)}
      />
    </section>
  );
}
