import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { hasChanges, nothingToUpdate } from './validation.ts';

/**
 * Slug from a workspace name (spec §5): lowercase, accents stripped, runs of
 * non-alphanumerics become one hyphen, no hyphen at either end.
 * 'Ação Rápida & Cia!' → 'acao-rapida-cia'.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export { CURRENT_WORKSPACE_STORAGE_KEY } from './workspace-storage.ts';
export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_DESCRIPTION_MAX = 500;
export const INVITATION_TTL_DAYS = 14;

/**
 * Workspace roles. viewer reads only; member also edits boards and cards;
 * admin also manages members and boards; only the owner deletes the workspace
 * or transfers ownership (docs/permissions.md).
 */
export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
/** Roles that can be given by invitation or role change (ownership moves by transfer). */
export const assignableWorkspaceRoles = ['admin', 'member', 'viewer'] as const;
export type AssignableWorkspaceRole = (typeof assignableWorkspaceRoles)[number];

export const workspaceNameSchema = z
  .string({ error: 'validation.workspaceNameRequired' })
  .trim()
  .min(1, { error: 'validation.workspaceNameRequired' })
  .max(WORKSPACE_NAME_MAX, { error: 'validation.workspaceNameTooLong' });

export const workspaceDescriptionSchema = z
  .string()
  .trim()
  .max(WORKSPACE_DESCRIPTION_MAX, { error: 'validation.descriptionTooLong' });

export const createWorkspaceInputSchema = z.object({
  name: workspaceNameSchema,
  description: workspaceDescriptionSchema.optional(),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceInputSchema>;

export const updateWorkspaceInputSchema = z
  .object({
    name: workspaceNameSchema.optional(),
    description: workspaceDescriptionSchema.nullable().optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceInputSchema>;

export const deleteWorkspaceQuerySchema = z.object({
  boards: z.enum(['delete', 'keep'], { error: 'validation.invalidValue' }),
});

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  ownerId: z.string(),
  role: z.enum(workspaceRoles),
  memberCount: z.number().int(),
  boardCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(workspaceRoles),
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const workspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(assignableWorkspaceRoles),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;

export const workspaceMembersResponseSchema = z.object({
  members: z.array(workspaceMemberSchema),
  invitations: z.array(workspaceInvitationSchema),
});
export type WorkspaceMembersResponse = z.infer<typeof workspaceMembersResponseSchema>;

export const addWorkspaceMemberInputSchema = z.object({
  email: emailSchema,
  role: z.enum(assignableWorkspaceRoles, { error: 'validation.invalidValue' }),
});
export type AddWorkspaceMemberInput = z.infer<typeof addWorkspaceMemberInputSchema>;

/** `POST …/members`: an existing account is added at once; an unknown address is invited by e-mail. */
export const addWorkspaceMemberResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('added'), member: workspaceMemberSchema }),
  z.object({ status: z.literal('invited'), invitation: workspaceInvitationSchema }),
]);
export type AddWorkspaceMemberResponse = z.infer<typeof addWorkspaceMemberResponseSchema>;

/** `PATCH …/members/:userId`: role 'owner' transfers ownership (owner only; the old owner becomes admin). */
export const updateWorkspaceMemberInputSchema = z.object({
  role: z.enum(workspaceRoles, { error: 'validation.invalidValue' }),
});

/** `POST /api/v1/invitations/accept`: joins the workspace of an e-mailed invitation. */
export const acceptInvitationInputSchema = z.object({ token: z.string().min(10).max(200) });
export const acceptInvitationResponseSchema = z.object({ workspaceId: z.string(), workspaceName: z.string() });
