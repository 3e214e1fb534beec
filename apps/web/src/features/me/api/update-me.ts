import type { Me, UpdateMeInput } from '@rbax/shared/me';
import { apiRequest } from '@/lib/api-client';

export function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiRequest('/api/v1/me', { method: 'PATCH', body: input });
}
