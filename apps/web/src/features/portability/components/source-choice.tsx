import type { ImportSource } from '@rbax/shared/portability/api';
import { FileJson, FileSpreadsheet, SquareKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';

const options: { value: ImportSource; icon: typeof SquareKanban }[] = [
  { value: 'trello', icon: SquareKanban },
  { value: 'csv', icon: FileSpreadsheet },
  { value: 'json', icon: FileJson },
];

/** Trello, a spreadsheet or our own export: three cards, one chosen. */
export function SourceChoice({
  value,
  onChange,
  labelId,
}: {
  value: ImportSource;
  onChange: (value: ImportSource) => void;
  labelId: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={value}
      onValueChange={(v) => onChange(v as ImportSource)}
      className="grid gap-2 sm:grid-cols-3"
    >
      {options.map(({ value: option, icon: Icon }) => (
        <RadioGroupItem
          key={option}
          value={option}
          className={cn(
            'flex items-start gap-3 rounded-lg border bg-background p-3 text-left transition-colors hover:bg-accent',
            value === option && 'border-primary bg-primary/10 ring-1 ring-primary',
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{t(`portability.import.sources.${option}.name`)}</span>
            <span className="text-xs text-muted-foreground">{t(`portability.import.sources.${option}.hint`)}</span>
          </span>
        </RadioGroupItem>
      ))}
    </RadioGroup>
  );
}
