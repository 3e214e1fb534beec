import type { MemberRate } from '@rbax/shared/time/rates';
import { hourlyRateSchema } from '@rbax/shared/time/rates';
import { useQuery } from '@tanstack/react-query';
import { BadgeDollarSign } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useMessage } from '@/features/auth/hooks/use-message';
import { timeRatesQueryOptions, useSetTimeRate } from '@/features/time/api/time-rates';
import { ApiError } from '@/lib/api-client';

/**
 * 'Valores por hora' (issue 21): owners and admins of the workspace set each member's hourly
 * rate in BRL; billable time × rate is the value in the reports. Empty removes a rate.
 */
export function TimeRatesDialog({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...timeRatesQueryOptions(workspaceId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BadgeDollarSign aria-hidden="true" />
          {t('time.rates.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('time.rates.title')}</DialogTitle>
          <DialogDescription>{t('time.rates.description')}</DialogDescription>
        </DialogHeader>
        {query.data ? (
          <ul className="grid gap-3">
            {query.data.rates.map((rate) => (
              <RateRow key={rate.user.id} workspaceId={workspaceId} rate={rate} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {query.isError ? t('time.rates.loadFailed') : t('common.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RateRow({ workspaceId, rate }: { workspaceId: string; rate: MemberRate }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const set = useSetTimeRate();
  const [text, setText] = useState(rate.hourlyRateBrl?.replace('.', ',') ?? '');
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const trimmed = text.trim();
    const parsed = trimmed === '' ? null : hourlyRateSchema.safeParse(trimmed);
    if (parsed && !parsed.success) return setError(parsed.error.issues[0]?.message);
    const value = parsed ? parsed.data : null;
    setError(undefined);
    if (value === rate.hourlyRateBrl) return;
    set.mutate(
      { workspaceId, userId: rate.user.id, input: { hourlyRateBrl: value } },
      {
        onSuccess: () => toast.success(t('time.rates.saved', { name: rate.user.name })),
        onError: (failure) =>
          toast.error(
            failure instanceof ApiError && !failure.isUnexpected ? failure.message : t('time.rates.saveFailed'),
          ),
      },
    );
  };

  return (
    <li className="grid gap-1">
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm font-medium">
          {rate.user.name}
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {t(`workspaces.roles.${rate.role}`, { defaultValue: rate.role })}
          </span>
        </label>
        <div className="flex items-center gap-1">
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            R$
          </span>
          <Input
            id={id}
            inputMode="decimal"
            className="h-8 w-28 text-right"
            placeholder="0,00"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-unit`}
            onChange={(event) => setText(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              }
            }}
          />
          <span id={`${id}-unit`} className="text-xs text-muted-foreground">
            {t('time.rates.perHour')}
          </span>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {message(error)}
        </p>
      ) : null}
    </li>
  );
}
