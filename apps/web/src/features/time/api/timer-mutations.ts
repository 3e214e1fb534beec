import type {
  StartTimerInput,
  StartTimerResponse,
  StopTimerInput,
  StopTimerResponse,
  TimerState,
} from '@rbax/shared/time/timer';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { invalidateCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { serverNow, timerQueryKey } from '@/features/time/api/get-timer';
import { apiRequest } from '@/lib/api-client';

/** The timer endpoints (issue 21): start on a card, stop (now, up to a chosen end, or discard), keep. */

export function startTimer({
  cardId,
  input,
}: {
  cardId: string;
  input?: StartTimerInput;
}): Promise<StartTimerResponse> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/timer/start`, { method: 'POST', body: input ?? {} });
}

export function stopTimer(input: StopTimerInput = {}): Promise<StopTimerResponse> {
  return apiRequest('/api/v1/timer/stop', { method: 'POST', body: input ?? {} });
}

export function keepTimer(): Promise<TimerState> {
  return apiRequest('/api/v1/timer/keep', { method: 'POST' });
}

/** A recorded entry changes its card's list and history. */
function entryRecorded(queryClient: QueryClient, cardId: string | undefined) {
  if (!cardId) return;
  void invalidateCardTimeEntries(queryClient, cardId);
  void invalidateActivity(queryClient, cardId);
}

export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimer,
    onSuccess: ({ timer, stopped }) => {
      queryClient.setQueryData<TimerState>(timerQueryKey, { timer, now: new Date(serverNow()).toISOString() });
      entryRecorded(queryClient, stopped?.cardId);
      if (timer.card) void invalidateActivity(queryClient, timer.card.id);
    },
  });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    onSuccess: ({ entry }) => {
      const cardId = queryClient.getQueryData<TimerState>(timerQueryKey)?.timer?.card?.id;
      queryClient.setQueryData<TimerState>(timerQueryKey, { timer: null, now: new Date(serverNow()).toISOString() });
      entryRecorded(queryClient, entry?.cardId ?? cardId);
    },
  });
}

export function useKeepTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepTimer,
    onSuccess: (state) => queryClient.setQueryData(timerQueryKey, state),
  });
}
