import { apiRequest } from '@/lib/api-client';

export type AcceptedInvitation = { workspaceId: string; workspaceName: string };

/** Joins the workspace of an e-mailed invitation (the link is /auth?invite=<token>). */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest('/api/v1/invitations/accept', { method: 'POST', body: { token } });
}
