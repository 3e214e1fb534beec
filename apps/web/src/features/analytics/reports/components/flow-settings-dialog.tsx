import type { FlowSettings } from '@rbax/shared/analytics';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useUpdateFlowSettings } from '@/features/analytics/reports/api/use-flow-settings';
import {
  knownTimeZones,
  settingsChanges,
  settingsFieldOf,
  settingsForm,
  settingsLimits,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from '@/features/analytics/reports/lib/settings-form';
import { ApiError } from '@/lib/api-client';

type Column = { id: string; name: string };

/** 'Configurar fluxo': the board's commitment and done columns, time zone, SLE and risk threshold. */
export function FlowSettingsDialog({
  open,
  onOpenChange,
  boardId,
  settings,
  columns,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  settings: FlowSettings;
  columns: readonly Column[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('boardFlow.settings.title')}</DialogTitle>
          <DialogDescription>{t('boardFlow.settings.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <SettingsFormBody
            boardId={boardId}
            settings={settings}
            columns={columns}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsFormBody({
  boardId,
  settings,
  columns,
  onDone,
}: {
  boardId: string;
  settings: FlowSettings;
  columns: readonly Column[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [form, setForm] = useState<SettingsForm>(() => settingsForm(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const update = useUpdateFlowSettings(boardId);
  const zones = useMemo(knownTimeZones, []);
  const set = (field: SettingsField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const error = (field: SettingsField) => message(errors[field]);
  const { percentile, window, risk } = settingsLimits;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = settingsChanges(
      form,
      settings,
      columns.map((column) => column.id),
    );
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    if (!result.input) return onDone();
    update.mutate(result.input, {
      onSuccess: () => {
        toast.success(t('boardFlow.settings.saved'));
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.issues.length > 0) {
          const next: SettingsErrors = {};
          for (const issue of failure.issues) next[settingsFieldOf(issue.path) ?? 'startColumnId'] ??= issue.message;
          setErrors(next);
        } else if (failure instanceof ApiError && !failure.isUnexpected) toast.error(failure.message);
        else toast.error(t('boardFlow.settings.saveFailed'));
      },
    });
  };

  const columnSelect = (field: 'startColumnId' | 'doneColumnId', label: string, hint: string) => (
    <FormField id={`${id}-${field}`} label={label} error={error(field)} className="content-start">
      <Select value={form[field]} onValueChange={set(field)}>
        <SelectTrigger
          {...fieldControlProps(`${id}-${field}`, error(field))}
          aria-describedby={error(field) ? `${id}-${field}-error` : `${id}-${field}-hint`}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {columns.map((column) => (
            <SelectItem key={column.id} value={column.id}>
              {column.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-${field}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );

  const numberField = (
    field: 'slePercentile' | 'sleWindowDays' | 'riskPercent',
    label: string,
    limits: { min: number; max: number },
    hint: string,
  ) => (
    <FormField id={`${id}-${field}`} label={label} error={error(field)} className="content-start">
      <Input
        {...fieldControlProps(`${id}-${field}`, error(field))}
        aria-describedby={error(field) ? `${id}-${field}-error` : `${id}-${field}-hint`}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
      <p id={`${id}-${field}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {columnSelect('startColumnId', t('boardFlow.settings.startColumn'), t('boardFlow.settings.startColumnHint'))}
        {columnSelect('doneColumnId', t('boardFlow.settings.doneColumn'), t('boardFlow.settings.doneColumnHint'))}
      </div>
      <FormField id={`${id}-timeZone`} label={t('boardFlow.settings.timeZone')} error={error('timeZone')}>
        <Input
          {...fieldControlProps(`${id}-timeZone`, error('timeZone'))}
          aria-describedby={error('timeZone') ? `${id}-timeZone-error` : `${id}-timeZone-hint`}
          list={`${id}-zones`}
          autoComplete="off"
          spellCheck={false}
          value={form.timeZone}
          onChange={(event) => set('timeZone')(event.target.value)}
        />
        <datalist id={`${id}-zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p id={`${id}-timeZone-hint`} className="text-xs text-muted-foreground">
          {t('boardFlow.settings.timeZoneHint')}
        </p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField(
          'slePercentile',
          t('boardFlow.settings.slePercentile'),
          percentile,
          t('boardFlow.settings.between', percentile),
        )}
        {numberField(
          'sleWindowDays',
          t('boardFlow.settings.sleWindow'),
          window,
          t('boardFlow.settings.between', window),
        )}
        {numberField(
          'riskPercent',
          t('boardFlow.settings.riskThreshold'),
          risk,
          t('boardFlow.settings.riskHint', risk),
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t(update.isPending ? 'boardFlow.settings.saving' : 'boardFlow.settings.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
