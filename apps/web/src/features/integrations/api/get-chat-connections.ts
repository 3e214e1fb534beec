import type { ChatConnectionList } from '@rbax/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getChatConnections(boardId: string, signal?: AbortSignal): Promise<ChatConnectionList> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/chat-connections`, { signal });
}

export const chatConnectionsQueryKey = (boardId: string) => ['integrations', 'chat-connections', boardId] as const;

export function chatConnectionsQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: chatConnectionsQueryKey(boardId),
    queryFn: ({ signal }) => getChatConnections(boardId, signal),
  });
}

/** A board's chat connections (its editors only; URLs shown as a hint). */
export function useChatConnections(boardId: string | null) {
  return useQuery({ ...chatConnectionsQueryOptions(boardId ?? ''), enabled: boardId !== null });
}
