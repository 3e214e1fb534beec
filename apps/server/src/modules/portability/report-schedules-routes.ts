import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportScheduleInputSchema,
  reportScheduleListSchema,
  reportScheduleSchema,
} from '@rbax/shared/portability/report-schedules';
import { isLocale } from '@rbax/shared/i18n';
import { portabilityLabels } from '@rbax/shared/portability/labels';
import { idSchema } from '@rbax/shared/validation';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import {
  createReportSchedule,
  listReportSchedules,
  removeReportSchedule,
  sendReportNow,
  toggleReportSchedule,
} from './report-schedules-service.ts';
import { unsubscribe, validUnsubscribeToken } from './report-schedules-run.ts';
import { findReportSchedule } from './schedules-repository.ts';
import { tags } from './portability-route-helpers.ts';

/** Scheduled PDF reports by e-mail (issue 23). */
export const reportSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/report-schedules',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "A workspace's scheduled reports (members)",
        params: idParams,
        response: { 200: reportScheduleListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ schedules: await listReportSchedules(deps, await requireUser(request), request.params.id) }),
  );

  app.post(
    '/workspaces/:id/report-schedules',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          "Schedule a PDF report by e-mail, weekly (Mondays) or monthly (the 1st) at 08:00 in its zone: the workspace's (owners and admins) or a board's (its editors); sections; members or addresses",
        params: idParams,
        body: reportScheduleInputSchema,
        response: { 201: reportScheduleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReportSchedule(deps, await requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/report-schedules/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Turn a scheduled report on or off',
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: reportScheduleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toggleReportSchedule(deps, await requireUser(request), request.params.id, request.body.enabled),
  );

  app.delete(
    '/report-schedules/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Delete a scheduled report',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeReportSchedule(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/report-schedules/:id/send',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "'Enviar agora': the report goes to every recipient at once",
        params: idParams,
        response: { 200: z.object({ sent: z.number().int() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => sendReportNow(deps, await requireUser(request), request.params.id),
  );
};

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>RBAX Flow</title></head><body><main>${body}</main></body></html>`;
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The unsubscribe link of a report e-mail, outside /api/v1: it is opened from a mail client (no
 * session, no Origin). GET shows a button (mail scanners follow links: a GET changes nothing);
 * POST — the button, or a client's one-click List-Unsubscribe-Post — removes the address. The
 * signed token is the only authority (HMAC over schedule and address).
 */
export const reportUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const query = z.object({ s: idSchema, e: z.string().max(255), t: z.string().max(100) });
  const check = async (q: z.infer<typeof query>) => {
    const row = await findReportSchedule(deps.db, q.s);
    return row && validUnsubscribeToken(deps.config.authSecret, q.s, q.e, q.t) ? row : null;
  };
  const html = z.string().describe('An HTML page');

  app.get(
    '/report-unsubscribe',
    { schema: { hide: true, querystring: query, response: { 200: html, 404: html } } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const l = portabilityLabels[locale].mail;
      const row = await check(request.query);
      reply.type('text/html; charset=utf-8');
      if (!row) return reply.status(404).send(page(locale, '<p>404</p>'));
      const action = `/report-unsubscribe?s=${encodeURIComponent(request.query.s)}&e=${encodeURIComponent(request.query.e)}&t=${encodeURIComponent(request.query.t)}`;
      return page(
        locale,
        `<p>${escape(l.unsubscribe)}</p><form method="post" action="${escape(action)}"><button type="submit">${escape(l.confirm)}</button></form>`,
      );
    },
  );

  app.post(
    '/report-unsubscribe',
    { schema: { hide: true, querystring: query, response: { 200: html, 404: html } } },
    async (request, reply) => {
      const row = await check(request.query);
      const locale = row && isLocale(row.locale) ? row.locale : requestLocale(request);
      reply.type('text/html; charset=utf-8');
      if (!row) return reply.status(404).send(page(locale, '<p>404</p>'));
      await unsubscribe(deps, row, request.query.e);
      return page(locale, `<p>${escape(portabilityLabels[locale].mail.unsubscribed)}</p>`);
    },
  );
};
