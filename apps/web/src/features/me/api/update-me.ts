import type { Me, UpdateMeInput } from '@rbax/shared/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { meQueryKey } from '@/features/me/api/get-me';
import { apiRequest } from '@/lib/api-client';

export function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiRequest('/api/v1/me', { method: 'PATCH', body: input });
}

/** Saves profile fields; the cached profile and the session (name, picture in the shell) follow. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void refresh();
    },
  });
}
