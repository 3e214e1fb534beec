import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '#src/config/env.ts';
import type { Database } from '#src/db/client.ts';
import { rateLimited } from '#src/lib/errors.ts';
import { sessionCookiesToSend } from '#src/lib/access.ts';
import { BoardDetailCache } from '#src/modules/boards/board-detail-cache.ts';
import { realtimeRoutes } from '#src/modules/realtime/realtime-routes.ts';
import { createMailer, type Mailer } from '#src/lib/mail.ts';
import { createStorage, type Storage } from '#src/lib/storage.ts';
import { accountRoutes } from '#src/modules/account/account-routes.ts';
import { adminRoutes } from '#src/modules/admin/admin-routes.ts';
import { globalAnalyticsRoutes } from '#src/modules/analytics/global-analytics-routes.ts';
import { dashboardRoutes } from '#src/modules/analytics/dashboard-routes.ts';
import { performanceRoutes } from '#src/modules/analytics/performance-routes.ts';
import { workspaceAnalyticsRoutes } from '#src/modules/analytics/workspace-analytics-routes.ts';
import { promoteAdminEmails } from '#src/modules/admin/admin-service.ts';
import { createAuth, type Auth } from '#src/modules/auth/auth.ts';
import { authRoutes } from '#src/modules/auth/auth-routes.ts';
import { providersRoutes } from '#src/modules/auth/providers-routes.ts';
import { boardsRoutes } from '#src/modules/boards/boards-routes.ts';
import { attachmentsRoutes } from '#src/modules/attachments/attachments-routes.ts';
import { cardsRoutes } from '#src/modules/cards/cards-routes.ts';
import { subtasksRoutes } from '#src/modules/cards/subtasks-routes.ts';
import { checklistRoutes } from '#src/modules/checklist/checklist-routes.ts';
import { columnsRoutes } from '#src/modules/columns/columns-routes.ts';
import { commentsRoutes } from '#src/modules/comments/comments-routes.ts';
import { labelsRoutes } from '#src/modules/labels/labels-routes.ts';
import { meRoutes } from '#src/modules/me/me-routes.ts';
import { notificationsRoutes } from '#src/modules/notifications/notifications-routes.ts';
import { notificationsConsumer } from '#src/modules/notifications/notifications-consumer.ts';
import { NotificationsRuntime } from '#src/modules/notifications/notifications-runtime.ts';
import { EventLogRuntime } from '#src/modules/event-log/event-log-runtime.ts';
import { AnalyticsRuntime } from '#src/modules/analytics/flow-runtime.ts';
import { flowRoutes } from '#src/modules/analytics/flow-routes.ts';
import { automationsRoutes } from '#src/modules/automations/automations-routes.ts';
import { backupsRoutes } from '#src/modules/portability/backups-routes.ts';
import { exportsRoutes } from '#src/modules/portability/exports-routes.ts';
import { importsRoutes } from '#src/modules/portability/imports-routes.ts';
import { PortabilityRuntime } from '#src/modules/portability/portability-runtime.ts';
import { reportSchedulesRoutes, reportUnsubscribeRoutes } from '#src/modules/portability/report-schedules-routes.ts';
import { aiInsightsRoutes } from '#src/modules/ai/insights-routes.ts';
import { aiRoutes } from '#src/modules/ai/ai-routes.ts';
import { gamificationConsumer } from '#src/modules/gamification/gamification-consumer.ts';
import { gamificationRoutes } from '#src/modules/gamification/gamification-routes.ts';
import { globalHubRoutes } from '#src/modules/global-hub/global-hub-routes.ts';
import { JobsRegistry } from '#src/lib/jobs.ts';
import { publicSiteRoutes } from '#src/modules/public-site/public-site-routes.ts';
import { searchRoutes } from '#src/modules/search/search-routes.ts';
import { systemRoutes } from '#src/modules/system/system-routes.ts';
import { healthRoutes } from '#src/modules/health/health-routes.ts';
import { registerApiKeyGate } from '#src/modules/integrations/api-keys-gate.ts';
import { apiKeysRoutes } from '#src/modules/integrations/api-keys-routes.ts';
import { chatRoutes } from '#src/modules/integrations/chat-routes.ts';
import { registerWebhooks } from '#src/modules/integrations/webhooks-runtime.ts';
import { registerAutomations } from '#src/modules/automations/automations-runtime.ts';
import { registerBilling } from '#src/modules/billing/billing-runtime.ts';
import { billingRoutes } from '#src/modules/billing/billing-routes.ts';
import { webhooksRoutes } from '#src/modules/integrations/webhooks-routes.ts';
import { githubRoutes } from '#src/modules/integrations/github-routes.ts';
import { marketplaceRoutes } from '#src/modules/marketplace/marketplace-routes.ts';
import { monitoringRoutes } from '#src/modules/monitoring/monitoring-routes.ts';
import { templatesRoutes } from '#src/modules/templates/templates-routes.ts';
import { timeEntriesRoutes } from '#src/modules/time/time-entries-routes.ts';
import { timeRatesRoutes } from '#src/modules/time/time-rates-routes.ts';
import { timeReportsRoutes } from '#src/modules/time/time-reports-routes.ts';
import { calendarFeedRoutes } from '#src/modules/views/calendar-feed-routes.ts';
import { dependenciesRoutes } from '#src/modules/views/dependencies-routes.ts';
import { docsRoutes } from '#src/modules/docs/docs-routes.ts';
import { timerRoutes } from '#src/modules/time/timer-routes.ts';
import { filesRoutes, uploadsRoutes } from '#src/modules/uploads/uploads-routes.ts';
import { workspacesRoutes } from '#src/modules/workspaces/workspaces-routes.ts';
import { configureErrorHandling, frameworkErrorHandler } from '#src/plugins/error-handler.ts';
import { registerIdempotency } from '#src/plugins/idempotency.ts';
import { registerMetrics } from '#src/plugins/metrics.ts';
import { registerOpenApi } from '#src/plugins/openapi.ts';
import { apiMutationGuard, registerSecurity } from '#src/plugins/security.ts';
import { registerRequestHygiene } from '#src/plugins/request-hygiene.ts';
import { registerPrerenderedPages } from '#src/plugins/prerendered-pages.ts';
import { registerStaticWeb } from '#src/plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    auth: Auth;
    storage: Storage;
    boardCache: BoardDetailCache;
    notifications: NotificationsRuntime;
    jobs: JobsRegistry;
    eventLog: EventLogRuntime;
    analytics: AnalyticsRuntime;
    portability: PortabilityRuntime;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after `app.close()`. */
  database: Database;
  /** `false` silences logs (tests); otherwise pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: Storage;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's per-request lines at debug, so the default LOG_LEVEL=info shows start-up, warnings and
 * errors only; a failed request still logs as an error (docs/decisions/029). Fastify 5.12 deprecates
 * `disableRequestLogging` (FSTDEP023) in favour of such a LogController.
 */
class DebugRequestLog extends LogController {
  override incomingRequest(...[request]: Parameters<LogController['incomingRequest']>) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    const [error, request, reply] = args;
    if (error) super.requestCompleted(...args);
    else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  // A client that goes away mid-response (navigation, closed tab) is routine, not news.
  override streamError(...args: Parameters<LogController['streamError']>) {
    const [error, request, reply] = args;
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') super.streamError(...args);
    else if (!this.isLogDisabled(request)) reply.log.debug({ res: reply }, 'stream closed prematurely');
  }
}

/** Builds the whole server (ARCHITECTURE §1); `server.ts` listens, tests call `inject()`. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  // Readable lines on a terminal, JSON anywhere else (docs/decisions/029); pino-pretty loads only then.
  const prettyStream =
    options.logger === undefined && process.stdout.isTTY
      ? (await import('pino-pretty')).default({
          ignore: 'pid,hostname',
          translateTime: 'SYS:HH:MM:ss',
          singleLine: true,
          // Synchronous, so the last lines before process.exit() (shutdown, fatal errors) are written.
          sync: true,
        })
      : undefined;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(prettyStream && { stream: prettyStream }),
    },
    logController: new DebugRequestLog(),
    genReqId: () => randomUUID(),
    // Request ids are ours, never taken from the client.
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('storage', options.storage ?? createStorage(config));
  app.decorate('boardCache', new BoardDetailCache());
  app.decorate('auth', createAuth({ config, database, mailer, logger: app.log }));
  const jobs = new JobsRegistry();
  const eventLog = new EventLogRuntime(database, config, jobs, app.log);
  app.decorate('jobs', jobs);
  app.decorate('eventLog', eventLog);
  // Every consumer of the event log, registered here, in one place, before the app is ready.
  eventLog.register(notificationsConsumer({ db: database.db, mailer, config }));
  registerWebhooks({ db: database.db, mailer, config }, eventLog, jobs);
  registerAutomations({ db: database.db, config }, eventLog, jobs);
  registerBilling({ db: database.db, mailer, config }, jobs);
  eventLog.register(gamificationConsumer({ db: database.db, mailer, config }));
  app.decorate('notifications', new NotificationsRuntime({ db: database.db, mailer, config }, eventLog, jobs));
  app.decorate('analytics', new AnalyticsRuntime({ db: database.db, mailer, config }, eventLog, jobs));
  app.decorate(
    'portability',
    new PortabilityRuntime({ db: database.db, mailer, config, storage: app.storage }, jobs, app.log),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A session better-auth refreshed during the lookup renews the browser's cookie too.
  app.addHook('onSend', async (request, reply) => {
    const cookies = sessionCookiesToSend(request);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  });
  app.addHook('onReady', async () => {
    const promoted = await promoteAdminEmails(database.db, config.adminEmails);
    if (promoted > 0) app.log.info({ promoted }, 'ADMIN_EMAILS accounts promoted to admin');
  });
  // The event log and the background jobs start once the app is ready and stop before the mailer closes.
  app.addHook('onReady', async () => {
    await eventLog.start();
    if (!config.jobs.enabled) return;
    await jobs.start(database, app.log);
    // Whatever was written while no instance was running.
    eventLog.eventsAppended();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await eventLog.stop();
    await mailer.close();
  });

  configureErrorHandling(app);
  registerRequestHygiene(app);
  await registerSecurity(app, config);
  const registry = registerMetrics(app);
  await registerOpenApi(app, config);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  await app.register(systemRoutes(registry));
  await app.register(authRoutes);
  await realtimeRoutes(app);
  await app.register(apiV1(config), { prefix: '/api/v1' });
  await app.register(filesRoutes);
  await app.register(reportUnsubscribeRoutes);
  await registerPrerenderedPages(app, config.webDistDir, config.publicUrl);
  await registerStaticWeb(app, config.webDistDir);

  return app;
}

/** Fastify trusts a hop count through a function (its types omit the number form). */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AnyApp = FastifyInstance;

function apiV1(config: Config): FastifyPluginAsyncZod {
  return async (api) => {
    api.addHook('onRequest', api.rateLimit({ max: config.apiRateLimitMax, timeWindow: 60_000 }));
    api.addHook('onRequest', apiMutationGuard(config));
    registerApiKeyGate(api, config);
    registerIdempotency(api);
    await api.register(providersRoutes);
    await api.register(meRoutes);
    await api.register(accountRoutes);
    await api.register(adminRoutes);
    await api.register(workspacesRoutes);
    await api.register(templatesRoutes);
    await api.register(boardsRoutes);
    await api.register(labelsRoutes);
    await api.register(uploadsRoutes);
    await api.register(columnsRoutes);
    await api.register(cardsRoutes);
    await api.register(subtasksRoutes);
    await api.register(dependenciesRoutes);
    await api.register(docsRoutes);
    await api.register(calendarFeedRoutes);
    await api.register(commentsRoutes);
    await api.register(checklistRoutes);
    await api.register(attachmentsRoutes);
    await api.register(timeEntriesRoutes);
    await api.register(timerRoutes);
    await api.register(timeRatesRoutes);
    await api.register(timeReportsRoutes);
    await api.register(publicSiteRoutes);
    await api.register(searchRoutes);
    await api.register(notificationsRoutes);
    await api.register(healthRoutes);
    await api.register(monitoringRoutes);
    await api.register(globalAnalyticsRoutes);
    await api.register(dashboardRoutes);
    await api.register(workspaceAnalyticsRoutes);
    await api.register(performanceRoutes);
    await api.register(apiKeysRoutes);
    await api.register(webhooksRoutes);
    await api.register(chatRoutes);
    await api.register(githubRoutes);
    await api.register(flowRoutes);
    await api.register(automationsRoutes);
    await api.register(importsRoutes);
    await api.register(exportsRoutes);
    await api.register(backupsRoutes);
    await api.register(reportSchedulesRoutes);
    await api.register(aiInsightsRoutes);
    await api.register(aiRoutes);
    await api.register(billingRoutes);
    await api.register(marketplaceRoutes);
    await api.register(gamificationRoutes);
    await api.register(globalHubRoutes);
  };
}
