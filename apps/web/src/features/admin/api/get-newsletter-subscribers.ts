import type { NewsletterSubscriberList } from '@rbax/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SUBSCRIBERS_PAGE_SIZE = 25;

export function getNewsletterSubscribers(page: number, signal?: AbortSignal): Promise<NewsletterSubscriberList> {
  return apiRequest(`/api/v1/admin/newsletter?page=${page}&pageSize=${SUBSCRIBERS_PAGE_SIZE}`, { signal });
}

export function newsletterSubscribersQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'newsletter', 'subscribers', page],
    queryFn: ({ signal }) => getNewsletterSubscribers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterSubscribers(page: number) {
  return useQuery(newsletterSubscribersQueryOptions(page));
}
