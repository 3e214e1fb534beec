import type { Workspace } from '@rbax/shared/workspaces';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  RANGE_PRESETS,
  validCustomRange,
  type DateRange,
  type RangeChoice,
  type RangePreset,
} from '@/features/analytics/charts/range';

const CUSTOM = 'custom';

/** 'Workspace' picker of the workspace reports (/analytics, /performance). */
export function WorkspacePicker({
  workspaces,
  value,
  onChange,
}: {
  workspaces: readonly Workspace[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="report-workspace">{t('analytics.filters.workspace')}</Label>
      <Select value={value ?? undefined} onValueChange={onChange}>
        <SelectTrigger id="report-workspace" className="w-full sm:w-56">
          <SelectValue placeholder={t('analytics.filters.chooseWorkspace')} />
        </SelectTrigger>
        <SelectContent>
          {workspaces.map((workspace) => (
            <SelectItem key={workspace.id} value={workspace.id}>
              {workspace.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * 'Período': the last 30/60/90 days or a custom range (both in the address). A custom range is
 * applied with its button, so typing a date does not fire a request per keystroke.
 */
export function RangePicker({
  choice,
  range,
  onChange,
}: {
  choice: RangeChoice;
  /** The days the current choice covers (the custom fields start from them). */
  range: DateRange;
  onChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const showCustom = editing || choice.kind === 'custom';
  const selectValue = showCustom ? CUSTOM : String(choice.days);

  const choose = (value: string) => {
    setInvalid(false);
    if (value === CUSTOM) {
      setFrom(range.from);
      setTo(range.to);
      setEditing(true);
      return;
    }
    setEditing(false);
    onChange({ kind: 'preset', days: Number(value) as RangePreset });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = validCustomRange(from, to);
    setInvalid(!valid);
    if (!valid) return;
    setEditing(false);
    onChange({ kind: 'custom', ...valid });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="report-range">{t('analytics.filters.range')}</Label>
        <Select value={selectValue} onValueChange={choose}>
          <SelectTrigger id="report-range" className="w-full sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((days) => (
              <SelectItem key={days} value={String(days)}>
                {t('analytics.filters.lastDays', { count: days })}
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>{t('analytics.filters.custom')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {showCustom ? (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="report-from">{t('analytics.filters.from')}</Label>
            <Input
              id="report-from"
              type="date"
              className="w-40"
              value={from}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'report-range-error' : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="report-to">{t('analytics.filters.to')}</Label>
            <Input
              id="report-to"
              type="date"
              className="w-40"
              value={to}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'report-range-error' : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('analytics.filters.apply')}
          </Button>
          {invalid ? (
            <p id="report-range-error" role="alert" className="basis-full text-sm text-destructive">
              {t('validation.flowRangeInvalid', { ns: 'shared' })}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
