import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationInputSchema,
  acceptInvitationResponseSchema,
  addWorkspaceMemberInputSchema,
  addWorkspaceMemberResponseSchema,
  createWorkspaceInputSchema,
  deleteWorkspaceQuerySchema,
  updateWorkspaceInputSchema,
  updateWorkspaceMemberInputSchema,
  workspaceMemberSchema,
  workspaceMembersResponseSchema,
  workspaceSchema,
} from '@rbax/shared/workspaces';
import { requireUser } from '#src/lib/access.ts';
import { idSchema } from '@rbax/shared/validation';
import { depsOf } from '#src/lib/deps.ts';
import { requestLocale } from '#src/lib/locale.ts';
import {
  acceptInvitation,
  addMember,
  getMembers,
  removeMember,
  revokeInvitation,
  updateMemberRole,
} from './members-service.ts';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  updateWorkspace,
} from './workspaces-service.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';

const tags = ['workspaces'];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const memberParams = idParams.extend({ userId: idSchema });
const invitationParams = idParams.extend({ invitationId: idSchema });

export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces',
    {
      schema: {
        tags,
        security,
        summary: "The caller's workspaces, newest first",
        response: { 200: z.array(workspaceSchema), ...errors },
      },
    },
    async (request) => listWorkspaces(deps, await requireUser(request)),
  );

  app.post(
    '/workspaces',
    {
      schema: {
        tags,
        security,
        summary: 'Create a workspace (the caller becomes its owner)',
        body: createWorkspaceInputSchema,
        response: { 201: workspaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const workspace = await createWorkspace(deps, await requireUser(request), request.body);
      return reply.status(201).send(workspace);
    },
  );

  app.get(
    '/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One workspace',
        params: idParams,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) => getWorkspace(deps, await requireUser(request), request.params.id),
  );

  app.patch(
    '/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or describe a workspace (admin+)',
        params: idParams,
        body: updateWorkspaceInputSchema,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) => updateWorkspace(deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a workspace (owner); ?boards=delete removes its boards, keep leaves them without workspace',
        params: idParams,
        querystring: deleteWorkspaceQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWorkspace(deps, await requireUser(request), request.params.id, request.query.boards);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/workspaces/:id/members',
    {
      schema: {
        tags,
        security,
        summary: 'Members and pending invitations',
        params: idParams,
        response: { 200: workspaceMembersResponseSchema, ...errors },
      },
    },
    async (request) => getMembers(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/workspaces/:id/members',
    {
      schema: {
        tags,
        security,
        summary: 'Add an existing account, or invite an unknown address by e-mail (admin+)',
        params: idParams,
        body: addWorkspaceMemberInputSchema,
        response: { 201: addWorkspaceMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addMember(
        deps,
        await requireUser(request),
        request.params.id,
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/workspaces/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's role; role 'owner' transfers ownership (owner only)",
        params: memberParams,
        body: updateWorkspaceMemberInputSchema,
        response: { 200: workspaceMemberSchema, ...errors },
      },
    },
    async (request) =>
      updateMemberRole(deps, await requireUser(request), request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/workspaces/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (admin+), or leave (own id; not the owner)',
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(deps, await requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/workspaces/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a pending invitation (admin+)',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps, await requireUser(request), request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept an e-mailed invitation with its token (signed in with the invited address)',
        body: acceptInvitationInputSchema,
        response: { 200: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (request) => acceptInvitation(deps, await requireUser(request), request.body.token),
  );
};
