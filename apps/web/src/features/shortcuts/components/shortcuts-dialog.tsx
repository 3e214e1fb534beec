import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { BoardShortcutList, GlobalShortcutList } from '@/features/shortcuts/components/shortcut-lists';
import { onAppCommand } from '@/lib/app-commands';

/**
 * 'Atalhos de teclado' (issue 7): every shortcut of lib/shortcuts.ts, and on a board also the
 * card shortcuts. Opened by '?', the quick-actions menu and the board's '?' button — one
 * dialog everywhere, through the 'shortcuts.open' command.
 */
export function ShortcutsDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const onBoard = useMatch(`${paths.board}/*`) !== null;

  useEffect(
    () =>
      onAppCommand((command) => {
        if (command.type === 'shortcuts.open') setOpen(true);
      }),
    [],
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('shortcutsHelp.title')}</DialogTitle>
          <DialogDescription>{t('shortcutsHelp.description')}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="shortcuts-global" className="grid gap-2">
          <h3 id="shortcuts-global" className="text-sm font-semibold">
            {t('shortcutsHelp.global')}
          </h3>
          <GlobalShortcutList />
        </section>
        {onBoard ? (
          <section aria-labelledby="shortcuts-board" className="grid gap-2">
            <h3 id="shortcuts-board" className="text-sm font-semibold">
              {t('boardView.shortcuts.title')}
            </h3>
            <p className="text-xs text-muted-foreground">{t('boardView.shortcuts.hint')}</p>
            <BoardShortcutList />
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
