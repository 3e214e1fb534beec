import type {
  Earnings,
  ListTemplatesQuery,
  Moderation,
  Payout,
  Review,
  TemplateCard,
  TemplateDetail,
  TemplatePreview,
} from '@rbax/shared/marketplace/api';
import type { SnapshotInclude } from '@rbax/shared/marketplace/snapshot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Reads of the template marketplace (issue 27); the language is in the keys (the server localizes). */

export const marketplaceKey = ['marketplace'] as const;

function listUrl(query: ListTemplatesQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const text = params.toString();
  return `/api/v1/marketplace/templates${text ? `?${text}` : ''}`;
}

export function templatesQueryOptions(query: ListTemplatesQuery, language: string) {
  return queryOptions({
    queryKey: [...marketplaceKey, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<TemplateCard[]>(listUrl(query), { signal }),
    placeholderData: (previous) => previous,
  });
}

export const useMarketplaceTemplates = (query: ListTemplatesQuery, language: string) =>
  useQuery(templatesQueryOptions(query, language));

export function templateQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: [...marketplaceKey, 'detail', id, language],
    queryFn: ({ signal }) =>
      apiRequest<TemplateDetail>(`/api/v1/marketplace/templates/${encodeURIComponent(id)}`, { signal }),
  });
}
export const useMarketplaceTemplate = (id: string, language: string) => useQuery(templateQueryOptions(id, language));

export type ReviewList = { items: Review[]; canReply: boolean };
export function reviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...marketplaceKey, 'reviews', id],
    queryFn: ({ signal }) =>
      apiRequest<ReviewList>(`/api/v1/marketplace/templates/${encodeURIComponent(id)}/reviews`, { signal }),
  });
}
export const useTemplateReviews = (id: string) => useQuery(reviewsQueryOptions(id));

/** 'Meus templates'; `refetchEvery` (ms) while a Checkout payment is being confirmed by the webhook. */
export const useMyTemplates = (language: string, refetchEvery: number | false = false) =>
  useQuery({
    queryKey: [...marketplaceKey, 'mine', language],
    queryFn: ({ signal }) =>
      apiRequest<{ authored: TemplateCard[]; acquired: TemplateCard[]; checkout: boolean }>(
        '/api/v1/marketplace/mine',
        { signal },
      ),
    refetchInterval: refetchEvery,
  });

export const useEarnings = () =>
  useQuery({
    queryKey: [...marketplaceKey, 'earnings'],
    queryFn: ({ signal }) => apiRequest<Earnings>('/api/v1/marketplace/earnings', { signal }),
  });

/** Administrators: creators' payout requests, pending first. */
export const usePayoutQueue = () =>
  useQuery({
    queryKey: [...marketplaceKey, 'payouts'],
    queryFn: ({ signal }) => apiRequest<{ items: Payout[] }>('/api/v1/marketplace/payouts', { signal }),
  });

export const useModeration = (language: string, enabled: boolean) =>
  useQuery({
    queryKey: [...marketplaceKey, 'moderation', language],
    queryFn: ({ signal }) => apiRequest<Moderation>('/api/v1/marketplace/moderation', { signal }),
    enabled,
  });

/** What publishing the board would capture, recomputed when the choices change. */
export const useTemplatePreview = (boardId: string, include: SnapshotInclude, enabled: boolean) =>
  useQuery({
    queryKey: [...marketplaceKey, 'preview', boardId, include],
    queryFn: ({ signal }) =>
      apiRequest<TemplatePreview>('/api/v1/marketplace/preview', {
        method: 'POST',
        body: { boardId, include },
        signal,
      }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
