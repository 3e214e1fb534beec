import type { UploadResponse } from '@rbax/shared/boards';
import { apiRequest } from '@/lib/api-client';

/**
 * Multipart upload of a profile picture (same checks as board covers); the returned URL is
 * then saved with `PATCH /api/v1/me { image }`.
 */
export function uploadAvatar(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', 'avatar');
  form.append('file', file);
  return apiRequest<UploadResponse>('/api/v1/uploads', { method: 'POST', body: form });
}
