import type { ChatConnectionList } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatConnectionsQueryKey } from '@/features/integrations/api/get-chat-connections';
import { apiRequest } from '@/lib/api-client';

export function deleteChatConnection(id: string): Promise<null> {
  return apiRequest(`/api/v1/chat-connections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChatConnection(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatConnection,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ChatConnectionList>(chatConnectionsQueryKey(boardId), (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatConnectionsQueryKey(boardId) }),
  });
}
