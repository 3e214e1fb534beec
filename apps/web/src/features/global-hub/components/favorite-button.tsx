import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useToggleFavorite } from '@/features/global-hub/api/global-hub';
import { cn } from '@/lib/utils';

/** The star that adds a board to (or removes it from) my favourites. */
export function FavoriteButton({ id, title, favorite }: { id: string; title: string; favorite: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t(favorite ? 'globalHub.favorites.remove' : 'globalHub.favorites.add', { title })}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { type: 'board', id, favorite: !favorite },
          { onError: () => toast.error(t('globalHub.favorites.failed')) },
        )
      }
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <Star
        className={cn('size-4', favorite && 'fill-amber-400 text-amber-600 dark:text-amber-300')}
        aria-hidden="true"
      />
    </button>
  );
}
