import type { Automation } from '@rbax/shared/automations/rules';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AutomationBuilder } from '@/features/automations/components/automation-builder';
import type { AutomationBoard } from '@/features/automations/lib/board';
import type { Draft } from '@/features/automations/lib/draft';

export type BuilderTarget = { rule: Automation | null; initial: Draft; key: string };

/** The builder in a dialog over the panel; a click outside does not throw a half-built rule away. */
export function BuilderDialog({
  board,
  target,
  onClose,
}: {
  board: AutomationBoard;
  target: BuilderTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[92svh] overflow-y-auto sm:max-w-3xl"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {target ? (
          <AutomationBuilder
            key={target.key}
            board={board}
            rule={target.rule}
            initial={target.initial}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
