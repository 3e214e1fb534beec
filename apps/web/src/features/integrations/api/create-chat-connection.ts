import type { ChatConnection, CreateChatConnectionInput } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatConnectionsQueryKey } from '@/features/integrations/api/get-chat-connections';
import { apiRequest } from '@/lib/api-client';

export function createChatConnection(boardId: string, input: CreateChatConnectionInput): Promise<ChatConnection> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/chat-connections`, { method: 'POST', body: input });
}

export function useCreateChatConnection(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChatConnectionInput) => createChatConnection(boardId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConnectionsQueryKey(boardId) }),
  });
}
