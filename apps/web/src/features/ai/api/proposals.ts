import type { AiProposal } from '@rbax/shared/ai/assist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/v1/ai/actions/:id/apply|discard` (issue 24): the person's answer to a proposal. */
export function useProposalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'apply' | 'discard' }) =>
      apiRequest<AiProposal>(`/api/v1/ai/actions/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: (proposal) => {
      // The board's events patch an open board; a closed one is read fresh next time.
      if (proposal.status === 'applied') void queryClient.invalidateQueries({ queryKey: ['boards', proposal.boardId] });
    },
  });
}
