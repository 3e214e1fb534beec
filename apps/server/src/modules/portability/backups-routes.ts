import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupScheduleInputSchema,
  backupScheduleSchema,
  portabilityJobListSchema,
  portabilityJobSchema,
} from '@rbax/shared/portability/api';
import { uuidv7 } from '@rbax/shared/ids';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionOnlySecurity, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getBackupSchedule, setBackupSchedule } from './backup-schedules-service.ts';
import {
  getBackup,
  getRestore,
  listBackups,
  openBackupDownload,
  queueBackup,
  queueRestore,
  receiveRestoreFile,
} from './backups-service.ts';
import { readMultipart } from './portability-upload.ts';
import { sendDownload, tags, uploadRateLimit } from './portability-route-helpers.ts';

/** Backups and restores (issue 23, docs/decisions/045). */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...depsOf(app), wake: () => app.portability.wake() };
  await app.register(multipart, {
    limits: {
      fileSize: app.config.portability.restoreMaxBytes + 1,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
  const jobs = { 200: portabilityJobListSchema, ...errorResponses(401, 403, 404) };

  app.post(
    '/workspaces/:id/backups',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          'Back up a workspace (owners and admins): one .zip with a manifest, its rows as JSON Lines, its event log and files. A job',
        params: idParams,
        response: { 202: portabilityJobSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await queueBackup(deps, await requireUser(request), request.params.id)),
  );

  app.get(
    '/workspaces/:id/backups',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "A workspace's backups, newest first (owners and admins)",
        params: idParams,
        response: jobs,
      },
    },
    async (request) => ({ jobs: await listBackups(deps, await requireUser(request), request.params.id) }),
  );

  app.post(
    '/admin/backups',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: 'Back up the whole instance: every workspace (administrators)',
        response: { 202: portabilityJobSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => reply.status(202).send(await queueBackup(deps, await requireUser(request), null)),
  );

  app.get(
    '/admin/backups',
    {
      schema: {
        tags,
        security: sessionOnlySecurity,
        summary: "The instance's backups (administrators)",
        response: jobs,
      },
    },
    async (request) => ({ jobs: await listBackups(deps, await requireUser(request), null) }),
  );

  app.get(
    '/backups/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'A backup job: status and progress',
        params: idParams,
        response: { 200: portabilityJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getBackup(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/backups/:id/download',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "The backup's .zip (the workspace's owners and admins; an instance backup, administrators)",
        params: idParams,
        response: { 200: z.any().describe('The .zip'), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const file = await openBackupDownload(deps, await requireUser(request), request.params.id);
      return sendDownload(reply, { ...file, mime: 'application/zip' });
    },
  );

  app.post(
    '/restores',
    {
      config: uploadRateLimit,
      schema: {
        tags,
        security: sessionSecurity,
        summary:
          'Restore a backup (multipart `file`, ≤ RESTORE_MAX_MB) into new workspaces you own. The zip is checked whole first — names, links, sizes, counts, checksums — and refused with 422 if anything is wrong. A job',
        consumes: ['multipart/form-data'],
        response: { 202: portabilityJobSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const jobId = uuidv7();
      const { file } = await readMultipart(request, (_fields, part) => receiveRestoreFile(deps, user, part, jobId));
      return reply
        .status(202)
        .send(await queueRestore(deps, user, jobId, file as Awaited<ReturnType<typeof receiveRestoreFile>>));
    },
  );

  app.get(
    '/restores/:id',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'A restore of yours: status, progress and the new workspaces',
        params: idParams,
        response: { 200: portabilityJobSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRestore(deps, await requireUser(request), request.params.id),
  );

  app.get(
    '/workspaces/:id/backup-schedule',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "A workspace's scheduled backups (owners and admins)",
        params: idParams,
        response: { 200: backupScheduleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getBackupSchedule(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/workspaces/:id/backup-schedule',
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: 'Set scheduled backups: daily or weekly, keep the newest N (1–30), on or off (owners and admins)',
        params: idParams,
        body: backupScheduleInputSchema,
        response: { 200: backupScheduleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setBackupSchedule(deps, await requireUser(request), request.params.id, request.body),
  );
};
