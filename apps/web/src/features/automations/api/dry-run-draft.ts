import type { AutomationDryRunResult, CreateAutomationInput } from '@rbax/shared/automations/rules';
import { apiRequest } from '@/lib/api-client';

/** What the rule being built would do to a card, before it is saved; nothing changes. */
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
