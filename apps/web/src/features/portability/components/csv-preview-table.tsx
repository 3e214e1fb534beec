import { useTranslation } from 'react-i18next';

/** The file's first rows as they were read (quotes and separators resolved), scrollable sideways. */
export function CsvPreviewTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  return (
    <div
      className="max-w-full overflow-x-auto rounded-lg border"
      tabIndex={0}
      role="region"
      aria-label={t('portability.csv.previewLabel')}
    >
      <table className="w-full text-left text-xs">
        <thead className="bg-muted/60">
          <tr>
            {headers.map((h, i) => (
              <th key={i} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {h || `#${i + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t">
              {headers.map((_, i) => (
                <td key={i} className="max-w-48 truncate px-2 py-1.5 align-top" title={row[i] ?? ''}>
                  {row[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
