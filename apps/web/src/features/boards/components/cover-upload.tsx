import { COVER_MAX_BYTES } from '@rbax/shared/boards';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { uploadCover } from '@/features/boards/api/upload-cover';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** Spec §5 cover rules, checked before any upload; returns the shared message key or null. */
export function coverFileError(file: File): 'validation.imageInvalid' | 'validation.imageTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'validation.imageInvalid';
  if (file.size > COVER_MAX_BYTES) return 'validation.imageTooLarge';
  return null;
}

type CoverUploadProps = {
  id: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Edit mode: removing the cover saves at once (spec §7); resolves false when that failed. */
  onRemove?: () => Promise<boolean>;
};

/** 'Imagem de Capa (opcional)': click or drop (keyboard: Enter/Space), preview, remove. States: none, uploading, set. */
export function CoverUpload({ id, value, onChange, onRemove }: CoverUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverFileError(file);
    if (problem) {
      toast.error(t(problem, { ns: 'shared' }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadCover(file);
      onChange(uploaded.url);
      toast.success(t('boards.dialog.coverUploaded'));
    } catch (error) {
      toast.error(
        error instanceof ApiError && !error.isUnexpected ? error.message : t('boards.dialog.coverUploadFailed'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    if (onRemove) {
      const ok = await onRemove();
      if (!ok) {
        toast.error(t('boards.dialog.coverRemoveFailed'));
        return;
      }
    }
    onChange(null);
    toast.success(t('boards.dialog.coverRemoved'));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void accept(event.target.files?.[0])}
      />
      {value ? (
        <div className="grid gap-2">
          <img
            src={value}
            alt={t('boards.dialog.coverPreview')}
            className="h-32 w-full rounded-md border object-cover"
          />
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void remove()}>
            <Trash2 aria-hidden="true" />
            {t('boards.dialog.coverRemove')}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-4 py-6 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-80',
            dragging && 'border-primary bg-accent/50',
          )}
        >
          {busy ? (
            <Spinner className="size-5" />
          ) : (
            <ImageUp aria-hidden="true" className="size-5 text-muted-foreground" />
          )}
          <span className="font-medium">
            {busy ? t('boards.dialog.coverUploading') : t('boards.dialog.coverUpload')}
          </span>
          <span id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('boards.dialog.coverHint')}
          </span>
        </button>
      )}
    </div>
  );
}
