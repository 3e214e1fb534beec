import { priorities } from '@rbax/shared/cards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { fieldId, useBuilder } from '@/features/automations/components/builder-context';
import {
  ActorField,
  AssignTargetField,
  CheckboxList,
  DurationField,
  NotifyTargetsField,
  TemplateField,
} from '@/features/automations/components/param-field-parts';
import { getPath, type FieldSpec } from '@/features/automations/lib/builder-specs';
import { looseT } from '@/features/automations/lib/loose-t';
import { useMessage } from '@/features/auth/hooks/use-message';
import { CurrencyInput } from '@/features/board/components/currency-input';
import { selectClass } from '@/features/board/components/destination-select';
import { createCardCopyFields } from '@rbax/shared/automations/rules';

type Part = Record<string, unknown>;

type ParamFieldProps = {
  spec: FieldSpec;
  part: Part;
  /** Where the part sits in the draft (`actions.0`), for ids and errors. */
  base: string;
  onChange: (path: string, value: unknown) => void;
};

const centsToDecimal = (cents: unknown) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : null);
const decimalToCents = (value: string | null) => (value === null ? undefined : Math.round(Number(value) * 100));

function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Sao_Paulo', 'UTC'];
  }
};

/** One field of a trigger, condition or action, picked by its kind (builder-specs.ts). */
export function ParamField({ spec, part, base, onChange }: ParamFieldProps) {
  const { t: typedT, i18n } = useTranslation();
  const t = looseT(typedT);
  const message = useMessage();
  const builder = useBuilder();
  const key = `${base}.${spec.path}`;
  const id = fieldId(builder.idPrefix, key);
  const value = getPath(part, spec.path);
  const error = builder.showErrors ? message(builder.errors.get(key)) : undefined;
  const label = t(`automations.field.${spec.path}`);
  const set = (next: unknown) => onChange(spec.path, next);
  const control = fieldControlProps(id, error);
  const anyOption = spec.optional ? <option value="">{t('automations.builder.any')}</option> : null;

  const labelled = (input: ReactNode) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {input}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );

  switch (spec.kind) {
    case 'select': {
      const current = value === undefined ? '' : String(value);
      return labelled(
        <select
          {...control}
          className={selectClass}
          value={current}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') return set(undefined);
            set(spec.booleanValues ? raw === 'true' : raw);
          }}
        >
          {anyOption}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {t(`automations.option.${spec.optionSet}.${option}`)}
            </option>
          ))}
        </select>,
      );
    }
    case 'column':
    case 'label':
    case 'user':
    case 'webhook':
    case 'priority': {
      const options =
        spec.kind === 'column'
          ? builder.columns.map((item) => ({ value: item.id, label: item.name }))
          : spec.kind === 'label'
            ? builder.labels.map((item) => ({ value: item.id, label: item.name }))
            : spec.kind === 'user'
              ? builder.members.map((item) => ({ value: item.id, label: item.name || item.email }))
              : spec.kind === 'webhook'
                ? (builder.webhooks ?? []).map((item) => ({ value: item.id, label: item.name }))
                : priorities.map((item) => ({ value: item, label: t(`cards.priority.${item}`) }));
      const current = typeof value === 'string' ? value : '';
      const known = current === '' || options.some((option) => option.value === current);
      return labelled(
        <>
          <select
            {...control}
            className={selectClass}
            value={current}
            onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}
          >
            {spec.optional ? anyOption : <option value="">{t('automations.builder.choose')}</option>}
            {known ? null : <option value={current}>{t(`automations.builder.missing.${spec.kind}`)}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {spec.kind === 'webhook' && builder.webhooks === null ? (
            <p className="text-xs text-muted-foreground">{t('automations.builder.noWebhooks')}</p>
          ) : null}
        </>,
      );
    }
    case 'columns':
    case 'labels':
    case 'users': {
      const options =
        spec.kind === 'columns'
          ? builder.columns.map((item) => ({ value: item.id, label: item.name }))
          : spec.kind === 'labels'
            ? builder.labels.map((item) => ({ value: item.id, label: item.name, color: item.color }))
            : builder.members.map((item) => ({ value: item.id, label: item.name || item.email }));
      const selected = Array.isArray(value) ? (value as string[]) : [];
      return (
        <CheckboxList
          id={id}
          legend={spec.optional ? t('automations.builder.optionalLegend', { label }) : label}
          options={options}
          value={selected}
          error={error}
          empty={t(`automations.builder.empty.${spec.kind}`)}
          onChange={(next) => set(next.length === 0 && spec.optional ? undefined : next)}
        />
      );
    }
    case 'int':
      return labelled(
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          step={1}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => {
            const raw = event.target.value;
            set(raw === '' ? undefined : Number(raw));
          }}
        />,
      );
    case 'duration':
      return (
        <DurationField
          id={id}
          label={label}
          error={error}
          min={spec.min}
          max={spec.max}
          value={typeof value === 'number' ? value : undefined}
          onChange={set}
        />
      );
    case 'text':
      return labelled(
        <Input
          {...control}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(spec.optional && event.target.value === '' ? undefined : event.target.value)}
        />,
      );
    case 'template':
      return (
        <TemplateField
          id={id}
          label={label}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
        />
      );
    case 'lines':
      return labelled(
        <>
          <Textarea
            {...control}
            rows={4}
            value={Array.isArray(value) ? (value as string[]).join('\n') : ''}
            onChange={(event) => set(event.target.value.split('\n'))}
            onBlur={(event) =>
              set(
                event.target.value
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean),
              )
            }
          />
          <p className="text-xs text-muted-foreground">{t('automations.builder.oneItemPerLine')}</p>
        </>,
      );
    case 'datetime':
      return labelled(
        <Input
          {...control}
          type="datetime-local"
          value={toLocalInput(value)}
          onChange={(event) => set(event.target.value ? new Date(event.target.value).toISOString() : undefined)}
        />,
      );
    case 'brl':
      return labelled(
        <CurrencyInput
          {...control}
          value={centsToDecimal(value)}
          onCommit={(decimal) => set(decimalToCents(decimal))}
          onInvalid={() => set(undefined)}
        />,
      );
    case 'time':
      return labelled(
        <Input
          {...control}
          type="time"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.target.value || undefined)}
        />,
      );
    case 'timezone':
      return labelled(
        <select
          {...control}
          className={selectClass}
          value={typeof value === 'string' ? value : 'America/Sao_Paulo'}
          onChange={(event) => set(event.target.value)}
        >
          {timeZones().map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>,
      );
    case 'weekday': {
      const names = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
      // 2023-01-01 was a Sunday: day n is 0 Sunday … 6 Saturday, as the schedule counts.
      const days = Array.from({ length: 7 }, (_, day) => names.format(new Date(Date.UTC(2023, 0, 1 + day))));
      return labelled(
        <select
          {...control}
          className={selectClass}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => set(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">{t('automations.builder.choose')}</option>
          {days.map((name, day) => (
            <option key={day} value={day}>
              {name}
            </option>
          ))}
        </select>,
      );
    }
    case 'bool':
      return (
        <label className="flex items-start gap-2 text-sm">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={value === true}
            onChange={(event) => set(event.target.checked ? true : spec.literalTrue ? undefined : false)}
          />
          <span>{label}</span>
        </label>
      );
    case 'priorityChange': {
      const current = value === undefined ? '' : value === null ? 'none' : String(value);
      return labelled(
        <select
          {...control}
          className={selectClass}
          value={current}
          onChange={(event) => {
            const raw = event.target.value;
            set(raw === '' ? undefined : raw === 'none' ? null : raw);
          }}
        >
          <option value="">{t('automations.builder.any')}</option>
          <option value="none">{t('cards.priority.none')}</option>
          {priorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(`cards.priority.${priority}`)}
            </option>
          ))}
        </select>,
      );
    }
    case 'copyFields':
      return (
        <CheckboxList
          id={id}
          legend={label}
          options={createCardCopyFields.map((field) => ({
            value: field,
            label: t(`automations.option.copy.${field}`),
          }))}
          value={Array.isArray(value) ? (value as string[]) : []}
          error={error}
          onChange={set}
        />
      );
    case 'actor':
      return <ActorField id={id} base={key} value={value} onChange={set} />;
    case 'assignTarget':
      return <AssignTargetField id={id} label={label} error={error} part={part} onChange={onChange} />;
    case 'notifyTargets':
      return <NotifyTargetsField id={id} label={label} error={error} value={value} onChange={set} />;
  }
}
