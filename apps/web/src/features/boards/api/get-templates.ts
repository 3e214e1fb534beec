import type { TemplateSummary } from '@rbax/shared/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getTemplates(): Promise<TemplateSummary[]> {
  return apiRequest('/api/v1/templates');
}

/** Localized by the server (Accept-Language), so the language is part of the key. */
export function templatesQueryOptions(language: string) {
  return queryOptions({ queryKey: ['templates', language], queryFn: getTemplates, staleTime: Infinity });
}

export function useTemplates(language: string) {
  return useQuery(templatesQueryOptions(language));
}
