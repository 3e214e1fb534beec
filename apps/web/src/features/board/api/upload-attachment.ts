import type { Attachment } from '@rbax/shared/cards';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * Multipart upload through XMLHttpRequest: fetch has no upload progress.
 * `onProgress` receives 0..1.
 */
export function uploadAttachment(
  cardId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/cards/${encodeURIComponent(cardId)}/attachments`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as Attachment);
        return;
      }
      const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? `HTTP ${xhr.status}`));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
