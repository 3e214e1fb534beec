import type { CalendarFeed } from '@rbax/shared/views/calendar-feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The person's secret iCal addresses (issue 22): a board's (`/boards/:id/calendar-feed`) and their
 * own cards' (`/me/calendar-feed`). GET shows the address (made on first use); POST replaces it.
 */
const feedPath = (boardId: string | null) =>
  boardId ? `/api/v1/boards/${encodeURIComponent(boardId)}/calendar-feed` : '/api/v1/me/calendar-feed';

export const calendarFeedQueryKey = (boardId: string | null) => ['calendar-feed', boardId ?? 'mine'] as const;

export function useCalendarFeed(boardId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedQueryKey(boardId),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(feedPath(boardId), { signal }),
    enabled,
    staleTime: Infinity,
  });
}

export function useRegenerateCalendarFeed(boardId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>(feedPath(boardId), { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey(boardId), feed),
  });
}
