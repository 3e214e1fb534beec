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
import { RunSteps } from '@/features/automations/components/run-steps';
import { conditionNumbers } from '@/features/automations/lib/run-format';
import { ApiError } from '@/lib/api-client';

const SHOWN = 8;

type Named = { id: string; name: string; email?: string };

/**
 * 'Testar': runs a rule against a chosen card on the server, inside a transaction that is rolled
 * back — whether its conditions hold, what each action would change (who auto-assignment would
 * pick, and why), which other rules that would set off. Nothing changes. The builder tests the
 * rule on screen; members test a saved rule from the list.
 */
export function DryRunSection({
  idPrefix,
  cards,
  members,
  labels,
  runTest,
}: {
  idPrefix: string;
  cards: readonly { id: string; title: string }[];
  members: readonly Named[];
  labels: readonly Named[];
  /** Asks the server; null when the rule cannot be tested yet (the builder showed why). */
  runTest: (cardId: string) => Promise<AutomationDryRunResult> | null;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [cardId, setCardId] = useState<string | null>(null);
  const [result, setResult] = useState<AutomationDryRunResult | null>(null);
  const [pending, setPending] = useState(false);
  const matches = useMemo(() => {
    const folded = foldSearchText(query.trim());
    const found = folded ? cards.filter((card) => foldSearchText(card.title).includes(folded)) : cards;
    return found.slice(0, SHOWN);
  }, [cards, query]);
  const chosen = cards.find((card) => card.id === cardId) ?? null;
  const searchId = `${idPrefix}-dry-search`;

  const test = () => {
    if (!chosen) return;
    const request = runTest(chosen.id);
    if (!request) return;
    setPending(true);
    request
      .then(setResult)
      .catch((error: unknown) =>
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('automations.dryRun.failed')),
      )
      .finally(() => setPending(false));
  };

  return (
    <section aria-labelledby={`${idPrefix}-dry`} className="grid gap-3 rounded-lg border p-4">
      <div>
        <h3 id={`${idPrefix}-dry`} className="text-sm font-semibold">
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
                  name={`${idPrefix}-dry-card`}
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
            <Button type="button" variant="secondary" disabled={!chosen || pending} onClick={test}>
              {pending ? <Spinner /> : <FlaskConical aria-hidden="true" />}
              {t('automations.dryRun.run')}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {result && chosen ? (
          <DryRunResult result={result} cardTitle={chosen.title} members={members} labels={labels} />
        ) : null}
      </div>
    </section>
  );
}

function DryRunResult({
  result,
  cardTitle,
  members,
  labels,
}: {
  result: AutomationDryRunResult;
  cardTitle: string;
  members: readonly Named[];
  labels: readonly Named[];
}) {
  const { t } = useTranslation();
  const numbers = conditionNumbers(result.failedPath);
  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-3" data-testid="dry-run-result">
      <p className="text-sm font-medium">
        {result.matched
          ? t('automations.dryRun.matched', { card: cardTitle })
          : t('automations.dryRun.notMatched', { card: cardTitle, condition: numbers.join(' › ') || '1' })}
      </p>
      <RunSteps steps={result.steps} members={members} labels={labels} dryRun />
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
