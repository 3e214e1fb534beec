import type { AutomationDryRunResult } from '@rbax/shared/automations/rules';
import { foldSearchText } from '@rbax/shared/search';
import { FlaskConical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDryRunDraft } from '@/features/automations/api/dry-run-draft';
import { useBuilder } from '@/features/automations/components/builder-context';
import { RunSteps } from '@/features/automations/components/run-steps';
import type { Draft } from '@/features/automations/lib/draft';
import { conditionNumbers } from '@/features/automations/lib/run-format';
import { ApiError } from '@/lib/api-client';

const SHOWN = 8;

type DryRunAnswer = AutomationDryRunResult & { triggers?: { ruleId: string; ruleName: string; depth: number }[] };

/**
 * 'Testar': runs the rule being built against a chosen card on the server, inside a transaction
 * that is rolled back — whether its conditions hold, what each action would change (who
 * auto-assignment would pick, and why), which other rules that would set off. Nothing changes.
 */
export function DryRunSection({
  boardId,
  cards,
  draft,
  isValid,
  onInvalid,
}: {
  boardId: string;
  cards: readonly { id: string; title: string }[];
  draft: Draft;
  isValid: boolean;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const builder = useBuilder();
  const [query, setQuery] = useState('');
  const [cardId, setCardId] = useState<string | null>(null);
  const [result, setResult] = useState<DryRunAnswer | null>(null);
  const dryRun = useDryRunDraft(boardId);
  const matches = useMemo(() => {
    const folded = foldSearchText(query.trim());
    const found = folded ? cards.filter((card) => foldSearchText(card.title).includes(folded)) : cards;
    return found.slice(0, SHOWN);
  }, [cards, query]);
  const chosen = cards.find((card) => card.id === cardId) ?? null;
  const searchId = `${builder.idPrefix}-dry-search`;

  const test = () => {
    if (!chosen) return;
    if (!isValid) return onInvalid();
    dryRun.mutate(
      { rule: draft, cardId: chosen.id },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && !error.isUnexpected ? error.message : t('automations.dryRun.failed'),
          ),
      },
    );
  };

  return (
    <section aria-labelledby={`${builder.idPrefix}-dry`} className="grid gap-3 rounded-lg border p-4">
      <div>
        <h3 id={`${builder.idPrefix}-dry`} className="text-sm font-semibold">
          {t('automations.dryRun.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('automations.dryRun.description')}</p>
      </div>
      {cards.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('automations.dryRun.noCards')}</p>
      ) : (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>{t('automations.dryRun.card')}</Label>
            <Input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('automations.dryRun.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div role="radiogroup" aria-label={t('automations.dryRun.card')} className="grid gap-1">
            {matches.map((card) => (
              <label
                key={card.id}
                className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-muted has-[:checked]:bg-muted"
              >
                <input
                  type="radio"
                  name={`${builder.idPrefix}-dry-card`}
                  className="size-4 accent-primary"
                  checked={cardId === card.id}
                  onChange={() => {
                    setCardId(card.id);
                    setResult(null);
                  }}
                />
                <span className="truncate">{card.title}</span>
              </label>
            ))}
          </div>
          <div>
            <Button type="button" variant="secondary" disabled={!chosen || dryRun.isPending} onClick={test}>
              {dryRun.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
              {t('automations.dryRun.run')}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {result && chosen ? <DryRunResult result={result} cardTitle={chosen.title} /> : null}
      </div>
    </section>
  );
}

function DryRunResult({ result, cardTitle }: { result: DryRunAnswer; cardTitle: string }) {
  const { t } = useTranslation();
  const builder = useBuilder();
  const numbers = conditionNumbers(result.failedPath);
  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-3" data-testid="dry-run-result">
      <p className="text-sm font-medium">
        {result.matched
          ? t('automations.dryRun.matched', { card: cardTitle })
          : t('automations.dryRun.notMatched', { card: cardTitle, condition: numbers.join(' › ') || '1' })}
      </p>
      <RunSteps steps={result.steps} members={builder.members} labels={builder.labels} dryRun />
      {result.triggers && result.triggers.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t('automations.dryRun.wouldTrigger')}</p>
          <ul className="list-disc pl-5">
            {result.triggers.map((rule) => (
              <li key={`${rule.ruleId}-${rule.depth}`}>{rule.ruleName}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('automations.dryRun.nothingChanged')}</p>
    </div>
  );
}
