import type { AdminStats } from '@rbax/shared/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/admin/lib/format';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Sign-ups per UTC day as an SVG bar chart (no chart library in the app): the picture is one
 * labelled image with a summary, and the same figures follow as a table for screen readers and
 * for anyone who prefers numbers ("Ver como tabela").
 */
export function SignupsChart({ days }: { days: AdminStats['signups'] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const summary = t('admin.overview.chartSummary', {
    total,
    max: Math.max(0, ...days.map((day) => day.count)),
    from: first ? formatDay(first, i18n.language, 'long') : '',
    to: last ? formatDay(last, i18n.language, 'long') : '',
  });

  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full text-primary"
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{summary}</title>
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-border" strokeWidth="1" />
        {days.map((day, index) => {
          const height = (day.count / max) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={Math.max(height, day.count > 0 ? 2 : 0)}
              rx="2"
              className="fill-current"
            >
              <title>
                {t('admin.overview.chartBar', { day: formatDay(day.date, i18n.language, 'long'), count: day.count })}
              </title>
            </rect>
          );
        })}
      </svg>
      <div className="-mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{first ? formatDay(first, i18n.language) : ''}</span>
        <span>{last ? formatDay(last, i18n.language) : ''}</span>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          {t('admin.overview.chartAsTable')}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-left">
            <caption className="sr-only">{t('admin.overview.signupsTitle')}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {t('admin.overview.day')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  {t('admin.overview.signups')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t">
                  <td className="px-3 py-1">
                    <time dateTime={day.date}>{formatDay(day.date, i18n.language, 'long')}</time>
                  </td>
                  <td className="px-3 py-1 text-right tabular-nums">{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
