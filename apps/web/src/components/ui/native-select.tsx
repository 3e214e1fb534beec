import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own select, styled like the inputs: for short lists where a custom listbox adds
 * nothing but weight (the boards index's sort is on the first load of /boards — issue 25).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-input/30 [&>option]:bg-background',
        className,
      )}
      {...props}
    />
  );
}
