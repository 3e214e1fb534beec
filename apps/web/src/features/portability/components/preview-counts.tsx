import type { ImportPreview } from '@rbax/shared/portability/api';
import { useTranslation } from 'react-i18next';

const shown = [
  'columns',
  'cards',
  'archivedCards',
  'labels',
  'checklistItems',
  'comments',
  'attachments',
  'members',
] as const;

/** What the file holds, before anything is written. */
export function PreviewCounts({ counts }: { counts: ImportPreview['counts'] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {shown.map((key) => (
        <div key={key} className="rounded-lg border bg-background px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t(`portability.counts.${key}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
