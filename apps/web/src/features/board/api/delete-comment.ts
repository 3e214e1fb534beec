import type { Comment } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { apiRequest } from '@/lib/api-client';

export function deleteComment(id: string): Promise<void> {
  return apiRequest(`/api/v1/comments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteComment(cardId: string, onCountChange: (delta: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(cardId), (list) => list?.filter((item) => item.id !== id));
      onCountChange(-1);
      void invalidateActivity(queryClient, cardId);
    },
  });
}
