import type { ConnectStatus } from '@rbax/shared/marketplace/api';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRefreshStripeAccount, useStripeOnboarding } from '@/features/marketplace/api/marketplace-mutations';
import { ApiError } from '@/lib/api-client';

/**
 * 'Conta Stripe' on /monetization (Stripe Connect, docs/decisions/056): connect an account, or go on
 * with its onboarding on Stripe, or see that it is ready. Stripe sends the creator back with
 * `?connect=return` (the account is read from Stripe again) or `?connect=refresh` (the link expired
 * or was used: a new one is opened, as Stripe asks).
 */
export function StripeAccountCard({ status }: { status: ConnectStatus }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const onboarding = useStripeOnboarding();
  const refresh = useRefreshStripeAccount();
  const handled = useRef(false);

  const open = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && (!error.isUnexpected || error.code === 'billing_unavailable')
            ? error.message
            : t('marketplace.connect.failed'),
        ),
    });

  const back = params.get('connect');
  useEffect(() => {
    if (handled.current || (back !== 'return' && back !== 'refresh')) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connect');
        return next;
      },
      { replace: true },
    );
    if (back === 'return') refresh.mutate();
    else open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return from Stripe
  }, [back]);

  const busy = onboarding.isPending || refresh.isPending;
  return (
    <section aria-labelledby="stripe-account-title" className="grid gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stripe-account-title" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="size-5" />
          {t('marketplace.connect.title')}
        </h2>
        <Badge variant={status === 'ready' ? 'secondary' : 'outline'}>
          {t(`marketplace.connect.statuses.${status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {refresh.isPending ? t('marketplace.connect.checking') : t(`marketplace.connect.about.${status}`)}
      </p>
      {status === 'ready' ? null : (
        <Button className="justify-self-start" disabled={busy} onClick={open}>
          {t(status === 'incomplete' ? 'marketplace.connect.continue' : 'marketplace.connect.connect')}
        </Button>
      )}
    </section>
  );
}
