import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { runAppCommand } from '@/lib/app-commands';
import { ariaKeyShortcut, shortcut } from '@/lib/shortcuts';

/**
 * The '?' button of the board header: opens the one keyboard-shortcuts dialog (the app's
 * shortcuts, and on a board its card shortcuts too) — the same dialog the '?' key opens.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('boardView.shortcuts.title')}
      aria-haspopup="dialog"
      aria-keyshortcuts={ariaKeyShortcut(shortcut('shortcutsHelp'))}
      onClick={() => runAppCommand({ type: 'shortcuts.open' })}
    >
      <CircleHelp aria-hidden="true" />
    </Button>
  );
}
