import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const shortcuts = [
  { keys: ['Alt', '←'], text: 'boardView.shortcuts.left' },
  { keys: ['Alt', '→'], text: 'boardView.shortcuts.right' },
  { keys: ['Alt', '↑'], text: 'boardView.shortcuts.up' },
  { keys: ['Alt', '↓'], text: 'boardView.shortcuts.down' },
  { keys: ['Enter'], text: 'boardView.shortcuts.open' },
] as const;

/** The '?' button: keyboard alternatives to drag and drop on a focused card. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label={t('boardView.shortcuts.title')}>
          <CircleHelp aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80">
        <h2 className="mb-2 text-sm font-semibold">{t('boardView.shortcuts.title')}</h2>
        <p className="mb-3 text-xs text-muted-foreground">{t('boardView.shortcuts.hint')}</p>
        <dl className="grid gap-2 text-sm">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.text} className="flex items-center justify-between gap-3">
              <dt className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-right text-muted-foreground">{t(shortcut.text)}</dd>
            </div>
          ))}
        </dl>
      </PopoverContent>
    </Popover>
  );
}
