import { labelPalette } from '@rbax/shared/boards';
import type { ImportPreview } from '@rbax/shared/portability/api';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const TRELLO_COLORS = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'black',
  'none',
] as const;
type TrelloColor = (typeof TRELLO_COLORS)[number];
const isTrelloColor = (key: string): key is TrelloColor => (TRELLO_COLORS as readonly string[]).includes(key);

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-full border"
      style={{ backgroundColor: hex }}
    />
  );
}

/** Each colour of the source's labels → one of our 8 (proposed, changeable). */
export function ColorsMapping({
  colors,
  value,
  onChange,
}: {
  colors: ImportPreview['colors'];
  value: Record<string, string>;
  onChange: (key: string, hex: string) => void;
}) {
  const { t } = useTranslation();
  if (colors.length === 0) return <p className="text-sm text-muted-foreground">{t('portability.mapping.noLabels')}</p>;
  return (
    <ul className="grid gap-2">
      {colors.map((color) => {
        const name = isTrelloColor(color.key) ? t(`portability.trelloColors.${color.key}`) : color.key;
        const labels = color.labels.filter(Boolean).join(', ');
        return (
          <li key={color.key} className="grid items-center gap-2 sm:grid-cols-[1fr_minmax(0,16rem)]">
            <label htmlFor={`color-${color.key}`} className="min-w-0 text-sm">
              <span className="font-medium">{name}</span>
              {labels && <span className="text-muted-foreground"> · {labels}</span>}
            </label>
            <Select value={value[color.key] ?? color.proposed} onValueChange={(hex) => onChange(color.key, hex)}>
              <SelectTrigger id={`color-${color.key}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {labelPalette.map((entry) => (
                  <SelectItem key={entry.id} value={entry.hex}>
                    <span className="flex items-center gap-2">
                      <Swatch hex={entry.hex} />
                      {t(`boards.labels.palette.${entry.id}`)}
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </li>
        );
      })}
    </ul>
  );
}
