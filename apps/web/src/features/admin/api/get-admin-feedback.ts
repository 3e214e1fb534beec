import { FEEDBACK_PAGE_DEFAULT, type FeedbackList } from '@rbax/shared/public-site';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminFeedback(before: string | null, signal?: AbortSignal): Promise<FeedbackList> {
  const params = new URLSearchParams({ limit: String(FEEDBACK_PAGE_DEFAULT) });
  if (before) params.set('before', before);
  return apiRequest(`/api/v1/admin/feedback?${params.toString()}`, { signal });
}

/** The public site's feedback, newest first, one page at a time ("load more"). */
export function adminFeedbackQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['admin', 'feedback'],
    queryFn: ({ pageParam, signal }) => getAdminFeedback(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAdminFeedback() {
  return useInfiniteQuery(adminFeedbackQueryOptions());
}
