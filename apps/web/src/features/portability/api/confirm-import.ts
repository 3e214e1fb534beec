import type { ConfirmImportInput, PortabilityJob } from '@rbax/shared/portability/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobQueryKey } from '@/features/portability/api/get-job';
import { apiRequest } from '@/lib/api-client';

export function confirmImport(id: string, input: Partial<ConfirmImportInput>): Promise<PortabilityJob> {
  return apiRequest(`/api/v1/imports/${encodeURIComponent(id)}/confirm`, { method: 'POST', body: input });
}

/** Confirms the mapping; the answer (queued) seeds the job's query, which then polls its progress. */
export function useConfirmImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<ConfirmImportInput>) => confirmImport(id, input),
    onSuccess: (job) => queryClient.setQueryData(jobQueryKey('imports', id), job),
  });
}
