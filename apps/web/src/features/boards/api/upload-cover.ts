import type { UploadResponse } from '@rbax/shared/boards';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * Multipart upload of a board cover. Not through apiRequest (JSON only): the
 * browser sets the multipart boundary; errors keep the API's shape.
 */
export async function uploadCover(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', 'board-cover');
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/v1/uploads', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': i18n.language },
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? response.statusText);
  }
  return data as UploadResponse;
}
