import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionPreviewSchema,
  accountSessionsSchema,
  deleteAccountInputSchema,
  revokedSessionsSchema,
} from '@rbax/shared/account';
import { deleteUserSummarySchema } from '@rbax/shared/admin';
import { errorBodySchema } from '@rbax/shared/errors';
import { idParams } from '#src/lib/route-schemas.ts';
import { currentUser, requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { unauthorized } from '#src/lib/errors.ts';
import { useSecureCookies } from '#src/modules/auth/auth.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, signedSessionToken } from '#src/modules/auth/session-lookup.ts';
import {
  deleteOwnAccount,
  deletionPreview,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from './account-service.ts';

/** Password guesses through "delete my account" are limited like sign-in attempts. */
const DELETE_RATE_LIMIT = 10;

/** `/api/v1/account/*`: the signed-in user's sessions and account deletion (decision 026). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const secure = useSecureCookies(app.config);
  const tokenOf = (request: FastifyRequest) =>
    signedSessionToken(request.headers.cookie, app.config.authSecret, secure);
  const session = [{ session: [] }];

  app.get(
    '/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's active sessions (device, IP, created, last activity; which one is this)",
        security: session,
        response: { 200: accountSessionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => listSessions(deps, await requireUser(request), tokenOf(request)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'End one of my sessions at once',
        security: session,
        params: idParams,
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeSession(deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      schema: {
        tags: ['account'],
        summary: 'End every session of mine except this one',
        security: session,
        response: { 200: revokedSessionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const token = tokenOf(request);
      if (!token) throw unauthorized();
      return revokeOtherSessions(deps, user, token);
    },
  );

  app.get(
    '/account/deletion',
    {
      schema: {
        tags: ['account'],
        summary: 'What deleting my account would do: owned workspaces (transferred or deleted) and personal boards',
        security: session,
        response: { 200: accountDeletionPreviewSchema, 401: errorBodySchema },
      },
    },
    async (request) => deletionPreview(deps, await requireUser(request)),
  );

  app.post(
    '/account/delete',
    {
      config: {
        rateLimit: {
          max: DELETE_RATE_LIMIT,
          timeWindow: 60_000,
          keyGenerator: async (request: FastifyRequest) =>
            `account-delete:${(await currentUser(request))?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['account'],
        summary:
          'Delete my account (password, or the e-mail for accounts without one): owned workspaces go to another member or are deleted; personal boards are deleted',
        security: session,
        body: deleteAccountInputSchema,
        response: {
          200: deleteUserSummarySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const verifyPassword = async (password: string) => {
        try {
          await app.auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(request.headers) });
          return true;
        } catch {
          return false;
        }
      };
      const summary = await deleteOwnAccount(deps, user, request.body, verifyPassword);
      // The session row went with the account; the browser forgets the cookie too.
      reply.header(
        'set-cookie',
        `${secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
      return summary;
    },
  );
};
