import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { fieldId, useBuilder } from '@/features/automations/components/builder-context';
import { ParamField } from '@/features/automations/components/param-field';
import { pruneHidden, setPath, visibleFields, type FieldSpec } from '@/features/automations/lib/builder-specs';
import { selectClass } from '@/features/board/components/destination-select';
import { useMessage } from '@/features/auth/hooks/use-message';
import { looseT } from '@/features/automations/lib/loose-t';

type Part = Record<string, unknown>;

/**
 * One trigger, condition or action in the builder: its type (a select whose change starts the
 * part over with that type's defaults) and the fields that type shows now.
 */
export function PartFields({
  base,
  part,
  typeLabel,
  types,
  typeGroups,
  typeKey,
  fields,
  onType,
  onPart,
  aside,
}: {
  /** Where the part sits in the draft: 'trigger', 'actions.2', 'conditions.items.0'. */
  base: string;
  part: Part;
  typeLabel: string;
  types: readonly string[];
  /** Optional optgroups: a heading key for runs of `types`. */
  typeGroups?: readonly { label: string; types: readonly string[] }[];
  /** i18n prefix of the type names: 'automations.triggers'. */
  typeKey: string;
  fields: readonly FieldSpec[];
  onType: (type: string) => void;
  onPart: (update: (part: Part) => Part) => void;
  aside?: ReactNode;
}) {
  const t = looseT(useTranslation().t);
  const message = useMessage();
  const builder = useBuilder();
  const id = fieldId(builder.idPrefix, `${base}.type`);
  const typeError = builder.showErrors ? message(builder.errors.get(base)) : undefined;
  const option = (type: string) => (
    <option key={type} value={type}>
      {t(`${typeKey}.${type}`)}
    </option>
  );
  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={id}>{typeLabel}</Label>
          <select
            id={id}
            className={selectClass}
            value={String(part.type ?? '')}
            onChange={(event) => onType(event.target.value)}
          >
            {typeGroups
              ? typeGroups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.types.map(option)}
                  </optgroup>
                ))
              : types.map(option)}
          </select>
        </div>
        {aside}
      </div>
      {typeError ? <p className="text-xs font-medium text-destructive">{typeError}</p> : null}
      {visibleFields(fields, part).length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {visibleFields(fields, part).map((spec) => (
            <div
              key={spec.path}
              className={
                ['actor', 'template', 'lines', 'columns', 'labels', 'users', 'notifyTargets', 'copyFields'].includes(
                  spec.kind,
                )
                  ? 'sm:col-span-2'
                  : undefined
              }
            >
              <ParamField
                spec={spec}
                part={part}
                base={base}
                onChange={(path, value) => onPart((current) => pruneHidden(fields, setPath(current, path, value)))}
              />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
