import { MessageSquareHeart, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

const loadForm = () => import('@/features/feedback/components/feedback-form');
const FeedbackForm = lazy(loadForm);

/**
 * Feedback button and its panel (spec §2, §4): closed → open with stars → comment → sent.
 * A non-modal dialog anchored to the button; its form (with the zod schema) loads on first use.
 */
export function FeedbackWidget({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstStarRef = useRef<HTMLInputElement>(null);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className={cn('relative', className)}>
      {open ? (
        <div
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="absolute right-0 bottom-full mb-3 w-[min(20rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
        >
          <div className="mb-3 flex items-start justify-between gap-2">
            <h2 id={titleId} className="font-semibold">
              {t('site.widgets.feedback.title')}
            </h2>
            <Button variant="ghost" size="icon-sm" className="-mt-1 -mr-1" onClick={close}>
              <X aria-hidden="true" />
              <span className="sr-only">{t('site.widgets.feedback.close')}</span>
            </Button>
          </div>
          <Suspense fallback={<Spinner className="mx-auto my-2 size-6" />}>
            <FeedbackForm onSent={close} firstRef={firstStarRef} />
            <FocusOnMount target={firstStarRef} />
          </Suspense>
        </div>
      ) : null}
      <Button
        ref={buttonRef}
        size="icon"
        className="size-12 rounded-full shadow-lg"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        <MessageSquareHeart aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('site.widgets.feedback.open')}</span>
      </Button>
    </div>
  );
}

/** Moves the focus to the first star once the form has loaded (refs are set before effects run). */
function FocusOnMount({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => target.current?.focus(), [target]);
  return null;
}
