import { useTranslation } from 'react-i18next';
import { boardShortcuts } from '@/features/board/lib/board-shortcuts';
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

function ShortcutList({ entries }: { entries: readonly { id: string; label: string; keys: readonly string[] }[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {entries.map((entry) => (
        <div key={entry.id} className="flex items-center justify-between gap-3">
          <dt>{entry.label}</dt>
          <dd>
            <Keys keys={entry.keys} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every global shortcut of lib/shortcuts.ts, as the '?' dialog and /settings list them. */
export function GlobalShortcutList() {
  const { t } = useTranslation();
  return (
    <ShortcutList
      entries={shortcuts.map((entry) => ({ id: entry.id, label: t(entry.labelKey), keys: [shortcutLabel(entry)] }))}
    />
  );
}

/** The board's card shortcuts. */
export function BoardShortcutList() {
  const { t } = useTranslation();
  return (
    <ShortcutList
      entries={boardShortcuts.map((entry) => ({ id: entry.text, label: t(entry.text), keys: entry.keys }))}
    />
  );
}
