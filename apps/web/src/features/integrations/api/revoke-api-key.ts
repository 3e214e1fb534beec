import type { ApiKeyList } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from '@/features/integrations/api/get-api-keys';
import { apiRequest } from '@/lib/api-client';

export function revokeApiKey(id: string): Promise<null> {
  return apiRequest(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Revokes a key: it leaves the list at once; the server's list follows. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ApiKeyList>(apiKeysQueryKey, (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
