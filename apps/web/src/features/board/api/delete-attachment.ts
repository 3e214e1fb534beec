import { apiRequest } from '@/lib/api-client';

export function deleteAttachment(id: string): Promise<void> {
  return apiRequest(`/api/v1/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
