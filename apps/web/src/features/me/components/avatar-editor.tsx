import { COVER_MAX_BYTES, coverMimeTypes } from '@rbax/shared/boards';
import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateMe } from '@/features/me/api/update-me';
import { uploadAvatar } from '@/features/me/api/upload-avatar';
import { ApiError } from '@/lib/api-client';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The profile picture: upload (PNG, JPG or WEBP up to 5 MB, checked again by the server) or remove. */
export function AvatarEditor({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateMe();

  const fail = (error: unknown) =>
    toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('profile.avatar.failed'));

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(coverMimeTypes as readonly string[]).includes(file.type)) {
      toast.error(t('validation.imageInvalid', { ns: 'shared' }));
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      toast.error(t('validation.imageTooLarge', { ns: 'shared' }));
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadAvatar(file);
      await update.mutateAsync({ image: url });
      toast.success(t('profile.avatar.saved'));
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () =>
    update.mutate({ image: null }, { onSuccess: () => toast.success(t('profile.avatar.removed')), onError: fail });

  const busy = uploading || update.isPending;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar className="size-20 text-xl">
        {image ? <AvatarImage src={image} alt={t('profile.avatar.alt', { name })} className="object-cover" /> : null}
        <AvatarFallback className="bg-primary text-lg text-primary-foreground">{initialsOf(name)}</AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={coverMimeTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {uploading ? <Spinner /> : <Camera aria-hidden="true" />}
            {uploading ? t('common.loading') : image ? t('profile.avatar.change') : t('profile.avatar.upload')}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              <Trash2 aria-hidden="true" />
              {t('profile.avatar.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('profile.avatar.hint')}</p>
      </div>
    </div>
  );
}
