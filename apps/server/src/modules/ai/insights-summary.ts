import { z } from 'zod';
import {
  linkedCardIds,
  type AiInsightsResponse,
  type Insight,
  type InsightAiStatus,
  type InsightSummary,
  type InsightSummaryError,
  insightSummaryErrors,
} from '@rbax/shared/ai/insights';
import type { Locale } from '@rbax/shared/i18n';
import { isAppError } from '#src/lib/errors.ts';
import type { Deps } from '#src/lib/deps.ts';
import { resolveAiClient, type AiMessage } from './ai-provider.ts';
import { optedOutBoardIds } from './ai-settings-repository.ts';

/**
 * The model's part of AI Insights (issue 24, docs/decisions/048): a short written summary and
 * suggested actions on top of the deterministic insights, only when asked (`?summary=1`) and only
 * when the workspace turned AI on and a provider answers (ai-provider.ts). What is sent is the
 * insights themselves — numbers, reason codes, card titles, column and people's names — of the
 * boards not opted out; nothing else of the boards, nothing of another workspace. Nothing is kept:
 * neither the prompt nor the answer. A failure never hides the insights: it becomes a
 * `summaryError` code.
 */

export type SummaryScope =
  { kind: 'board'; boardId: string; workspaceId: string | null } | { kind: 'workspace'; workspaceId: string };

type SummaryInput = {
  scope: SummaryScope;
  boards: AiInsightsResponse['boards'];
  insights: readonly Insight[];
  locale: Locale;
};

type SummaryOutcome = {
  available: boolean;
  status: InsightAiStatus;
  summary: InsightSummary | null;
  summaryError: InsightSummaryError | null;
};

/** The longest answer asked of the model, in tokens. */
const SUMMARY_MAX_TOKENS = 900;
const SUGGESTIONS_MAX = 6;

const languageName: Record<Locale, string> = {
  'pt-BR': 'Brazilian Portuguese (pt-BR)',
  'en-US': 'American English (en-US)',
  'es-ES': 'Spanish (es-ES)',
};

/** What the model must answer: checked, cut to size; card ids it invents are dropped. */
const modelAnswerSchema = z.object({
  summary: z.string().trim().min(1).max(4000),
  suggestions: z
    .array(z.object({ text: z.string().trim().min(1).max(500), cardIds: z.array(z.string()).default([]) }))
    .default([]),
});

/** The insights as the model reads them: compact, ids kept so suggestions can name cards. */
function promptData(boards: SummaryInput['boards'], insights: readonly Insight[]) {
  const titles = new Map(boards.map((board) => [board.id, board.title]));
  return {
    boards: boards.map((board) => ({ id: board.id, title: board.title })),
    insights: insights.map(({ id: _id, ...insight }) => ({
      ...insight,
      board: insight.boardId ? titles.get(insight.boardId) : undefined,
    })),
  };
}

export function summaryMessages(
  locale: Locale,
  boards: SummaryInput['boards'],
  insights: readonly Insight[],
): AiMessage[] {
  const system = [
    'You are the flow analyst of a kanban tool. You receive insights already computed from the team’s',
    'boards (bottlenecks, cards at risk, overloaded people, stale cards, throughput trend, forecast): numbers',
    'and reason codes, never to be recomputed or contradicted. Write for the team, plainly and briefly.',
    `Answer in ${languageName[locale]}.`,
    'Reply with JSON only, no code fence: {"summary": string (at most 5 sentences), "suggestions":',
    `[{"text": string (one concrete action), "cardIds": string[]}] (at most ${SUGGESTIONS_MAX})}.`,
    'cardIds may only name ids of cards present in the insights. Do not invent cards, people or numbers.',
  ].join(' ');
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(promptData(boards, insights)) },
  ];
}

/** The model's JSON (tolerating a code fence or words around it); plain text becomes the summary alone. */
export function parseModelAnswer(
  text: string,
  allowedCardIds: Set<string>,
): Omit<InsightSummary, 'generatedAt'> | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed = modelAnswerSchema.safeParse(JSON.parse(trimmed.slice(start, end + 1)));
      if (parsed.success) {
        return {
          text: parsed.data.summary,
          suggestions: parsed.data.suggestions.slice(0, SUGGESTIONS_MAX).map((suggestion) => ({
            text: suggestion.text,
            cardIds: [...new Set(suggestion.cardIds)].filter((id) => allowedCardIds.has(id)),
          })),
        };
      }
    } catch {
      // Not JSON after all: read it as text below.
    }
  }
  return { text: trimmed.slice(0, 4000), suggestions: [] };
}

const errorCode = (error: unknown): InsightSummaryError => {
  const code = isAppError(error) ? error.code : 'ai_unavailable';
  return (insightSummaryErrors as readonly string[]).includes(code) ? (code as InsightSummaryError) : 'ai_unavailable';
};

/**
 * Whether a model may answer here, and — when `wanted` — its summary. A board outside any
 * workspace has no AI settings, so no AI.
 */
export async function insightsSummary(deps: Deps, input: SummaryInput, wanted: boolean): Promise<SummaryOutcome> {
  const { scope } = input;
  if (scope.workspaceId === null) {
    return { available: false, status: 'no_workspace', summary: null, summaryError: null };
  }
  const availability = await resolveAiClient(
    deps,
    scope.workspaceId,
    scope.kind === 'board' ? scope.boardId : undefined,
  );
  if (availability.status !== 'ready') {
    const summaryError = !wanted
      ? null
      : availability.status === 'not_configured'
        ? 'ai_not_configured'
        : 'ai_disabled';
    return { available: false, status: availability.status, summary: null, summaryError };
  }
  const ready = { available: true, status: 'ready' as const };
  if (!wanted) return { ...ready, summary: null, summaryError: null };

  // The boards a workspace opted out of AI stay out of the prompt.
  const optedOut = new Set(scope.kind === 'workspace' ? await optedOutBoardIds(deps.db, scope.workspaceId) : []);
  const boards = input.boards.filter((board) => !optedOut.has(board.id));
  const insights = input.insights
    .filter((insight) => insight.boardId === null || !optedOut.has(insight.boardId))
    .map((insight) =>
      insight.kind === 'overloaded_person'
        ? { ...insight, cards: insight.cards.filter((card) => !optedOut.has(card.boardId)) }
        : insight,
    );
  try {
    const { text } = await availability.client.complete({
      messages: summaryMessages(input.locale, boards, insights),
      maxTokens: SUMMARY_MAX_TOKENS,
    });
    const parsed = parseModelAnswer(text, linkedCardIds(insights));
    if (!parsed) return { ...ready, summary: null, summaryError: 'ai_invalid_response' };
    return { ...ready, summary: { ...parsed, generatedAt: new Date().toISOString() }, summaryError: null };
  } catch (error) {
    return { ...ready, summary: null, summaryError: errorCode(error) };
  }
}
