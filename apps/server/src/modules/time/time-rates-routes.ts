import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@rbax/shared/validation';
import { memberRateSchema, memberRatesSchema, setHourlyRateInputSchema } from '@rbax/shared/time/rates';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { listRates, setRate } from './time-rates-service.ts';

const tags = ['time'];
const security = sessionSecurity;

export const timeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/time-rates',
    {
      schema: {
        tags,
        security,
        summary: "Hourly rates (BRL) of a workspace's members: owners and admins see everyone, others their own",
        params: idParams,
        response: { 200: memberRatesSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listRates(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/workspaces/:id/time-rates/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Set or remove (null) a member's hourly rate in BRL (owners and admins)",
        params: idParams.extend({ userId: idSchema }),
        body: setHourlyRateInputSchema,
        response: { 200: memberRateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setRate(deps, await requireUser(request), request.params.id, request.params.userId, request.body),
  );
};
