import { FORECAST_ITEMS_MAX, type ForecastInput } from '@rbax/shared/analytics';
import { Dices } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessage } from '@/features/auth/hooks/use-message';
import { addDays } from '@/features/analytics/charts/dates';
import { randomSeed, useForecast } from '@/features/analytics/reports/api/use-forecast';
import { ForecastResult } from '@/features/analytics/reports/components/forecast-result';
import {
  forecastRequest,
  type ForecastForm,
  type ForecastFormErrors,
  type ForecastMode,
} from '@/features/analytics/reports/lib/forecast';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';
import { ApiError } from '@/lib/api-client';

/** 8. Monte Carlo forecasts (design note §4): 'Quando?' and 'Quantos?', seeded and reproducible. */
export function ForecastPanel({ data, asOf }: { data: ReportData; asOf: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-report-chart
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-base font-semibold leading-tight">
          {t('reports.forecast.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('reports.forecast.description')}</p>
      </div>
      <Tabs defaultValue="when">
        <TabsList className="max-w-sm print:hidden">
          <TabsTrigger value="when">{t('reports.forecast.when')}</TabsTrigger>
          <TabsTrigger value="howMany">{t('reports.forecast.howMany')}</TabsTrigger>
        </TabsList>
        <TabsContent value="when">
          <ForecastQuestion mode="when" data={data} asOf={asOf} />
        </TabsContent>
        <TabsContent value="howMany">
          <ForecastQuestion mode="howMany" data={data} asOf={asOf} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function ForecastQuestion({ mode, data, asOf }: { mode: ForecastMode; data: ReportData; asOf: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const today = data.flow.asOfDate;
  const forecast = useForecast(data.flow.boardId);
  const [form, setForm] = useState<ForecastForm>({ items: '10', date: addDays(today, 30), seed: '' });
  const [errors, setErrors] = useState<ForecastFormErrors>({});

  const run = (values: ForecastForm) => {
    const request = forecastRequest(mode, values, today);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    const { ok: _ok, ...fields } = request;
    const input = { mode, ...fields, ...(asOf ? { asOf } : {}) } as ForecastInput;
    forecast.mutate(input, {
      // The answer's seed goes into the field: the same seed reproduces the same answer.
      onSuccess: (result) => setForm((current) => ({ ...current, seed: String(result.seed) })),
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          const next: ForecastFormErrors = {};
          for (const issue of error.issues) {
            const field = issue.path[0];
            if (field === 'items' || field === 'date' || field === 'seed') next[field] ??= issue.message;
          }
          setErrors(next);
        }
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(form);
  };
  const newSeed = () => {
    const next = { ...form, seed: String(randomSeed()) };
    setForm(next);
    run(next);
  };

  const error = forecast.error;
  const refusal =
    error instanceof ApiError && error.issues.length === 0
      ? error.isUnexpected
        ? t('reports.forecast.failed')
        : error.message
      : null;
  const itemsError = message(errors.items);
  const dateError = message(errors.date);
  const seedError = message(errors.seed);
  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3 print:hidden">
        {mode === 'when' ? (
          <FormField id={`${id}-items`} label={t('reports.forecast.items')} error={itemsError} className="w-40">
            <Input
              {...fieldControlProps(`${id}-items`, itemsError)}
              type="number"
              inputMode="numeric"
              min={1}
              max={FORECAST_ITEMS_MAX}
              value={form.items}
              onChange={(event) => setForm({ ...form, items: event.target.value })}
            />
          </FormField>
        ) : (
          <FormField id={`${id}-date`} label={t('reports.forecast.date')} error={dateError} className="w-48">
            <Input
              {...fieldControlProps(`${id}-date`, dateError)}
              type="date"
              min={addDays(today, 1)}
              value={form.date}
              onChange={(event) => setForm({ ...form, date: event.target.value })}
            />
          </FormField>
        )}
        <FormField id={`${id}-seed`} label={t('reports.forecast.seedInput')} error={seedError} className="w-44">
          <Input
            {...fieldControlProps(`${id}-seed`, seedError)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('reports.forecast.seedPlaceholder')}
            value={form.seed}
            onChange={(event) => setForm({ ...form, seed: event.target.value })}
          />
        </FormField>
        <div className="flex gap-2 pt-8">
          <Button type="submit" disabled={forecast.isPending}>
            {forecast.isPending ? <Spinner /> : null}
            {t('reports.forecast.run')}
          </Button>
          <Button type="button" variant="outline" disabled={forecast.isPending} onClick={newSeed}>
            <Dices aria-hidden="true" />
            {t('reports.forecast.newSeed')}
          </Button>
        </div>
      </form>
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      {forecast.data && !error ? (
        <ForecastResult
          result={forecast.data}
          today={today}
          fileName={data.fileName(t(mode === 'when' ? 'reports.forecast.fileWhen' : 'reports.forecast.fileHowMany'))}
          context={data.context}
        />
      ) : !refusal ? (
        <p className="text-sm text-muted-foreground">
          {t(mode === 'when' ? 'reports.forecast.whenHint' : 'reports.forecast.howManyHint')}
        </p>
      ) : null}
    </div>
  );
}
