import type { AiInsightsResponse } from '@rbax/shared/ai/insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the insights are about: one board, or the readable boards of a workspace. */
export type InsightsScope = { kind: 'board'; id: string } | { kind: 'workspace'; id: string };

const urlOf = (scope: InsightsScope, summary: boolean) =>
  `/api/v1/${scope.kind === 'board' ? 'boards' : 'workspaces'}/${encodeURIComponent(scope.id)}/ai-insights${
    summary ? '?summary=1' : ''
  }`;

export function getAiInsights(scope: InsightsScope, signal?: AbortSignal): Promise<AiInsightsResponse> {
  return apiRequest(urlOf(scope, false), { signal });
}

/** The same insights with the model's summary on top (only asked for when the person clicks). */
export function getAiInsightsSummary(scope: InsightsScope, signal?: AbortSignal): Promise<AiInsightsResponse> {
  return apiRequest(urlOf(scope, true), { signal });
}

export const aiInsightsKey = (scope: InsightsScope | null) =>
  ['ai', 'insights', scope?.kind ?? null, scope?.id ?? null] as const;

/** /ai-insights: the deterministic insights, fast; the previous answer stays while another scope loads. */
export function aiInsightsQueryOptions(scope: InsightsScope | null) {
  return queryOptions({
    queryKey: aiInsightsKey(scope),
    queryFn: ({ signal }) => getAiInsights(scope!, signal),
    enabled: scope !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
