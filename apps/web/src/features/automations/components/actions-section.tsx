import { ACTIONS_MAX, type ActionType } from '@rbax/shared/automations/rules';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBuilder } from '@/features/automations/components/builder-context';
import { PartFields } from '@/features/automations/components/part-fields';
import { actionFields, actionOrder } from '@/features/automations/lib/builder-specs';
import { defaultAction } from '@/features/automations/lib/defaults';
import type { Draft } from '@/features/automations/lib/draft';
import { useMessage } from '@/features/auth/hooks/use-message';

type Part = Record<string, unknown>;
type Actions = NonNullable<Draft['actions']>;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** 'Então…': the actions, in the order they run; up/down instead of dragging. */
export function ActionsSection({ draft, update }: { draft: Draft; update: (change: (draft: Draft) => Draft) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const builder = useBuilder();
  const actions = (draft.actions ?? []) as unknown as Part[];
  const setActions = (change: (actions: Part[]) => Part[]) =>
    update((current) => ({
      ...current,
      actions: change((current.actions ?? []) as unknown as Part[]) as unknown as Actions,
    }));
  const listError = builder.showErrors ? message(builder.errors.get('actions')) : undefined;

  return (
    <section aria-labelledby={`${builder.idPrefix}-then`} className="grid gap-3 rounded-lg border p-4">
      <h3 id={`${builder.idPrefix}-then`} className="text-sm font-semibold">
        {t('automations.builder.then')}
      </h3>
      {actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('automations.builder.noActions')}</p>
      ) : (
        <ol className="grid gap-3">
          {actions.map((action, index) => (
            <li key={index} className="rounded-md border bg-muted/30 p-3">
              <PartFields
                base={`actions.${index}`}
                part={action}
                typeLabel={t('automations.builder.actionNumber', { n: index + 1 })}
                types={actionOrder}
                typeKey="automations.actions"
                fields={actionFields[action.type as ActionType] ?? []}
                onType={(type) =>
                  setActions((list) =>
                    list.map((item, i) => (i === index ? defaultAction(type as ActionType, builder) : item)),
                  )
                }
                onPart={(change) => setActions((list) => list.map((item, i) => (i === index ? change(item) : item)))}
                aside={
                  <div className="flex shrink-0 gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('automations.builder.moveUp', { n: index + 1 })}
                      disabled={index === 0}
                      onClick={() => setActions((list) => moved(list, index, index - 1))}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('automations.builder.moveDown', { n: index + 1 })}
                      disabled={index === actions.length - 1}
                      onClick={() => setActions((list) => moved(list, index, index + 1))}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('automations.builder.removeAction', { n: index + 1 })}
                      onClick={() => setActions((list) => list.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ol>
      )}
      {listError ? <p className="text-xs font-medium text-destructive">{listError}</p> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={actions.length >= ACTIONS_MAX}
          onClick={() => setActions((list) => [...list, defaultAction('move_card', builder)])}
        >
          <Plus aria-hidden="true" />
          {t('automations.builder.addAction')}
        </Button>
      </div>
    </section>
  );
}
