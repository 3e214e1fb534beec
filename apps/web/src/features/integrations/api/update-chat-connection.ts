import type { ChatConnection, ChatConnectionList, UpdateChatConnectionInput } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatConnectionsQueryKey } from '@/features/integrations/api/get-chat-connections';
import { apiRequest } from '@/lib/api-client';

export function updateChatConnection(id: string, input: UpdateChatConnectionInput): Promise<ChatConnection> {
  return apiRequest(`/api/v1/chat-connections/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateChatConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateChatConnectionInput }) => updateChatConnection(id, input),
    onSuccess: (updated) => {
      queryClient.setQueryData<ChatConnectionList>(chatConnectionsQueryKey(updated.boardId), (data) =>
        data ? { items: data.items.map((item) => (item.id === updated.id ? updated : item)) } : data,
      );
    },
  });
}
