import { CalendarDays, ChartColumn, Keyboard, Plus, Search, Shield, Sparkles, Timer, Zap } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { boardPath, paths } from '@/config/paths';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { lastBoardId, withView } from '@/features/board/lib/board-views';
import { isStandalone } from '@/features/pwa/lib/install-prompt';
import { createTargets, runAppCommand, type AppCommand } from '@/lib/app-commands';
import { ariaKeyShortcut, shortcut, shortcutLabel, type ShortcutId } from '@/lib/shortcuts';
import { cn } from '@/lib/utils';

type Entry = {
  id: string;
  labelKey:
    | 'quickActions.newBoard'
    | 'quickActions.search'
    | 'quickActions.focusMode'
    | 'quickActions.shortcuts'
    | 'quickActions.reports'
    | 'quickActions.calendar'
    | 'quickActions.admin'
    | 'aiInsights.menuEntry';
  icon: typeof Plus;
  shortcut?: ShortcutId;
  run: () => void;
};

/**
 * The floating quick-actions button (spec §2), bottom right, above the mobile bottom bar. Only
 * entries whose destination exists; Admin only for administrators. Mounted by the app layout
 * alone, so never on public pages; hidden in the installed app (standalone display mode, also
 * by the `data-floating` rule in index.css when the mode changes later).
 */
export function QuickActionsMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const adminStatus = useAdminStatus(user?.id);
  const onBoard = useMatch({ path: '/board/:id', end: false })?.params.id;
  // An entry that opens a dialog keeps the focus there (the menu would send it back to its button).
  const openedDialog = useRef(false);
  if (isStandalone()) return null;
  const openDialog = (command: AppCommand) => () => {
    openedDialog.current = true;
    runAppCommand(command);
  };

  const entries: Entry[] = [
    {
      id: 'newBoard',
      labelKey: 'quickActions.newBoard',
      icon: Plus,
      shortcut: 'newBoard',
      run: () => void navigate(createTargets.newBoard),
    },
    {
      id: 'search',
      labelKey: 'quickActions.search',
      icon: Search,
      shortcut: 'search',
      run: openDialog({ type: 'search.open' }),
    },
    {
      id: 'focus',
      labelKey: 'quickActions.focusMode',
      icon: Timer,
      shortcut: 'focusMode',
      run: openDialog({ type: 'focus.open' }),
    },
    {
      id: 'aiInsights',
      labelKey: 'aiInsights.menuEntry',
      icon: Sparkles,
      run: () => void navigate(paths.aiInsights),
    },
    {
      // The calendar of the board on screen, else of the board opened last; with none yet, the boards to choose one.
      id: 'calendar',
      labelKey: 'quickActions.calendar',
      icon: CalendarDays,
      run: () => {
        const boardId = onBoard ?? lastBoardId();
        void navigate(boardId ? `${boardPath(boardId)}?${withView(new URLSearchParams(), 'calendar')}` : paths.boards);
      },
    },
    {
      id: 'reports',
      labelKey: 'quickActions.reports',
      icon: ChartColumn,
      run: () => void navigate(paths.reports),
    },
    {
      id: 'shortcuts',
      labelKey: 'quickActions.shortcuts',
      icon: Keyboard,
      shortcut: 'shortcutsHelp',
      run: openDialog({ type: 'shortcuts.open' }),
    },
  ];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          data-floating
          size="icon"
          aria-label={t('quickActions.open')}
          className={cn(
            'fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg',
            'max-md:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]',
            className,
          )}
        >
          <Zap aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="end"
        className="w-64"
        onCloseAutoFocus={(event) => {
          if (openedDialog.current) event.preventDefault();
          openedDialog.current = false;
        }}
      >
        <DropdownMenuLabel className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
          {t('quickActions.title')}
        </DropdownMenuLabel>
        {entries.map((entry) => (
          <QuickActionItem key={entry.id} entry={entry} />
        ))}
        {adminStatus === 'admin' ? (
          <>
            <DropdownMenuSeparator />
            <QuickActionItem
              entry={{
                id: 'admin',
                labelKey: 'quickActions.admin',
                icon: Shield,
                run: () => void navigate(paths.admin),
              }}
            />
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function QuickActionItem({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const combination = entry.shortcut ? shortcut(entry.shortcut) : null;
  const keys = combination ? shortcutLabel(combination) : null;
  return (
    <DropdownMenuItem onSelect={entry.run} aria-keyshortcuts={combination ? ariaKeyShortcut(combination) : undefined}>
      <entry.icon aria-hidden="true" />
      <span className="flex-1">{t(entry.labelKey)}</span>
      {keys ? (
        <kbd className="ml-auto rounded border bg-muted px-1.5 py-0.5 font-mono text-[0.7rem] text-muted-foreground">
          {keys}
        </kbd>
      ) : null}
    </DropdownMenuItem>
  );
}
