import { MAX_RUNS_PER_CARD_PER_HOUR_MAX } from '@rbax/shared/automations/rules';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldId, useBuilder } from '@/features/automations/components/builder-context';
import type { Draft } from '@/features/automations/lib/draft';

type Options = NonNullable<Draft['options']>;

/** 'Opções avançadas': chains, the per-card hourly cap, stop on the first error. */
export function OptionsSection({ draft, update }: { draft: Draft; update: (change: (draft: Draft) => Draft) => void }) {
  const { t } = useTranslation();
  const builder = useBuilder();
  const options: Options = draft.options ?? {};
  const set = (change: Partial<Options>) =>
    update((current) => ({ ...current, options: { ...current.options, ...change } }));
  const capId = fieldId(builder.idPrefix, 'options.maxRunsPerCardPerHour');
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer text-sm font-semibold">{t('automations.builder.options')}</summary>
      <div className="mt-3 grid gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={options.allowTriggerByAutomation === true}
            onChange={(event) => set({ allowTriggerByAutomation: event.target.checked })}
          />
          <span className="grid">
            <span className="font-medium">{t('automations.builder.allowChain')}</span>
            <span className="text-muted-foreground">{t('automations.builder.allowChainHint')}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={options.stopOnError !== false}
            onChange={(event) => set({ stopOnError: event.target.checked })}
          />
          <span className="font-medium">{t('automations.builder.stopOnError')}</span>
        </label>
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={capId}>{t('automations.builder.maxRuns')}</Label>
          <Input
            id={capId}
            type="number"
            min={1}
            max={MAX_RUNS_PER_CARD_PER_HOUR_MAX}
            value={options.maxRunsPerCardPerHour ?? 10}
            onChange={(event) => set({ maxRunsPerCardPerHour: Number(event.target.value) || 1 })}
          />
        </div>
      </div>
    </details>
  );
}
