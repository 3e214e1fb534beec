import { automationTemplates, buildAutomationTemplate } from '@rbax/shared/automations/templates';
import type { Locale } from '@rbax/shared/i18n';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { emptyRule } from '@/features/automations/lib/defaults';
import type { Draft } from '@/features/automations/lib/draft';

/**
 * 'Modelos': the ten ready-made rules, built for this board's columns and labels. Choosing one
 * opens the builder with it filled in — it is saved only when the person saves it. A template
 * that needs what the board lacks (a label 'parado') says so instead.
 */
export function AutomationTemplates({
  board,
  onUse,
}: {
  board: AutomationBoard;
  onUse: (draft: Draft, key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <ul className="grid gap-2" aria-label={t('automations.templates.title')}>
      {automationTemplates.map((template) => {
        const built = buildAutomationTemplate(template, board, locale);
        const name = template.name[locale];
        return (
          <li key={template.id} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-start gap-2">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <div className="grid min-w-0 flex-1 gap-1">
                <h3 className="text-sm font-semibold">{name}</h3>
                <p className="text-sm text-muted-foreground">{template.description[locale]}</p>
                {built ? null : (
                  <p className="text-xs text-amber-700 dark:text-amber-300">{t('automations.templates.unavailable')}</p>
                )}
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={!built || !board.canManage}
                aria-label={t('automations.templates.useLabel', { name })}
                onClick={() => built && onUse({ ...emptyRule(board), ...built }, template.id)}
              >
                {t('automations.templates.use')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
