import type { ForecastInput, ForecastResponse } from '@rbax/shared/analytics';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function postForecast(boardId: string, input: ForecastInput): Promise<ForecastResponse> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/forecast`, { method: 'POST', body: input });
}

/**
 * `POST /boards/:id/forecast`: a Monte Carlo run on demand (design note §4). The same seed gives
 * the same answer; a 422 `forecast_unavailable` carries the server's reason, already translated.
 */
export function useForecast(boardId: string) {
  return useMutation({ mutationFn: (input: ForecastInput) => postForecast(boardId, input) });
}

/** A new seed for 'Nova semente' (any 32-bit unsigned integer the API accepts). */
export function randomSeed(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0]!;
}
