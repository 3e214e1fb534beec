import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { acceptInvitation } from '@/features/workspaces/api/accept-invitation';
import { storeCurrentWorkspaceId } from '@/features/workspaces/hooks/use-current-workspace';
import { ApiError } from '@/lib/api-client';

/**
 * Joins the workspace of an invitation link (/auth?invite=<token>) and makes it the current one.
 * The auth screen calls it after sign-in; the route hands it over, so auth does not import
 * workspaces (workspaces imports auth; docs/decisions/042).
 */
export function useAcceptInvite(): (token: string) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      try {
        const joined = await acceptInvitation(token);
        storeCurrentWorkspaceId(joined.workspaceId);
        await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
        toast.success(t('auth.invite.joined', { name: joined.workspaceName }));
      } catch (error) {
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('auth.invite.failed'));
      }
    },
    [queryClient, t],
  );
}
