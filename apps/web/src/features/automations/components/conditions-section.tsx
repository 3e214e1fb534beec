import { CONDITIONS_MAX, countLeaves, type ConditionType } from '@rbax/shared/automations/rules';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldId, useBuilder } from '@/features/automations/components/builder-context';
import { PartFields } from '@/features/automations/components/part-fields';
import { conditionFields, conditionOrder } from '@/features/automations/lib/builder-specs';
import { defaultCondition } from '@/features/automations/lib/defaults';
import type { Draft } from '@/features/automations/lib/draft';
import { selectClass } from '@/features/board/components/destination-select';

type Part = Record<string, unknown>;
type Group = { op: 'all' | 'any'; items: Part[] };

/** all/any of a group, as a select reading 'todas'/'qualquer uma'. */
function GroupOp({ id, value, onChange }: { id: string; value: string; onChange: (op: 'all' | 'any') => void }) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      aria-label={t('automations.builder.groupOp')}
      className={`${selectClass} w-auto`}
      value={value}
      onChange={(event) => onChange(event.target.value as 'all' | 'any')}
    >
      <option value="all">{t('automations.option.groupOp.all')}</option>
      <option value="any">{t('automations.option.groupOp.any')}</option>
    </select>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" size="icon" variant="ghost" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/**
 * 'Se…': the condition tree — the root group (all/any) holds conditions and groups of conditions
 * (depth 2, as the schema allows); no conditions means the rule always runs.
 */
export function ConditionsSection({
  draft,
  update,
}: {
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
}) {
  const { t } = useTranslation();
  const builder = useBuilder();
  const tree = (draft.conditions ?? { op: 'all', items: [] }) as unknown as Group;
  const full = countLeaves(tree as never) >= CONDITIONS_MAX;
  const setTree = (change: (tree: Group) => Group) =>
    update((current) => ({
      ...current,
      conditions: change((current.conditions ?? { op: 'all', items: [] }) as unknown as Group) as Draft['conditions'],
    }));
  const setItem = (index: number, change: (item: Part) => Part) =>
    setTree((current) => ({ ...current, items: current.items.map((item, i) => (i === index ? change(item) : item)) }));
  const removeItem = (index: number) =>
    setTree((current) => ({ ...current, items: current.items.filter((_, i) => i !== index) }));
  const firstType = conditionOrder[0];

  const leaf = (part: Part, base: string, onChange: (change: (part: Part) => Part) => void, remove: () => void) => (
    <PartFields
      base={base}
      part={part}
      typeLabel={t('automations.builder.conditionType')}
      types={conditionOrder}
      typeKey="automations.conditions"
      fields={conditionFields[part.type as ConditionType] ?? []}
      onType={(type) => onChange(() => defaultCondition(type as ConditionType, builder))}
      onPart={onChange}
      aside={<RemoveButton label={t('automations.builder.removeCondition')} onClick={remove} />}
    />
  );

  return (
    <section aria-labelledby={`${builder.idPrefix}-if`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${builder.idPrefix}-if`} className="text-sm font-semibold">
          {t('automations.builder.if')}
        </h3>
        {tree.items.length > 1 ? (
          <>
            <GroupOp
              id={fieldId(builder.idPrefix, 'conditions.op')}
              value={tree.op}
              onChange={(op) => setTree((current) => ({ ...current, op }))}
            />
            <span className="text-sm text-muted-foreground">{t('automations.builder.ofTheseConditions')}</span>
          </>
        ) : null}
      </div>
      {tree.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('automations.builder.noConditions')}</p>
      ) : (
        <ul className="grid gap-3">
          {tree.items.map((item, index) =>
            'type' in item ? (
              <li key={index} className="rounded-md border bg-muted/30 p-3">
                {leaf(
                  item,
                  `conditions.items.${index}`,
                  (change) => setItem(index, change),
                  () => removeItem(index),
                )}
              </li>
            ) : (
              <li key={index} className="grid gap-3 rounded-md border border-dashed p-3">
                <div className="flex items-center gap-2">
                  <span className="text-sm font-medium">{t('automations.builder.group')}</span>
                  <GroupOp
                    id={fieldId(builder.idPrefix, `conditions.items.${index}.op`)}
                    value={String(item.op)}
                    onChange={(op) => setItem(index, (group) => ({ ...group, op }))}
                  />
                  <span className="flex-1 text-sm text-muted-foreground">
                    {t('automations.builder.ofTheseConditions')}
                  </span>
                  <RemoveButton label={t('automations.builder.removeGroup')} onClick={() => removeItem(index)} />
                </div>
                <ul className="grid gap-3">
                  {(item.items as Part[]).map((child, childIndex) => (
                    <li key={childIndex} className="rounded-md border bg-muted/30 p-3">
                      {leaf(
                        child,
                        `conditions.items.${index}.items.${childIndex}`,
                        (change) =>
                          setItem(index, (group) => ({
                            ...group,
                            items: (group.items as Part[]).map((c, i) => (i === childIndex ? change(c) : c)),
                          })),
                        () =>
                          setItem(index, (group) => ({
                            ...group,
                            items: (group.items as Part[]).filter((_, i) => i !== childIndex),
                          })),
                      )}
                    </li>
                  ))}
                </ul>
                <div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={full}
                    onClick={() =>
                      setItem(index, (group) => ({
                        ...group,
                        items: [...(group.items as Part[]), defaultCondition(firstType, builder)],
                      }))
                    }
                  >
                    <Plus aria-hidden="true" />
                    {t('automations.builder.addToGroup')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() =>
            setTree((current) => ({ ...current, items: [...current.items, defaultCondition(firstType, builder)] }))
          }
        >
          <Plus aria-hidden="true" />
          {t('automations.builder.addCondition')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() =>
            setTree((current) => ({
              ...current,
              items: [...current.items, { op: 'any', items: [defaultCondition(firstType, builder)] }],
            }))
          }
        >
          <FolderPlus aria-hidden="true" />
          {t('automations.builder.addGroup')}
        </Button>
      </div>
    </section>
  );
}
