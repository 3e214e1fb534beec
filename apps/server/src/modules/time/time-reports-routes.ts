import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timeReportQuerySchema, timeReportSchema } from '@rbax/shared/time/reports';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { timeReportCsv } from './time-reports-csv.ts';
import { timeReport } from './time-reports-service.ts';
import { timeReportXlsx } from './time-reports-xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download: Fastify sends a string or Buffer as it is (the route's JSON schema describes `format=json`). */
function sendFile(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export const timeReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/time-reports',
    {
      schema: {
        tags: ['time'],
        security: sessionSecurity,
        summary:
          "A workspace's time in a period (`from`–`to`, at most 366 days), filtered by boards, people, labels and " +
          'billable: totals, by person, board, card and day, the timesheet and the entries. Members see their own ' +
          'entries, owners and admins everyone’s. `format=csv|xlsx` answers the file (in the Accept-Language)',
        querystring: timeReportQuerySchema,
        produces: ['application/json', 'text/csv', XLSX_TYPE],
        response: { 200: timeReportSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { report, rows } = await timeReport(deps, await requireUser(request), query);
      if (query.format === 'json') return report;
      const locale = requestLocale(request);
      const name = `time-report-${report.from}-${report.to}.${query.format}`;
      if (query.format === 'csv') return sendFile(reply, 'text/csv; charset=utf-8', name, timeReportCsv(rows, locale));
      return sendFile(reply, XLSX_TYPE, name, await timeReportXlsx(report, rows, locale));
    },
  );
};
