import { apiKeySchema, type ApiKeyList, type CreateApiKeyInput, type CreatedApiKey } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from '@/features/integrations/api/get-api-keys';
import { apiRequest } from '@/lib/api-client';

export function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return apiRequest('/api/v1/api-keys', { method: 'POST', body: input });
}

/**
 * Creates a key. The answer's `key` stays with the caller (the dialog shows it once); the cached
 * list gets only the public fields (`apiKeySchema` drops `key`), then the server's list.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the key: do not keep it in the mutation cache once the dialog lets go.
    gcTime: 0,
    onSuccess: (created) => {
      const listed = apiKeySchema.parse(created);
      queryClient.setQueryData<ApiKeyList>(apiKeysQueryKey, (data) =>
        data ? { items: [listed, ...data.items.filter((item) => item.id !== listed.id)] } : data,
      );
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}
