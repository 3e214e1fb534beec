import type { UploadResponse } from '@rbax/shared/boards';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * Multipart upload of a profile picture (same checks as board covers); the returned URL is
 * then saved with `PATCH /api/v1/me { image }`. Not through apiRequest: the browser sets the
 * multipart boundary.
 */
export async function uploadAvatar(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', 'avatar');
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
