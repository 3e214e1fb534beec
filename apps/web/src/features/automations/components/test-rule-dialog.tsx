import type { Automation } from '@rbax/shared/automations/rules';
import { describeAutomation, lookupFrom } from '@rbax/shared/automations/sentence';
import type { Locale } from '@rbax/shared/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dryRunAutomation } from '@/features/automations/api/dry-run-automation';
import { DryRunSection } from '@/features/automations/components/dry-run-section';
import { RuleSentence } from '@/features/automations/components/rule-sentence';
import type { AutomationBoard } from '@/features/automations/lib/board';

/** 'Testar' on a saved rule, for whoever edits the board's cards (members test; managers also edit). */
export function TestRuleDialog({
  board,
  rule,
  onClose,
}: {
  board: AutomationBoard;
  rule: Automation | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const idPrefix = useId().replace(/:/g, '');
  const lookup = lookupFrom({
    columns: board.columns,
    labels: board.labels,
    users: board.members.map((member) => ({ id: member.id, name: member.name || member.email })),
  });
  return (
    <Dialog open={rule !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[92svh] overflow-y-auto sm:max-w-2xl">
        {rule ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('automations.dryRun.dialogTitle', { name: rule.name })}</DialogTitle>
              <DialogDescription asChild>
                <div>
                  <RuleSentence text={describeAutomation(rule, lookup, i18n.language as Locale)} />
                </div>
              </DialogDescription>
            </DialogHeader>
            <DryRunSection
              idPrefix={idPrefix}
              cards={board.cards}
              members={board.members}
              labels={board.labels}
              runTest={(cardId) => dryRunAutomation(rule.id, cardId)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
