import type {
  CreateDocInput,
  DocDetail,
  DocMention,
  DocSummary,
  DocVersion,
  UpdateDocInput,
} from '@rbax/shared/docs/docs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The documents API (issue 26): the tree, one document, versions; the content goes through the socket. */

export const docsKeys = {
  all: ['docs'] as const,
  list: (workspaceId: string, archived: boolean) => ['docs', 'list', workspaceId, archived] as const,
  detail: (docId: string) => ['docs', 'detail', docId] as const,
  versions: (docId: string) => ['docs', 'versions', docId] as const,
  cardDocs: (cardId: string) => ['docs', 'card', cardId] as const,
};

export function docsListQueryOptions(workspaceId: string | null, archived = false) {
  return queryOptions({
    queryKey: docsKeys.list(workspaceId ?? '', archived),
    queryFn: ({ signal }) =>
      apiRequest<DocSummary[]>(`/api/v1/workspaces/${workspaceId}/docs${archived ? '?archived=true' : ''}`, { signal }),
    enabled: Boolean(workspaceId),
    staleTime: 15_000,
  });
}

export function useDocsList(workspaceId: string | null, archived = false) {
  return useQuery(docsListQueryOptions(workspaceId, archived));
}

export function useDoc(docId: string) {
  return useQuery({
    queryKey: docsKeys.detail(docId),
    queryFn: ({ signal }) => apiRequest<DocDetail>(`/api/v1/docs/${docId}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useDocVersions(docId: string, enabled: boolean) {
  return useQuery({
    queryKey: docsKeys.versions(docId),
    queryFn: ({ signal }) => apiRequest<DocVersion[]>(`/api/v1/docs/${docId}/versions`, { signal }),
    enabled,
  });
}

export function useCardDocs(cardId: string) {
  return useQuery({
    queryKey: docsKeys.cardDocs(cardId),
    queryFn: ({ signal }) => apiRequest<DocMention[]>(`/api/v1/cards/${cardId}/docs`, { signal }),
    staleTime: 30_000,
  });
}

export function useCreateDoc(workspaceId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocInput) =>
      apiRequest<DocDetail>(`/api/v1/workspaces/${workspaceId}/docs`, { method: 'POST', body: input }),
    onSuccess: (doc) => {
      queryClient.setQueryData(docsKeys.detail(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: ['docs', 'list'] });
    },
  });
}

export function useUpdateDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateDocInput & { id: string }) =>
      apiRequest<DocDetail>(`/api/v1/docs/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (doc) => {
      queryClient.setQueryData(docsKeys.detail(doc.id), doc);
      void queryClient.invalidateQueries({ queryKey: ['docs', 'list'] });
    },
  });
}

export function useDeleteDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/v1/docs/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: docsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['docs', 'list'] });
    },
  });
}

export function useSaveVersion(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DocVersion>(`/api/v1/docs/${docId}/versions`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: docsKeys.versions(docId) }),
  });
}

export function useRestoreVersion(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      apiRequest<DocDetail>(`/api/v1/docs/${docId}/versions/${versionId}/restore`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: docsKeys.versions(docId) }),
  });
}

export const docExportUrl = (docId: string, format: 'md' | 'pdf') => `/api/v1/docs/${docId}/export?format=${format}`;
