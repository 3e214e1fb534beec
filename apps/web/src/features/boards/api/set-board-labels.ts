import { apiRequest } from '@/lib/api-client';

/** Replaces the board's chosen labels (called after the board PATCH on save; the caller refreshes the lists). */
export function setBoardLabels(boardId: string, labelIds: string[]): Promise<{ labelIds: string[] }> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/board-labels`, {
    method: 'PUT',
    body: { labelIds },
  });
}
