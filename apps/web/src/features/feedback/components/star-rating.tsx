import { FEEDBACK_RATING_MAX } from '@rbax/shared/public-site-constants';
import { Star } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const ratings = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1);

type StarRatingProps = {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** The first star, focused when the widget opens. */
  firstRef?: Ref<HTMLInputElement>;
};

/** Five stars as native radio buttons: Tab reaches the group, the arrow keys choose (spec §4). */
export function StarRating({ name, value, onChange, firstRef }: StarRatingProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('site.widgets.feedback.rating')}</legend>
      <div className="flex gap-1" onPointerLeave={() => setHovered(null)}>
        {ratings.map((rating) => (
          <label key={rating} className="relative" onPointerEnter={() => setHovered(rating)}>
            <input
              ref={rating === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('site.widgets.feedback.star', { count: rating })}</span>
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-md transition-colors peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 hover:bg-accent"
            >
              <Star
                className={cn(
                  'size-6 transition-colors',
                  rating <= shown
                    ? 'fill-amber-400 text-amber-500 hacker:fill-primary hacker:text-primary'
                    : 'text-muted-foreground',
                )}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
