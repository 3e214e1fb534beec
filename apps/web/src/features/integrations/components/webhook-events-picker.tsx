import { eventCatalogue, type EventKind, type EventScope } from '@rbax/shared/event-log';
import { WEBHOOK_ALL_EVENTS } from '@rbax/shared/integrations';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@/components/ui/form-field';

type WebhookEventsPickerProps = {
  id: string;
  legend: string;
  /** The kinds one may choose, in the catalogue's order. */
  kinds: readonly EventKind[];
  /** Offer "every event, those to come too" (`*`): webhooks do, chat does not. */
  allowAll?: boolean;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
};

const scopeOrder: EventScope[] = ['card', 'column', 'label', 'board', 'workspace'];
const choiceClass = 'flex items-start gap-2 text-sm';
const boxClass = 'mt-0.5 size-4 shrink-0 accent-primary';

/** The events a webhook or chat connection receives: all (`*`) or chosen kinds, grouped by what they are about. */
export function WebhookEventsPicker({
  id,
  legend,
  kinds,
  allowAll = false,
  value,
  onChange,
  error,
}: WebhookEventsPickerProps) {
  const { t } = useTranslation();
  const all = allowAll && value.includes(WEBHOOK_ALL_EVENTS);
  const groups = scopeOrder
    .map((scope) => ({ scope, kinds: kinds.filter((kind) => eventCatalogue[kind].scope === scope) }))
    .filter((group) => group.kinds.length > 0);
  const toggle = (kind: EventKind, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== kind), kind] : value.filter((v) => v !== kind));

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {allowAll ? (
        <>
          <label className={choiceClass}>
            <input
              type="radio"
              name={`${id}-scope`}
              className={boxClass}
              checked={all}
              onChange={() => onChange([WEBHOOK_ALL_EVENTS])}
            />
            {t('integrations.events.all')}
          </label>
          <label className={choiceClass}>
            <input
              type="radio"
              name={`${id}-scope`}
              className={boxClass}
              checked={!all}
              onChange={() => onChange([])}
            />
            {t('integrations.events.chosen')}
          </label>
        </>
      ) : null}
      {all ? null : (
        <div className="grid max-h-64 gap-3 overflow-y-auto rounded-md border p-3">
          {groups.map((group) => (
            <div key={group.scope} role="group" aria-labelledby={`${id}-${group.scope}`} className="grid gap-1.5">
              {groups.length > 1 ? (
                <p
                  id={`${id}-${group.scope}`}
                  className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {t(`integrations.events.groups.${group.scope}`)}
                </p>
              ) : null}
              {group.kinds.map((kind) => (
                <label key={kind} className={choiceClass}>
                  <input
                    type="checkbox"
                    className={boxClass}
                    checked={value.includes(kind)}
                    onChange={(event) => toggle(kind, event.target.checked)}
                  />
                  <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                    <span>{t(`integrations.events.kinds.${kind}`)}</span>
                    <code className="font-mono text-xs text-muted-foreground">{kind}</code>
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
