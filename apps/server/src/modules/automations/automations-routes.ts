import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  automationDraftDryRunInputSchema,
  automationDryRunInputSchema,
  automationDryRunResultSchema,
  automationRunInputSchema,
  automationRunSchema,
  automationRunsQuerySchema,
  automationSchema,
  createAutomationInputSchema,
  updateAutomationInputSchema,
} from '@rbax/shared/automations/rules';
import {
  automationAssigneeListSchema,
  automationAssigneeSchema,
  updateAutomationAssigneeInputSchema,
} from '@rbax/shared/automations/assignees';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import {
  createAutomation,
  deleteAutomation,
  getAutomation,
  listAutomationRuns,
  listAutomations,
  updateAutomation,
} from './automations-service.ts';
import { dryRunAutomation, dryRunDraft, runAutomationButton } from './automations-engine-service.ts';
import { listAssignees, updateAssignee } from './automations-assignees-service.ts';
import { DELIVER_QUEUE } from '#src/modules/integrations/webhooks-runtime.ts';

const tags = ['automations'];
const security = sessionSecurity;
const automationListSchema = z.object({ items: z.array(automationSchema) });
const automationRunListSchema = z.object({ items: z.array(automationRunSchema) });
const assigneeParams = idParams.extend({ userId: idSchema });

/**
 * A board's automation rules, run log and auto-assignment people (issue 20): board managers
 * change them, readers read them; members run buttons and dry runs.
 */
export const automationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const engineDeps = { ...deps, wakeWebhooks: () => app.jobs.send(DELIVER_QUEUE) };

  app.get(
    '/boards/:id/automations',
    {
      schema: {
        tags,
        security,
        summary: 'The board’s automation rules, in the order they run',
        params: idParams,
        response: { 200: automationListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listAutomations(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/boards/:id/automations',
    {
      schema: {
        tags,
        security,
        summary: 'Create a rule (added at the end of the list; ids must be the board’s columns, labels and people)',
        params: idParams,
        body: createAutomationInputSchema,
        response: { 201: automationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createAutomation(deps, await requireUser(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/boards/:id/automations/dry-run',
    {
      schema: {
        tags,
        security,
        summary:
          'What a rule not saved yet would do to a card of the board (the builder’s test): as the dry run of a saved rule; writes nothing',
        params: idParams,
        body: automationDraftDryRunInputSchema,
        response: { 200: automationDryRunResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => dryRunDraft(engineDeps, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/boards/:id/automations/assignees',
    {
      schema: {
        tags,
        security,
        summary:
          'Who auto-assignment may choose on the board (people who can edit its cards), with skills, availability, cap on open cards and the open cards they hold',
        params: idParams,
        response: { 200: automationAssigneeListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listAssignees(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/boards/:id/automations/assignees/:userId',
    {
      schema: {
        tags,
        security,
        summary:
          'Set a person’s cap on open cards of the board for auto-assignment (`null`: none of their own); board managers',
        params: assigneeParams,
        body: updateAutomationAssigneeInputSchema,
        response: { 200: automationAssigneeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateAssignee(
        deps,
        await requireUser(request),
        request.params.id,
        request.params.userId,
        request.body.maxOpenCards,
      ),
  );

  app.get(
    '/automations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One automation rule',
        params: idParams,
        response: { 200: automationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getAutomation(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/automations/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Enable or disable, move to another `position` (the others renumbered), or change any part of the rule (`version` goes up when what it does changes)',
        params: idParams,
        body: updateAutomationInputSchema,
        response: { 200: automationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateAutomation(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/automations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a rule and its run log',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAutomation(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/automations/:id/runs',
    {
      schema: {
        tags,
        security,
        summary: 'The rule’s run log, newest first (`before`: the last run id of the previous page)',
        params: idParams,
        querystring: automationRunsQuerySchema,
        response: { 200: automationRunListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listAutomationRuns(deps, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/automations/:id/dry-run',
    {
      schema: {
        tags,
        security,
        summary:
          'What the rule would do to the card: whether its conditions hold, each action’s outcome (auto-assignment’s decision included) and the rules its events would set off (`triggers`, to depth 3); writes nothing',
        params: idParams,
        body: automationDryRunInputSchema,
        response: { 200: automationDryRunResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => dryRunAutomation(engineDeps, await requireUser(request), request.params.id, request.body.cardId),
  );

  app.post(
    '/automations/:id/run',
    {
      schema: {
        tags,
        security,
        summary:
          'Run a button rule now: a card button on `cardId`, a board button on every active card meeting its conditions (members and up)',
        params: idParams,
        body: automationRunInputSchema,
        response: { 200: automationRunListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      runAutomationButton(engineDeps, await requireUser(request), request.params.id, request.body.cardId),
  );
};
