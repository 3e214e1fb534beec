import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { BoardShortcutList, GlobalShortcutList } from '@/features/shortcuts/components/shortcut-lists';
import { runAppCommand } from '@/lib/app-commands';

/** The same lists as the '?' dialog (lib/shortcuts.ts and the board's), on the page. */
export function ShortcutsReference() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="settings-shortcuts-global" className="grid content-start gap-2">
          <h3 id="settings-shortcuts-global" className="text-sm font-semibold">
            {t('shortcutsHelp.global')}
          </h3>
          <GlobalShortcutList />
        </section>
        <section aria-labelledby="settings-shortcuts-board" className="grid content-start gap-2">
          <h3 id="settings-shortcuts-board" className="text-sm font-semibold">
            {t('boardView.shortcuts.title')}
          </h3>
          <BoardShortcutList />
        </section>
      </div>
      <p className="text-xs text-muted-foreground">{t('shortcutsHelp.description')}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => runAppCommand({ type: 'shortcuts.open' })}>
          <Keyboard aria-hidden="true" />
          {t('account.settings.openShortcuts')}
        </Button>
      </div>
    </div>
  );
}
