import type { AutomationDryRunResult } from '@rbax/shared/automations/rules';
import { apiRequest } from '@/lib/api-client';

/** What a saved rule would do to a card, changing nothing (members and up). */
export function dryRunAutomation(id: string, cardId: string): Promise<AutomationDryRunResult> {
  return apiRequest(`/api/v1/automations/${encodeURIComponent(id)}/dry-run`, { method: 'POST', body: { cardId } });
}
