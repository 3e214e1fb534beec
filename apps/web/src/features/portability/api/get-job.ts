import type { PortabilityJob } from '@rbax/shared/portability/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Which resource a job is read from (`/imports/:id`, `/exports/:id`, `/backups/:id`, `/restores/:id`). */
export type JobResource = 'imports' | 'exports' | 'backups' | 'restores';

export function getJob(resource: JobResource, id: string, signal?: AbortSignal): Promise<PortabilityJob> {
  return apiRequest(`/api/v1/${resource}/${encodeURIComponent(id)}`, { signal });
}

export const jobQueryKey = (resource: JobResource, id: string) => ['portability', resource, id] as const;

const running = (job: PortabilityJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** A job, read again every second while it waits or runs (the progress bar), then left alone. */
export function jobQueryOptions(resource: JobResource, id: string | null) {
  return queryOptions({
    queryKey: jobQueryKey(resource, id ?? ''),
    queryFn: ({ signal }) => getJob(resource, id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data) ? 1_000 : false),
  });
}

export function useJob(resource: JobResource, id: string | null) {
  return useQuery(jobQueryOptions(resource, id));
}
