import type { TriggerType } from '@rbax/shared/automations/rules';
import { useTranslation } from 'react-i18next';
import { useBuilder } from '@/features/automations/components/builder-context';
import { PartFields } from '@/features/automations/components/part-fields';
import { triggerFields } from '@/features/automations/lib/builder-specs';
import { defaultTrigger } from '@/features/automations/lib/defaults';
import type { Draft } from '@/features/automations/lib/draft';
import { looseT } from '@/features/automations/lib/loose-t';

type Part = Record<string, unknown>;

const groups = [
  {
    key: 'events',
    types: [
      'card.created',
      'card.moved',
      'card.field_changed',
      'card.assignee_changed',
      'card.label_added',
      'card.label_removed',
      'comment.added',
      'checklist.item_checked',
      'checklist.completed',
    ],
  },
  { key: 'time', types: ['card.due_approaching', 'card.overdue', 'card.stale', 'schedule'] },
  { key: 'buttons', types: ['button.card', 'button.board'] },
] as const;

/** 'Quando…': the rule's one trigger. */
export function TriggerSection({ draft, update }: { draft: Draft; update: (change: (draft: Draft) => Draft) => void }) {
  const t = looseT(useTranslation().t);
  const builder = useBuilder();
  const trigger = draft.trigger as unknown as Part;
  const type = trigger.type as TriggerType;
  return (
    <section aria-labelledby={`${builder.idPrefix}-when`} className="grid gap-3 rounded-lg border p-4">
      <h3 id={`${builder.idPrefix}-when`} className="text-sm font-semibold">
        {t('automations.builder.when')}
      </h3>
      <PartFields
        base="trigger"
        part={trigger}
        typeLabel={t('automations.builder.triggerType')}
        types={groups.flatMap((group) => group.types)}
        typeGroups={groups.map((group) => ({
          label: t(`automations.builder.triggerGroups.${group.key}`),
          types: group.types,
        }))}
        typeKey="automations.triggers"
        fields={triggerFields[type] ?? []}
        onType={(next) =>
          update((current) => ({
            ...current,
            trigger: defaultTrigger(next as TriggerType, builder) as Draft['trigger'],
          }))
        }
        onPart={(change) =>
          update((current) => ({
            ...current,
            trigger: change(current.trigger as unknown as Part) as Draft['trigger'],
          }))
        }
      />
    </section>
  );
}
