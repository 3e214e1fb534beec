import type { AdminRole, AdminUser, DeleteUserSummary } from '@rbax/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersQueryKey } from '@/features/admin/api/get-admin-users';
import { apiRequest } from '@/lib/api-client';

/**
 * The account actions of the users table: `PATCH /admin/users/:id`, `POST …/ban`, `…/unban`,
 * `…/reset-password` and `DELETE /admin/users/:id`. Each refreshes the table, the totals and
 * the audit log.
 */

const userUrl = (id: string) => `/api/v1/admin/users/${encodeURIComponent(id)}`;

export const setUserRole = ({ id, role }: { id: string; role: AdminRole }): Promise<AdminUser> =>
  apiRequest(userUrl(id), { method: 'PATCH', body: { role } });

export const banUser = ({ id, reason }: { id: string; reason: string }): Promise<AdminUser> =>
  apiRequest(`${userUrl(id)}/ban`, { method: 'POST', body: { reason } });

export const unbanUser = ({ id }: { id: string }): Promise<AdminUser> =>
  apiRequest(`${userUrl(id)}/unban`, { method: 'POST' });

export const sendPasswordReset = ({ id }: { id: string }): Promise<void> =>
  apiRequest(`${userUrl(id)}/reset-password`, { method: 'POST' });

export const deleteUser = ({ id }: { id: string }): Promise<DeleteUserSummary> =>
  apiRequest(userUrl(id), { method: 'DELETE' });

function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useSetUserRole = () => useAdminMutation(setUserRole);
export const useBanUser = () => useAdminMutation(banUser);
export const useUnbanUser = () => useAdminMutation(unbanUser);
export const useSendPasswordReset = () => useAdminMutation(sendPasswordReset);
export const useDeleteUser = () => useAdminMutation(deleteUser);
