import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiAssistInputSchema, aiProposalSchema, type AiStreamEvent } from '@rbax/shared/ai/assist';
import { translate } from '@rbax/shared/messages';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { AppError } from '#src/lib/errors.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { toAppError } from '#src/plugins/error-handler.ts';
import { runAssist } from './ai-assist-service.ts';
import { AiAbortedError } from './ai-errors.ts';
import { applyProposal, discardProposal } from './ai-proposals-service.ts';

const tags = ['ai'];
const security = sessionSecurity;
/** A comment line now and then keeps proxies from closing a stream that waits on a tool. */
const HEARTBEAT_MS = 15_000;

export const aiAssistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.post(
    '/ai/assist',
    {
      schema: {
        tags,
        security,
        summary:
          'Smart Assist: a text/event-stream of `text`, `tool`, `proposal`, `error` and `done` events (aiStreamEventSchema)',
        body: aiAssistInputSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 403, 404, 409, 429, 502, 503, 504),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const locale = requestLocale(request);
      const raw = reply.raw;
      const controller = new AbortController();
      // The person pressed stop or left: the upstream request is aborted with it.
      const onClose = () => {
        if (!raw.writableFinished) controller.abort();
      };
      raw.on('close', onClose);
      let open = false;
      let heartbeat: NodeJS.Timeout | undefined;
      // The stream opens with its first event: anything that fails before (access, AI off, the
      // quota, the provider refusing the first call) is an ordinary JSON error with its status.
      const send = (event: AiStreamEvent) => {
        if (controller.signal.aborted || raw.destroyed) return;
        if (!open) {
          open = true;
          reply.hijack();
          raw.writeHead(200, {
            ...(reply.getHeaders() as Record<string, string>),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
          });
          heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
        }
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      try {
        await runAssist(deps, user, { input: request.body, locale, signal: controller.signal, send });
      } catch (error) {
        if (error instanceof AiAbortedError || controller.signal.aborted) {
          if (!open) reply.hijack();
          raw.end();
          return reply;
        }
        if (!open) throw error;
        const appError = toAppError(error) ?? new AppError(500, 'internal', 'errors.internal');
        if (appError.status >= 500)
          request.log.error({ code: appError.code, err: toAppError(error) ? undefined : error }, 'assist failed');
        send({ type: 'error', code: appError.code, message: translate(appError.message, locale, appError.params) });
      } finally {
        clearInterval(heartbeat);
        raw.off('close', onClose);
      }
      if (open && !raw.destroyed) raw.end();
      return reply;
    },
  );

  app.post(
    '/ai/actions/:id/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply a change Smart Assist proposed, as ordinary service calls by the person (once)',
        params: idParams,
        response: { 200: aiProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => applyProposal(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/ai/actions/:id/discard',
    {
      schema: {
        tags,
        security,
        summary: 'Discard a change Smart Assist proposed',
        params: idParams,
        response: { 200: aiProposalSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => discardProposal(deps, await requireUser(request), request.params.id),
  );
};
