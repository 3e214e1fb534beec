import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  startTimerInputSchema,
  startTimerResponseSchema,
  stopTimerInputSchema,
  stopTimerResponseSchema,
  timerStateSchema,
} from '@rbax/shared/time/timer';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getTimer, keepTimer, startTimer, stopTimer } from './timer-service.ts';

const tags = ['time'];
const security = sessionSecurity;

export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/timer',
    {
      schema: {
        tags,
        security,
        summary: "The caller's running timer (one per person, on every device), or null, with the server's clock",
        response: { 200: timerStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => getTimer(deps, await requireUser(request)),
  );

  app.post(
    '/cards/:id/timer/start',
    {
      schema: {
        tags,
        security,
        summary:
          'Start the timer on a card (edit). A timer running on another card stops first and its time is recorded; ' +
          'one that ran longer than 24 h must be stopped with a chosen end or discarded first (409)',
        params: idParams,
        body: startTimerInputSchema,
        response: { 200: startTimerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startTimer(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/timer/stop',
    {
      schema: {
        tags,
        security,
        summary:
          'Stop the running timer: record its time up to now or to `endedAt`, or `discard` it. ' +
          'Nothing running: `{ entry: null }`',
        body: stopTimerInputSchema,
        response: { 200: stopTimerResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => stopTimer(deps, await requireUser(request), request.body),
  );

  app.post(
    '/timer/keep',
    {
      schema: {
        tags,
        security,
        summary: 'Keep a long-running timer after the review question (asked again ten hours later)',
        response: { 200: timerStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => keepTimer(deps, await requireUser(request)),
  );
};
