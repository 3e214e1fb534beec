import type { NewsletterStats } from '@rbax/shared/public-site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getNewsletterStats(signal?: AbortSignal): Promise<NewsletterStats> {
  return apiRequest('/api/v1/admin/newsletter/stats', { signal });
}

export function newsletterStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'newsletter', 'stats'],
    queryFn: ({ signal }) => getNewsletterStats(signal),
  });
}

export function useNewsletterStats() {
  return useQuery(newsletterStatsQueryOptions());
}
