import { createAiStreamParser, type AiAssistInput, type AiStreamEvent } from '@rbax/shared/ai/assist';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * `POST /api/v1/ai/assist` (issue 24): the answer arrives as server-sent events over a fetch
 * stream (EventSource cannot POST). Aborting `signal` closes the connection, and the server stops
 * the provider's request with it. Errors before the stream opens come as the API's JSON errors.
 */
export async function streamAssist(
  input: AiAssistInput,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/v1/ai/assist', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': i18n.language,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(response.status, data?.error?.code ?? 'http_error', data?.error?.message ?? response.statusText);
  }
  const parse = createAiStreamParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const event of parse(value)) onEvent(event);
  }
}
