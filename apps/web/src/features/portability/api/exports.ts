import type { ExportFormat, PortabilityJob } from '@rbax/shared/portability/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The browser's zone, so dates in the PDF are the reader's. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';

/** `GET /api/v1/boards/:id/export?format=…`: a plain download link (the server names the file). */
export function boardExportUrl(boardId: string, format: ExportFormat): string {
  const search = new URLSearchParams({ format, timeZone: browserTimeZone() });
  return `/api/v1/boards/${encodeURIComponent(boardId)}/export?${search.toString()}`;
}

/** A workspace's export as a job: every board, in one file, with a link that expires. */
export function useCreateWorkspaceExport(workspaceId: string) {
  return useMutation({
    mutationFn: (format: ExportFormat) =>
      apiRequest<PortabilityJob>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/exports`, {
        method: 'POST',
        body: { format, timeZone: browserTimeZone() },
      }),
  });
}
