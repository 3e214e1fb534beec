import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { onAppCommand } from '@/lib/app-commands';
import { matchesShortcut, shortcut, shortcutLabel } from '@/lib/shortcuts';

// The palette (cmdk and the result list) loads on first use, not with the shell.
const loadPalette = () => import('@/features/search/components/search-palette');
const SearchPalette = lazy(() => loadPalette().then((module) => ({ default: module.SearchPalette })));

type PaletteState = { open: boolean; query?: string; session: number };

/**
 * The header's search button and the global ways into the palette: Ctrl/Cmd+K (again to close)
 * and the 'search.open' app command (quick-actions menu…). Each opening starts a fresh palette.
 */
export function SearchLauncher() {
  const { t } = useTranslation();
  const [state, setState] = useState<PaletteState>({ open: false, session: 0 });
  const entry = shortcut('search');

  useEffect(() => {
    const show = (query?: string) => setState((s) => ({ open: true, query, session: s.session + 1 }));
    const stopCommands = onAppCommand((command) => {
      if (command.type === 'search.open') show(command.query);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, shortcut('search'))) return;
      event.preventDefault();
      setState((s) => (s.open ? { ...s, open: false } : { open: true, session: s.session + 1 }));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      stopCommands();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const label = shortcutLabel(entry);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="max-md:size-9 max-md:px-0 md:w-52 md:justify-start md:text-muted-foreground"
        aria-keyshortcuts="Control+K Meta+K"
        title={`${t('search.open')} (${label})`}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => setState((s) => ({ open: true, session: s.session + 1 }))}
      >
        <Search aria-hidden="true" />
        <span className="max-md:sr-only">{t('search.open')}</span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded border bg-muted px-1.5 py-0.5 font-mono text-[0.7rem] text-muted-foreground md:inline"
        >
          {label}
        </kbd>
      </Button>
      {state.session > 0 ? (
        <Suspense fallback={null}>
          <SearchPalette
            key={state.session}
            open={state.open}
            initialQuery={state.query}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
