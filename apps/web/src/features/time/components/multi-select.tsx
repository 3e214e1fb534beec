import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export type MultiOption = { id: string; label: string; mark?: ReactNode };

/**
 * A filter that takes several values (boards, people, labels): a button saying how many are
 * chosen ('Todos' when none), opening a list of checkboxes and a way to clear it.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly MultiOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = options.filter((option) => value.includes(option.id));
  const summary =
    chosen.length === 0
      ? t('time.reports.filters.all')
      : chosen.length === 1
        ? chosen[0]!.label
        : t('time.reports.filters.chosen', { count: chosen.length });
  const toggle = (optionId: string) =>
    onChange(value.includes(optionId) ? value.filter((item) => item !== optionId) : [...value, optionId]);

  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`}>{label}</Label>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            className="w-full justify-between font-normal sm:w-48"
            aria-labelledby={`${id}-label ${id}-value`}
            disabled={options.length === 0}
          >
            <span id={`${id}-value`} className="truncate">
              {summary}
            </span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-1">
          <ul aria-label={label} className="grid max-h-72 gap-0.5 overflow-y-auto">
            {options.map((option) => (
              <li key={option.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={value.includes(option.id)}
                    onChange={() => toggle(option.id)}
                  />
                  {option.mark}
                  <span className="truncate">{option.label}</span>
                </label>
              </li>
            ))}
          </ul>
          {value.length > 0 ? (
            <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => onChange([])}>
              <Check aria-hidden="true" />
              {t('time.reports.filters.clear')}
            </Button>
          ) : null}
        </PopoverContent>
      </Popover>
    </div>
  );
}
