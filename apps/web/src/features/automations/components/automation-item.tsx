import type { Automation } from '@rbax/shared/automations/rules';
import { describeAutomation, type AutomationLookup } from '@rbax/shared/automations/sentence';
import type { Locale } from '@rbax/shared/i18n';
import { ArrowDown, ArrowUp, FlaskConical, History, MoreHorizontal, Pencil, Play, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { RuleSentence } from '@/features/automations/components/rule-sentence';
import { RunStatusBadge } from '@/features/automations/components/run-status-badge';
import { formatRelative } from '@/lib/dates';
import { cn } from '@/lib/utils';

export type ItemActions = {
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onRuns: () => void;
  onTest: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  onRun: () => void;
};

/** One rule: its name, its sentence, on/off, its run counts, and what may be done with it. */
export function AutomationItem({
  rule,
  lookup,
  first,
  last,
  canManage,
  canEdit,
  running,
  actions,
}: {
  rule: Automation;
  lookup: AutomationLookup;
  first: boolean;
  last: boolean;
  canManage: boolean;
  canEdit: boolean;
  running: boolean;
  actions: ItemActions;
}) {
  const { t, i18n } = useTranslation();
  const sentence = describeAutomation(rule, lookup, i18n.language as Locale);
  const boardButton = rule.trigger.type === 'button.board';
  return (
    <li
      className={cn('grid gap-2 rounded-lg border p-3', !rule.enabled && 'bg-muted/40')}
      aria-labelledby={`rule-${rule.id}-name`}
    >
      <div className="flex items-start gap-2">
        <h3 id={`rule-${rule.id}-name`} className="min-w-0 flex-1 text-sm font-semibold break-words">
          {rule.name}
        </h3>
        {canManage ? (
          <button
            type="button"
            role="switch"
            aria-checked={rule.enabled}
            aria-label={t('automations.list.enabledLabel', { name: rule.name })}
            onClick={() => actions.onToggle(!rule.enabled)}
            className={cn(
              'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
              rule.enabled ? 'bg-primary' : 'bg-input',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-4 rounded-full bg-background shadow transition-transform',
                rule.enabled ? 'translate-x-4.5' : 'translate-x-0.5',
              )}
            />
          </button>
        ) : (
          <span className="text-xs text-muted-foreground">
            {t(rule.enabled ? 'automations.list.on' : 'automations.list.off')}
          </span>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t('automations.list.menu', { name: rule.name })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={actions.onRuns}>
              <History aria-hidden="true" />
              {t('automations.list.runs')}
            </DropdownMenuItem>
            {canEdit ? (
              <DropdownMenuItem onSelect={actions.onTest}>
                <FlaskConical aria-hidden="true" />
                {t('automations.list.test')}
              </DropdownMenuItem>
            ) : null}
            {canManage ? (
              <>
                <DropdownMenuItem onSelect={actions.onEdit}>
                  <Pencil aria-hidden="true" />
                  {t('automations.list.edit')}
                </DropdownMenuItem>
                <DropdownMenuItem disabled={first} onSelect={() => actions.onMove(-1)}>
                  <ArrowUp aria-hidden="true" />
                  {t('automations.list.moveUp')}
                </DropdownMenuItem>
                <DropdownMenuItem disabled={last} onSelect={() => actions.onMove(1)}>
                  <ArrowDown aria-hidden="true" />
                  {t('automations.list.moveDown')}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem className="text-destructive" onSelect={actions.onDelete}>
                  <Trash2 aria-hidden="true" />
                  {t('automations.list.delete')}
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <RuleSentence text={sentence} className="text-muted-foreground" />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{t('automations.list.runCount', { count: rule.stats.runs })}</span>
        {rule.stats.lastRunAt ? (
          <span>· {t('automations.list.lastRun', { when: formatRelative(rule.stats.lastRunAt, i18n.language) })}</span>
        ) : null}
        {rule.stats.lastStatus ? <RunStatusBadge status={rule.stats.lastStatus} /> : null}
        {boardButton && canEdit ? (
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto h-7"
            disabled={!rule.enabled || running}
            onClick={actions.onRun}
          >
            <Play aria-hidden="true" />
            {rule.trigger.type === 'button.board' ? rule.trigger.label : null}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
