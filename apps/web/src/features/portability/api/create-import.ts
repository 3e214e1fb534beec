import type { ImportSource, PortabilityJob } from '@rbax/shared/portability/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/v1/imports`: the fields first, then the file (the server checks access before it reads the file). */
export function createImport(input: {
  source: ImportSource;
  workspaceId: string;
  file: File;
}): Promise<PortabilityJob> {
  const form = new FormData();
  form.append('source', input.source);
  form.append('workspaceId', input.workspaceId);
  form.append('file', input.file);
  return apiRequest('/api/v1/imports', { method: 'POST', body: form });
}

export function useCreateImport() {
  return useMutation({ mutationFn: createImport });
}
