import type { BoardSummary } from '@rbax/shared/boards';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMessage } from '@/features/auth/hooks/use-message';
import { RANGE_PRESETS, rangeError, type RangeChoice, type RangePreset } from '@/features/analytics/charts/range';

/** Board picker and period (presets of 30/60/90 days or two dates), both kept in the address. */
export function ReportControls({
  boards,
  boardId,
  onBoardChange,
  range,
  resolved,
  onRangeChange,
}: {
  boards: readonly BoardSummary[];
  boardId: string;
  onBoardChange: (boardId: string) => void;
  range: RangeChoice;
  /** The dates the current choice stands for (to start a custom range from). */
  resolved: { from: string; to: string } | null;
  onRangeChange: (range: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(range.kind === 'custom');
  const rangeValue = custom ? 'custom' : range.kind === 'preset' ? String(range.days) : 'custom';
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="grid w-full gap-2 sm:w-64">
        <Label htmlFor={`${id}-board`}>{t('reports.controls.board')}</Label>
        <Select value={boardId} onValueChange={onBoardChange}>
          <SelectTrigger id={`${id}-board`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {boards.map((board) => (
              <SelectItem key={board.id} value={board.id}>
                {board.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid w-full gap-2 sm:w-52">
        <Label htmlFor={`${id}-range`}>{t('reports.controls.period')}</Label>
        <Select
          value={rangeValue}
          onValueChange={(value) => {
            if (value === 'custom') return setCustom(true);
            setCustom(false);
            onRangeChange({ kind: 'preset', days: Number(value) as RangePreset });
          }}
        >
          <SelectTrigger id={`${id}-range`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((days) => (
              <SelectItem key={days} value={String(days)}>
                {t('reports.controls.lastDays', { count: days })}
              </SelectItem>
            ))}
            <SelectItem value="custom">{t('reports.controls.custom')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {custom ? (
        <CustomRange
          key={range.kind === 'custom' ? `${range.from}|${range.to}` : 'preset'}
          initial={range.kind === 'custom' ? range : resolved}
          onApply={onRangeChange}
        />
      ) : null}
    </div>
  );
}

function CustomRange({
  initial,
  onApply,
}: {
  initial: { from: string; to: string } | null;
  onApply: (range: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(from, to);
    if (problem) return setError(problem);
    setError(undefined);
    onApply({ kind: 'custom', from, to });
  };
  const text = message(error);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
      <FormField id={`${id}-from`} label={t('reports.controls.from')} className="w-40">
        <Input
          {...fieldControlProps(`${id}-from`, text)}
          aria-describedby={text ? `${id}-to-error` : undefined}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-to`} label={t('reports.controls.to')} error={text} className="w-40">
        <Input
          {...fieldControlProps(`${id}-to`, text)}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="secondary" className="mt-8">
        {t('reports.controls.apply')}
      </Button>
    </form>
  );
}
