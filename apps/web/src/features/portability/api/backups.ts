import type { BackupSchedule, BackupScheduleInput, PortabilityJob } from '@rbax/shared/portability/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A workspace's backups (or, with `null`, the instance's) and their schedule. */

const base = (workspaceId: string | null) =>
  workspaceId ? `/api/v1/workspaces/${encodeURIComponent(workspaceId)}` : '/api/v1/admin';

export const backupsQueryKey = (workspaceId: string | null) =>
  ['portability', 'backups', workspaceId ?? 'instance'] as const;

const running = (jobs: PortabilityJob[] | undefined) =>
  (jobs ?? []).some((j) => j.status === 'queued' || j.status === 'running');

export function backupsQueryOptions(workspaceId: string | null, enabled = true) {
  return queryOptions({
    queryKey: backupsQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<{ jobs: PortabilityJob[] }>(`${base(workspaceId)}/backups`, { signal }).then((r) => r.jobs),
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? 1_000 : false),
  });
}

export function useBackups(workspaceId: string | null, enabled = true) {
  return useQuery(backupsQueryOptions(workspaceId, enabled));
}

export function useCreateBackup(workspaceId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PortabilityJob>(`${base(workspaceId)}/backups`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey(workspaceId) }),
  });
}

const scheduleKey = (workspaceId: string) => ['portability', 'backup-schedule', workspaceId] as const;

export function useBackupSchedule(workspaceId: string) {
  return useQuery({
    queryKey: scheduleKey(workspaceId),
    queryFn: ({ signal }) => apiRequest<BackupSchedule>(`${base(workspaceId)}/backup-schedule`, { signal }),
  });
}

export function useSetBackupSchedule(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupScheduleInput) =>
      apiRequest<BackupSchedule>(`${base(workspaceId)}/backup-schedule`, { method: 'PUT', body: input }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(workspaceId), schedule),
  });
}

/** `POST /api/v1/restores` (multipart `file`). */
export function useCreateRestore() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<PortabilityJob>('/api/v1/restores', { method: 'POST', body: form });
    },
  });
}
