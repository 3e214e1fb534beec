import type { ErrorBody, ErrorIssue } from '@rbax/shared/errors';
import { i18n } from '@/lib/i18n';

/** Every failed request becomes one of these; callers decide what to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ErrorIssue[];

  constructor(status: number, code: string, message: string, issues: ErrorIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  /** Network failures (status 0) and server faults: show the caller's generic message. */
  get isUnexpected(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or a `FormData` sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Makes a mutation safe to send again (ARCHITECTURE §5): the server answers a repeat from its record. */
  idempotencyKey?: string;
};

/**
 * The one HTTP client of the web app: same-origin JSON (or multipart) with the session cookie,
 * `Accept-Language` from the current UI language, no side effects.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, idempotencyKey } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    if (isErrorBody(data)) {
      const { code, message, issues } = data.error;
      throw new ApiError(response.status, code, message, issues ?? []);
    }
    throw new ApiError(response.status, 'http_error', response.statusText || `HTTP ${response.status}`);
  }
  return data as T;
}

/** A structural check instead of the zod schema keeps zod out of the landing bundle. */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, issues } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' && (issues === undefined || Array.isArray(issues));
}
