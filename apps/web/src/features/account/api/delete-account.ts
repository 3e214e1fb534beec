import type { AccountDeletionPreview, DeleteAccountInput } from '@rbax/shared/account';
import type { DeleteUserSummary } from '@rbax/shared/admin';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function deletionPreviewQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'deletion'],
    queryFn: () => apiRequest<AccountDeletionPreview>('/api/v1/account/deletion'),
    staleTime: 0,
  });
}

export function useDeletionPreview(enabled: boolean) {
  return useQuery({ ...deletionPreviewQueryOptions(), enabled });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<DeleteUserSummary>('/api/v1/account/delete', { method: 'POST', body: input }),
  });
}
