import type { Comment } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { apiRequest } from '@/lib/api-client';

export function updateComment({
  id,
  body,
  mentions,
}: {
  id: string;
  body: string;
  mentions?: string[];
}): Promise<Comment> {
  return apiRequest(`/api/v1/comments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: mentions ? { body, mentions } : { body },
  });
}

export function useUpdateComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(cardId), (list) =>
        list?.map((item) => (item.id === comment.id ? comment : item)),
      );
      void invalidateActivity(queryClient, cardId);
    },
  });
}
