import type { AiInsightsResponse } from '@rbax/shared/ai/insights';
import { useMutation } from '@tanstack/react-query';
import { Settings2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cardPath, paths } from '@/config/paths';
import { getAiInsightsSummary, type InsightsScope } from '@/features/ai/insights/api/get-ai-insights';

const linkClass =
  'rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/**
 * The model's part of /ai-insights: without a provider, how to get one; with one, a button that
 * asks for the summary (never on page load: the insights do not wait for a model) and the
 * summary with suggested actions, each linking to the cards it names.
 */
export function AiSummaryPanel({ scope, data }: { scope: InsightsScope; data: AiInsightsResponse }) {
  const { t } = useTranslation();
  const titles = new Map<string, { title: string; boardId: string }>();
  for (const insight of data.insights) {
    if ('card' in insight) titles.set(insight.card.id, insight.card);
    if ('cards' in insight) for (const card of insight.cards) titles.set(card.id, card);
  }
  const summary = useMutation({
    mutationKey: ['ai', 'insights', 'summary', scope.kind, scope.id],
    mutationFn: () => getAiInsightsSummary(scope),
  });
  const answer = summary.data;

  if (!data.ai.available) {
    const reason = data.ai.status === 'ready' ? 'not_configured' : data.ai.status;
    return (
      <section aria-labelledby="ai-summary-title" className="grid gap-3 rounded-xl border border-dashed bg-card p-4">
        <h2 id="ai-summary-title" className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          {t('aiInsights.ai.enable.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t(`aiInsights.ai.enable.${reason}`)}</p>
        {reason !== 'no_workspace' ? (
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link to={paths.aiSettings}>
              <Settings2 aria-hidden="true" />
              {t('aiInsights.ai.enable.action')}
            </Link>
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="ai-summary-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="ai-summary-title" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t('aiInsights.ai.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('aiInsights.ai.description')}</p>
      <div aria-live="polite" className="grid gap-3">
        {summary.isPending ? (
          <p className="flex items-center gap-2 text-sm">
            <Spinner className="size-4" />
            {t('aiInsights.ai.generating')}
          </p>
        ) : null}
        {summary.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('aiInsights.ai.errors.ai_unavailable')}
          </p>
        ) : null}
        {answer?.summaryError ? (
          <p role="alert" className="text-sm text-destructive">
            {t(`aiInsights.ai.errors.${answer.summaryError}`)}
          </p>
        ) : null}
        {answer?.summary ? (
          <div className="grid gap-3" data-testid="ai-summary">
            <p className="text-sm whitespace-pre-line">{answer.summary.text}</p>
            {answer.summary.suggestions.length > 0 ? (
              <div className="grid gap-1.5">
                <h3 className="text-sm font-semibold">{t('aiInsights.ai.suggestions')}</h3>
                <ul className="grid list-disc gap-1.5 pl-5 text-sm">
                  {answer.summary.suggestions.map((suggestion, index) => (
                    <li key={index}>
                      {suggestion.text}
                      {suggestion.cardIds.length > 0 ? (
                        <span className="ml-1 inline-flex flex-wrap gap-x-2">
                          {suggestion.cardIds.map((id) => {
                            const card = titles.get(id);
                            return card ? (
                              <Link key={id} to={cardPath(card.boardId, id)} className={linkClass}>
                                {card.title}
                              </Link>
                            ) : null;
                          })}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="text-xs text-muted-foreground">{t('aiInsights.ai.disclaimer')}</p>
          </div>
        ) : null}
      </div>
      <Button type="button" size="sm" className="w-fit" onClick={() => summary.mutate()} disabled={summary.isPending}>
        <Sparkles aria-hidden="true" />
        {answer ? t('aiInsights.ai.regenerate') : t('aiInsights.ai.generate')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('aiInsights.ai.sent')}</p>
    </section>
  );
}
