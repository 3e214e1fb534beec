import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { boardShortcuts } from '@/features/board-view/lib/board-shortcuts';
import { runAppCommand } from '@/lib/app-commands';
import { shortcutLabel, shortcuts } from '@/lib/shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex shrink-0 gap-1">
      {keys.map((key) => (
        <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
          {key}
        </kbd>
      ))}
    </span>
  );
}

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
          <dl className="grid gap-2 text-sm">
            {shortcuts.map((entry) => (
              <div key={entry.id} className="flex items-center justify-between gap-3">
                <dt>{t(entry.labelKey)}</dt>
                <dd>
                  <Keys keys={[shortcutLabel(entry)]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="settings-shortcuts-board" className="grid content-start gap-2">
          <h3 id="settings-shortcuts-board" className="text-sm font-semibold">
            {t('boardView.shortcuts.title')}
          </h3>
          <dl className="grid gap-2 text-sm">
            {boardShortcuts.map((entry) => (
              <div key={entry.text} className="flex items-center justify-between gap-3">
                <dt>{t(entry.text)}</dt>
                <dd>
                  <Keys keys={entry.keys} />
                </dd>
              </div>
            ))}
          </dl>
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
