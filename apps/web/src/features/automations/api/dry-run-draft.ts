import type { AutomationDryRunResult, CreateAutomationInput } from '@rbax/shared/automations/rules';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function dryRunDraft(
  boardId: string,
  rule: CreateAutomationInput,
  cardId: string,
): Promise<AutomationDryRunResult> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/automations/dry-run`, {
    method: 'POST',
    body: { rule, cardId },
  });
}

/** What the rule being built would do to a card, before it is saved; nothing changes. */
export function useDryRunDraft(boardId: string) {
  return useMutation({
    mutationFn: ({ rule, cardId }: { rule: CreateAutomationInput; cardId: string }) =>
      dryRunDraft(boardId, rule, cardId),
  });
}
