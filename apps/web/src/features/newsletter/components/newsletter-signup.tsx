import { NEWSLETTER_SUCCESS_MS } from '@rbax/shared/public-site-constants';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useSubscribeNewsletter } from '@/features/newsletter/api/subscribe-newsletter';
import { playSound } from '@/features/site-widgets/lib/sound';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** zod loads on the first submit only: the landing's first load stays inside its budget. */
const loadSchema = () => import('@rbax/shared/public-site').then((module) => module.newsletterSchema);

/**
 * Newsletter signup (spec §4, §5, §8): trimmed and validated email ('Email inválido'), a
 * submitting state, then 3 s of success asking the visitor to confirm through the e-mailed
 * link (double opt-in), then back to the empty form.
 */
export function NewsletterSignup({ className }: { className?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const subscribe = useSubscribeNewsletter();

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    setSucceeded(false);
    setBusy(true);
    try {
      const parsed = (await loadSchema()).safeParse({ email });
      if (!parsed.success) {
        setError(message(parsed.error.issues[0]?.message));
        return;
      }
      await subscribe.mutateAsync(parsed.data);
      setEmail('');
      setSucceeded(true);
      playSound('success');
    } catch (failure) {
      // Spec §8: the first validation message or the server's message, else the default.
      setError(
        failure instanceof ApiError && !failure.isUnexpected
          ? (failure.issues[0]?.message ?? failure.message)
          : t('site.widgets.newsletter.failed'),
      );
      playSound('error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={cn('grid w-full max-w-md gap-2', className)}>
      {/* A plain label: Radix's would add weight to the landing's first load for nothing. */}
      <label htmlFor={inputId} className="text-sm leading-none font-medium">
        {t('site.widgets.newsletter.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('site.widgets.newsletter.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={busy}
        />
        {/* Not `disabled` while busy: a disabled button would drop the keyboard focus. */}
        <Button type="submit" aria-disabled={busy || undefined} className="sm:w-auto">
          {busy ? t('site.widgets.newsletter.submitting') : t('site.widgets.newsletter.submit')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p role="status" className="min-h-0 text-sm font-medium text-success empty:hidden">
        {succeeded ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
            {t('site.widgets.newsletter.success')}
          </>
        ) : null}
      </p>
    </form>
  );
}
