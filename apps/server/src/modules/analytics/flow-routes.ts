import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardAgingResponseSchema,
  flowQuerySchema,
  flowResponseSchema,
  flowSettingsSchema,
  forecastInputSchema,
  forecastResponseSchema,
  updateFlowSettingsInputSchema,
} from '@rbax/shared/analytics';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sendJsonText, sessionSecurity } from '#src/lib/route-schemas.ts';
import { forecast } from './flow-forecast.ts';
import { getAging, getFlow, getFlowSettings, updateFlowSettings } from './flow-service.ts';

const tags = ['analytics'];
const security = sessionSecurity;

/** A board's flow analytics (issue 19, docs/decisions/037): workflow settings, metrics, forecasts, ageing. */
export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/boards/:id/flow-settings',
    {
      schema: {
        tags,
        security,
        summary:
          "The board's workflow for flow metrics (read): start (commitment) and done columns, time zone, SLE percentile " +
          'and window, breach-risk threshold; `configured: false` while the defaults from its template and columns apply',
        params: idParams,
        response: { 200: flowSettingsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getFlowSettings(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/boards/:id/flow-settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Change the workflow (manage): columns must be active columns of the board (400 validation.flowColumnUnknown) ' +
          'with start at or before done (400 validation.flowColumnsOrder). A new done column or zone folds the board’s ' +
          'log again in the background; reports stay exact meanwhile (they read the raw log)',
        params: idParams,
        body: updateFlowSettingsInputSchema,
        response: { 200: flowSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateFlowSettings(deps, await requireUser(request), request.params.id, request.body, app.analytics.wakeRebuild),
  );

  app.get(
    '/boards/:id/flow',
    {
      schema: {
        tags,
        security,
        summary:
          'Flow metrics (read) as of `asOf` (default now) over the local days `from`–`to` of the board’s zone (default ' +
          'the last 60 days up to the local date of asOf; at most 731 days, else 400 validation.flowRangeInvalid): cards ' +
          'with cycle/lead time and age, throughput with zero days, CFD (as it was, and flow view), percentiles and the ' +
          'SLE (nearest rank, with n), ageing with zones and breach risk, time in each column, burn-up',
        params: idParams,
        querystring: flowQuerySchema,
        response: { 200: flowResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    // Serialized here: running the response schema over 5,000 cards costs ~20 ms (decision 037);
    // the tests hold the body to flowResponseSchema.
    async (request, reply) =>
      sendJsonText(
        reply,
        JSON.stringify(await getFlow(deps, await requireUser(request), request.params.id, request.query)),
      ),
  );

  app.post(
    '/boards/:id/forecast',
    {
      schema: {
        tags,
        security,
        summary:
          'Monte Carlo forecast (read; nothing is written): `when` N items will be done, or `howMany` by a date (after ' +
          'today, else 400 validation.forecastDateInPast). Samples: daily throughput of the SLE window, zeros included. ' +
          'Same `seed` and `trials`, same answer (the seed is echoed). 422 forecast_unavailable when the history is too short',
        params: idParams,
        body: forecastInputSchema,
        response: { 200: forecastResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => forecast(deps, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/boards/:id/aging',
    {
      schema: {
        tags,
        security,
        summary: 'Ageing of the started cards (read): age in days, zone and breach risk against the board’s SLE',
        params: idParams,
        response: { 200: boardAgingResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getAging(deps, await requireUser(request), request.params.id),
  );
};
