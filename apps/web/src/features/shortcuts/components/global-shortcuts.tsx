import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { globalShortcutFor } from '@/features/shortcuts/lib/global-shortcut';
import { createTargets, runAppCommand } from '@/lib/app-commands';

/**
 * The signed-in app's keyboard shortcuts, one handler for all of them (mounted once by the app
 * layout): new board, focus mode, the timer and the '?' help. The search palette owns Ctrl+K and the
 * sidebar Ctrl+B; every combination lives in lib/shortcuts.ts.
 */
export function GlobalShortcuts() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = globalShortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (event.repeat) return;
      if (action === 'newBoard') void navigate(createTargets.newBoard);
      else if (action === 'focusMode') runAppCommand({ type: 'focus.open' });
      else if (action === 'timer') runAppCommand({ type: 'timer.toggle' });
      else runAppCommand({ type: 'shortcuts.open' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return null;
}
