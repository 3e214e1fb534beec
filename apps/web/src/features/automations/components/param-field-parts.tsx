import { templateVariables } from '@rbax/shared/automations/template-vars';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useBuilder } from '@/features/automations/components/builder-context';
import { selectClass } from '@/features/board/components/destination-select';
import { useMessage } from '@/features/auth/hooks/use-message';
import { looseT } from '@/features/automations/lib/loose-t';

/** The builder's composite pickers (param-field.tsx picks them by kind). */

type Option = { value: string; label: string; color?: string };

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-xs font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/** Several columns, labels or people: a group of checkboxes (long lists scroll). */
export function CheckboxList({
  id,
  legend,
  options,
  value,
  error,
  empty,
  onChange,
}: {
  id: string;
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  error?: string | undefined;
  empty?: string;
  onChange: (next: string[]) => void;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option));
  return (
    <fieldset
      id={id}
      className="grid min-w-0 gap-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-xs text-muted-foreground">{empty}</p>
      ) : (
        <div className="flex max-h-36 flex-wrap gap-x-4 gap-y-1.5 overflow-y-auto rounded-md border p-2">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.color ? (
                <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: option.color }} />
              ) : null}
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

const UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
type Unit = keyof typeof UNITS;
const unitOf = (minutes: number | undefined): Unit =>
  minutes === undefined || minutes === 0
    ? 'hours'
    : minutes % 1440 === 0
      ? 'days'
      : minutes % 60 === 0
        ? 'hours'
        : 'minutes';

/** A span of time typed as a number and a unit, stored in minutes. */
export function DurationField({
  id,
  label,
  error,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  min: number;
  max: number;
  value: number | undefined;
  onChange: (minutes: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<Unit>(() => unitOf(value));
  const amount = value === undefined ? '' : value / UNITS[unit];
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          {...fieldControlProps(id, error)}
          type="number"
          inputMode="numeric"
          min={Math.ceil(min / UNITS[unit])}
          max={Math.floor(max / UNITS[unit])}
          className="w-28"
          value={amount}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : Math.round(Number(event.target.value) * UNITS[unit]))
          }
        />
        <select
          aria-label={t('automations.builder.unit')}
          className={selectClass}
          value={unit}
          onChange={(event) => {
            const next = event.target.value as Unit;
            setUnit(next);
            if (value !== undefined) onChange(Math.round((value / UNITS[unit]) * UNITS[next]));
          }}
        >
          {(Object.keys(UNITS) as Unit[]).map((item) => (
            <option key={item} value={item}>
              {t(`automations.builder.units.${item}`)}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Text with `{{variables}}`: the known names are one click away and land at the cursor. */
export function TemplateField({
  id,
  label,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const insert = (name: string) => {
    const area = ref.current;
    const token = `{{${name}}}`;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={ref}
        {...fieldControlProps(id, error)}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
        <span>{t('automations.builder.variables')}</span>
        {templateVariables.map((name) => (
          <button
            key={name}
            type="button"
            className="rounded border px-1.5 py-0.5 font-mono hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => insert(name)}
          >
            {`{{${name}}}`}
          </button>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

type ActorValue = { kind?: string; userIds?: string[]; negate?: boolean };

/** Who may cause the event: any person (default), anyone including automations, or chosen people. */
export function ActorField({
  id,
  base,
  value,
  onChange,
}: {
  id: string;
  base: string;
  value: unknown;
  onChange: (next: ActorValue) => void;
}) {
  const t = looseT(useTranslation().t);
  const message = useMessage();
  const builder = useBuilder();
  const actor = (typeof value === 'object' && value !== null ? value : {}) as ActorValue;
  const kind = actor.kind ?? 'any_human';
  const error = builder.showErrors ? message(builder.errors.get(`${base}.userIds`)) : undefined;
  return (
    <div className="grid gap-3 rounded-md border border-dashed p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t('automations.field.actor')}</Label>
        <select
          id={id}
          className={selectClass}
          value={kind}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === 'user' ? { kind: next, userIds: actor.userIds ?? [], negate: false } : { kind: next });
          }}
        >
          {['any_human', 'any', 'user'].map((option) => (
            <option key={option} value={option}>
              {t(`automations.option.actorFilter.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {kind === 'user' ? (
        <>
          <CheckboxList
            id={`${id}-users`}
            legend={t('automations.field.userIds')}
            options={builder.members.map((member) => ({ value: member.id, label: member.name || member.email }))}
            value={actor.userIds ?? []}
            error={error}
            onChange={(userIds) => onChange({ ...actor, kind, userIds })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={actor.negate === true}
              onChange={(event) => onChange({ ...actor, kind, negate: event.target.checked })}
            />
            {t('automations.field.negate')}
          </label>
        </>
      ) : null}
    </div>
  );
}

/** 'Atribuir a': who caused the event, who created the card, or one person. */
export function AssignTargetField({
  id,
  label,
  error,
  part,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  part: Record<string, unknown>;
  onChange: (path: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const builder = useBuilder();
  const current =
    typeof part.to === 'string' ? `to:${part.to}` : typeof part.userId === 'string' ? `user:${part.userId}` : '';
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        {...fieldControlProps(id, error)}
        className={selectClass}
        value={current}
        onChange={(event) => {
          const [kind, target] = event.target.value.split(':') as [string, string];
          onChange('to', kind === 'to' ? target : undefined);
          onChange('userId', kind === 'user' ? target : undefined);
        }}
      >
        <option value="to:actor">{t('automations.option.assignTo.actor')}</option>
        <option value="to:creator">{t('automations.option.assignTo.creator')}</option>
        {builder.members.map((member) => (
          <option key={member.id} value={`user:${member.id}`}>
            {member.name || member.email}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type NotifyTarget = string | { userId: string };

/** Whom to notify: the assignee, the creator, the board's admins, and chosen people. */
export function NotifyTargetsField({
  id,
  label,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: unknown;
  onChange: (next: NotifyTarget[]) => void;
}) {
  const t = looseT(useTranslation().t);
  const builder = useBuilder();
  const targets = Array.isArray(value) ? (value as NotifyTarget[]) : [];
  const keys = targets.map((target) => (typeof target === 'string' ? target : `user:${target.userId}`));
  const options: Option[] = [
    ...['assignee', 'creator', 'board_admins'].map((role) => ({
      value: role,
      label: t(`automations.option.notifyTo.${role}`),
    })),
    ...builder.members.map((member) => ({ value: `user:${member.id}`, label: member.name || member.email })),
  ];
  return (
    <CheckboxList
      id={id}
      legend={label}
      options={options}
      value={keys}
      error={error}
      onChange={(next) =>
        onChange(next.map((key) => (key.startsWith('user:') ? { userId: key.slice('user:'.length) } : key)))
      }
    />
  );
}
