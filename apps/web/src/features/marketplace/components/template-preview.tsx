import type { SnapshotSummary, TemplateSnapshot } from '@rbax/shared/marketplace/snapshot';
import { CheckSquare, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readableTextColor } from '@/features/boards/components/readable-text-color';

/**
 * What a template holds, as a small board: its columns (WIP limits) with the example cards
 * (labels, checklist size), then its automation rules. Used by the detail page and the publish dialog.
 */
export function TemplatePreview({ snapshot, summary }: { snapshot: TemplateSnapshot; summary: SnapshotSummary }) {
  const { t } = useTranslation();
  const labels = new Map(snapshot.labels.map((l) => [l.key, l]));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {[
          t('marketplace.preview.parts.columns', { count: summary.columns }),
          t('marketplace.preview.parts.labels', { count: summary.labels }),
          t('marketplace.preview.parts.cards', { count: summary.cards }),
          t('marketplace.preview.parts.checklist', { count: summary.checklistItems }),
          t('marketplace.preview.parts.automations', { count: summary.automations }),
        ].join(' · ')}
      </p>
      {summary.automationsOmitted > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('marketplace.preview.omitted', { count: summary.automationsOmitted })}
        </p>
      ) : null}
      <ul className="flex gap-3 overflow-x-auto pb-2" aria-label={t('marketplace.preview.columns')}>
        {snapshot.columns.map((column) => {
          const cards = snapshot.cards.filter((c) => c.columnKey === column.key && !c.parentKey);
          return (
            <li
              key={column.key}
              className="grid w-56 shrink-0 content-start gap-2 rounded-lg bg-muted/60 p-2"
              style={column.color ? { borderTop: `3px solid ${column.color}` } : undefined}
            >
              <span className="flex items-center justify-between gap-2 px-1 text-sm font-semibold">
                <span className="truncate">{column.name}</span>
                {column.wipLimit !== null ? (
                  <span className="text-xs font-normal text-muted-foreground">
                    {t('marketplace.preview.wip', { limit: column.wipLimit })}
                  </span>
                ) : null}
              </span>
              {cards.map((card) => (
                <span key={card.key} className="grid gap-1 rounded-md border bg-card p-2 text-sm shadow-xs">
                  <span className="flex flex-wrap gap-1">
                    {card.labelKeys.map((key) => {
                      const label = labels.get(key);
                      return label ? (
                        <span
                          key={key}
                          className="rounded px-1.5 text-[0.65rem] font-medium"
                          style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
                        >
                          {label.name}
                        </span>
                      ) : null;
                    })}
                  </span>
                  <span>{card.title}</span>
                  {card.checklist.length > 0 ? (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <CheckSquare aria-hidden="true" className="size-3" />
                      {t('marketplace.preview.checklist', { count: card.checklist.length })}
                    </span>
                  ) : null}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
      {snapshot.automations.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">{t('marketplace.preview.automations')}</h3>
          <ul className="grid gap-1 text-sm">
            {snapshot.automations.map((rule, i) => (
              <li key={i} className="inline-flex items-center gap-2">
                <Zap aria-hidden="true" className="size-3.5 text-primary" />
                {rule.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
