import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type CsvExport = 'feedback' | 'newsletter';

/**
 * Downloads `GET /api/v1/admin/<kind>.csv` and saves it under the server's file name. Through
 * fetch rather than a plain link, so a failure can be told to the administrator.
 */
export async function downloadCsv(kind: CsvExport): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/admin/${kind}.csv`, {
      credentials: 'include',
      headers: { 'Accept-Language': i18n.language },
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ApiError(response.status, 'http_error', response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}

export function useExportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadCsv,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
