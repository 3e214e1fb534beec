import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiInsightsQuerySchema, aiInsightsResponseSchema } from '@rbax/shared/ai/insights';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getBoardInsights, getWorkspaceInsights } from './insights-service.ts';

const tags = ['ai'];
const described =
  'bottlenecks (started columns whose WIP grew or passed its limit while their cards age past the typical cycle ' +
  'time), cards at risk (past the SLE, breach risk at the threshold, overdue, due in 48 h), overloaded people ' +
  '(open cards over their cap, far above the team, or unavailable), stale cards, the throughput trend (28 days ' +
  'against the 28 before) and a Monte Carlo forecast of the work in progress — numbers and reason codes, most ' +
  'severe first, at most 20 of each kind (`totals` counts them all). With `summary=1`, when the workspace turned ' +
  'AI on, the model adds a summary and suggestions (`summaryError` when it fails; the insights still come)';

/** AI Insights (issue 24, docs/decisions/048). */
export const aiInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/boards/:id/ai-insights',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: `A board's insights (read): ${described}`,
        params: idParams,
        querystring: aiInsightsQuerySchema,
        response: { 200: aiInsightsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBoardInsights(deps, await requireUser(request), request.params.id, request.query, requestLocale(request)),
  );

  app.get(
    '/workspaces/:id/ai-insights',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: `Across the workspace's boards the caller reads, not archived (members): ${described}`,
        params: idParams,
        querystring: aiInsightsQuerySchema,
        response: { 200: aiInsightsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getWorkspaceInsights(deps, await requireUser(request), request.params.id, request.query, requestLocale(request)),
  );
};
