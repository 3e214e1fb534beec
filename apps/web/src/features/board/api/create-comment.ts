import type { Comment } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { apiRequest } from '@/lib/api-client';

export function createComment({
  cardId,
  body,
  mentions = [],
}: {
  cardId: string;
  body: string;
  /** User ids of the people mentioned ('@Name' in the body). */
  mentions?: string[];
}): Promise<Comment> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/comments`, {
    method: 'POST',
    body: mentions.length > 0 ? { body, mentions } : { body },
  });
}

export function useCreateComment(cardId: string, onCountChange: (delta: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; mentions?: string[] }) => createComment({ cardId, ...input }),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(cardId), (list) => [...(list ?? []), comment]);
      onCountChange(1);
      void invalidateActivity(queryClient, cardId);
    },
  });
}
