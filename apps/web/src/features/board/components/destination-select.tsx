import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60';

/** A labelled native select ('Board', 'Coluna', 'Posição') as the move and copy forms use them. */
export function DestinationSelect({
  id,
  label,
  options,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  id: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(selectClass, className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
