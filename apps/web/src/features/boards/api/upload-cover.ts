import type { UploadResponse } from '@rbax/shared/boards';
import { apiRequest } from '@/lib/api-client';

/** Multipart upload of a board cover; errors keep the API's shape. */
export function uploadCover(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', 'board-cover');
  form.append('file', file);
  return apiRequest<UploadResponse>('/api/v1/uploads', { method: 'POST', body: form });
}
