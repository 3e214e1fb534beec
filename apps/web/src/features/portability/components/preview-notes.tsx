import type { ReportNote } from '@rbax/shared/portability/api';
import { useTranslation } from 'react-i18next';

/** What was (or will be) left out or changed, and why, in a short list; the total when it is longer. */
export function PreviewNotes({ notes, total, title }: { notes: ReportNote[]; total?: number; title: string }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <details className="rounded-lg border bg-background p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {title} ({total ?? notes.length})
      </summary>
      <ul className="mt-2 grid max-h-64 gap-1 overflow-auto">
        {notes.map((note, i) => (
          <li key={`${note.name}-${i}`} className="flex flex-wrap gap-x-2">
            <span className="font-medium break-all">{note.name}</span>
            <span className="text-muted-foreground">
              {t(`portability.reasons.${note.reason}`, { defaultValue: note.reason })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
