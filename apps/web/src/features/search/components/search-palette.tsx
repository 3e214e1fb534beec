import { SEARCH_DEBOUNCE_MS, searchWords, type SearchBoard, type SearchCard } from '@rbax/shared/search';
import { Command } from 'cmdk';
import {
  BarChart3,
  Clock,
  FileText,
  History,
  LayoutDashboard,
  LayoutGrid,
  Plus,
  RotateCcw,
  Search,
  SquarePlus,
  Timer,
  Trash2,
} from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { boardPath, cardPath, docPath, paths } from '@/config/paths';
import { useBoards } from '@/features/boards/api/get-boards';
import { useSearch } from '@/features/search/api/get-search';
import { BoardResultItem, CardResultItem, paletteItemClass } from '@/features/search/components/search-result-items';
import { useDebouncedValue } from '@/features/search/hooks/use-debounced-value';
import {
  boardForNewCard,
  paletteMode,
  paletteResults,
  quickActions,
  type QuickAction,
  type QuickActionId,
} from '@/features/search/lib/palette';
import { addToSearchHistory, readSearchHistory, writeSearchHistory } from '@/features/search/lib/search-history';
import { createTargets, runAppCommand } from '@/lib/app-commands';

const actionIcons: Record<QuickActionId, typeof Plus> = {
  newBoard: Plus,
  newCard: SquarePlus,
  goToDashboard: LayoutDashboard,
  viewAnalytics: BarChart3,
  goToBoards: LayoutGrid,
  focusMode: Timer,
  timer: Clock,
};

const groupClass =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

function Note({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

type SearchPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Text the palette opens with ('search.open' command). */
  initialQuery?: string;
};

/**
 * The global search palette (spec §2, issue 7): type to find cards and boards (300 ms after the
 * last key), Enter opens the one selected; empty input lists recent searches; '/' lists quick
 * actions. Keyboard navigation is cmdk's (arrows, Home/End, Enter).
 */
export function SearchPalette({ open, onOpenChange, initialQuery = '' }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [history, setHistory] = useState(readSearchHistory);
  const mode = paletteMode(text);
  const typed = mode.kind === 'search' ? mode.query : null;
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const settled = typed !== null && debounced === typed;
  const search = useSearch(settled ? typed : null);
  const boards = useBoards({ archived: false }, { enabled: mode.kind === 'actions' });
  const newCardBoard = boardForNewCard(boards.data);

  useEffect(() => {
    // Spec §7: a failed search is logged and shows an empty list (with a way to try again).
    if (search.error) console.error('Erro na busca:', search.error);
  }, [search.error]);

  const shownQuery = search.data && !search.isPlaceholderData ? typed : debounced;
  const words = useMemo(() => searchWords(shownQuery ?? ''), [shownQuery]);
  const results = paletteResults(search.isError ? undefined : search.data);
  const waiting = typed !== null && (!settled || search.isFetching);
  const firstAnswerPending = typed !== null && !search.data && !search.isError;

  const close = () => onOpenChange(false);
  const remember = () => {
    const next = addToSearchHistory(history, text, Date.now());
    writeSearchHistory(next);
    setHistory(next);
  };
  const openCard = (card: SearchCard) => {
    remember();
    close();
    navigate(cardPath(card.boardId, card.id));
  };
  const openBoard = (board: SearchBoard) => {
    remember();
    close();
    navigate(boardPath(board.id));
  };
  /** A document (issue 26): its title, in its workspace. */
  const openDoc = (docId: string) => {
    remember();
    close();
    navigate(docPath(docId));
  };
  const docs = search.isError ? [] : (search.data?.docs ?? []);
  const runAction = (action: QuickAction) => {
    close();
    // Spec §2: the palette's "create new board" goes to /dashboard and opens the board dialog there.
    if (action.id === 'newBoard') navigate(createTargets.newBoardOnDashboard);
    else if (action.id === 'newCard' && action.boardId) navigate(createTargets.newCard(action.boardId));
    else if (action.id === 'goToDashboard') navigate(paths.dashboard);
    else if (action.id === 'viewAnalytics') navigate(paths.analytics);
    else if (action.id === 'goToBoards') navigate(paths.boards);
    else if (action.id === 'focusMode') runAppCommand({ type: 'focus.open' });
    else if (action.id === 'timer') runAppCommand({ type: 'timer.toggle' });
  };
  const clearHistory = () => {
    writeSearchHistory([]);
    setHistory([]);
  };

  const actionLabel = (id: QuickActionId) => t(`search.actions.${id}`);
  const actions =
    mode.kind === 'actions'
      ? quickActions({ newCardBoardId: newCardBoard?.id ?? null, filter: mode.filter, label: actionLabel })
      : [];
  const found = results.boards.length + results.cards.length;
  // What stands in place of options: a hint, "searching…", or the spec's empty text.
  let note: string | null = null;
  if ((mode.kind === 'history' && history.length === 0) || mode.kind === 'tooShort') note = t('search.hint');
  else if (mode.kind === 'actions' && actions.length === 0) note = t('search.noActions');
  else if (mode.kind === 'search' && !search.isError && found === 0)
    note = firstAnswerPending || waiting ? t('search.searching') : t('search.empty');
  const status =
    typed === null
      ? ''
      : waiting
        ? t('search.searching')
        : search.isError
          ? t('search.failed')
          : t('search.found', { count: found });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="top-[8svh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12svh]"
      >
        <DialogTitle className="sr-only">{t('search.dialogTitle')}</DialogTitle>
        <Command label={t('search.inputLabel')} shouldFilter={false} loop vimBindings={false} className="flex flex-col">
          <div className="flex items-center gap-2 border-b px-3">
            {waiting ? (
              <Spinner className="text-muted-foreground" />
            ) : (
              <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            )}
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder={t('search.placeholder')}
              className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
          </div>
          <p role="status" className="sr-only">
            {status}
          </p>
          <Command.List
            label={t('search.resultsLabel')}
            className="max-h-[min(60svh,28rem)] overflow-y-auto overscroll-contain"
          >
            {note !== null ? null : mode.kind === 'history' ? (
              <Command.Group heading={t('search.groups.recent')} className={groupClass}>
                {history.map((entry) => (
                  <Command.Item
                    key={entry.timestamp}
                    value={`history:${entry.timestamp}`}
                    onSelect={() => setText(entry.query)}
                    className={paletteItemClass}
                  >
                    <History aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{entry.query}</span>
                  </Command.Item>
                ))}
                <Command.Item value="history:clear" onSelect={clearHistory} className={paletteItemClass}>
                  <Trash2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span>{t('search.clearHistory')}</span>
                </Command.Item>
              </Command.Group>
            ) : mode.kind === 'actions' ? (
              <Command.Group heading={t('search.groups.actions')} className={groupClass}>
                {actions.map((action) => {
                  const Icon = actionIcons[action.id];
                  return (
                    <Command.Item
                      key={action.id}
                      value={`action:${action.id}`}
                      onSelect={() => runAction(action)}
                      className={paletteItemClass}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span>{actionLabel(action.id)}</span>
                    </Command.Item>
                  );
                })}
              </Command.Group>
            ) : mode.kind === 'search' && search.isError ? (
              <Command.Group heading={t('search.failed')} className={groupClass}>
                <Command.Item value="retry" onSelect={() => void search.refetch()} className={paletteItemClass}>
                  <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span>{t('search.retry')}</span>
                </Command.Item>
              </Command.Group>
            ) : mode.kind === 'search' ? (
              <>
                {results.boards.length > 0 ? (
                  <Command.Group heading={t('search.groups.boards')} className={groupClass}>
                    {results.boards.map((board) => (
                      <BoardResultItem key={board.id} board={board} words={words} onSelect={openBoard} />
                    ))}
                  </Command.Group>
                ) : null}
                {docs.length > 0 ? (
                  <Command.Group heading={t('docs.nav.docs')} className={groupClass}>
                    {docs.map((doc) => (
                      <Command.Item
                        key={doc.id}
                        value={`doc:${doc.id}`}
                        onSelect={() => openDoc(doc.id)}
                        className={paletteItemClass}
                      >
                        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                        <span className="min-w-0 flex-1 truncate">{doc.title || t('docs.nav.docs')}</span>
                        <span className="shrink-0 truncate text-xs text-muted-foreground">{doc.workspaceName}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                ) : null}
                {results.cards.length > 0 ? (
                  <Command.Group heading={t('search.groups.cards')} className={groupClass}>
                    {results.cards.map((card) => (
                      <CardResultItem key={card.id} card={card} words={words} onSelect={openCard} />
                    ))}
                  </Command.Group>
                ) : null}
              </>
            ) : null}
          </Command.List>
          {/* Outside the listbox: a listbox may only hold options. */}
          {note !== null ? <Note>{note}</Note> : null}
          <div
            aria-hidden="true"
            className="hidden items-center gap-4 border-t px-4 py-2 text-xs text-muted-foreground sm:flex"
          >
            <span>
              <kbd className="font-mono">↑↓</kbd> {t('search.footer.navigate')}
            </span>
            <span>
              <kbd className="font-mono">Enter</kbd> {t('search.footer.open')}
            </span>
            <span>
              <kbd className="font-mono">/</kbd> {t('search.footer.actions')}
            </span>
            <span className="ml-auto">
              <kbd className="font-mono">Esc</kbd> {t('search.footer.close')}
            </span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
